import { SERVICE_OFFLINE_MESSAGE, TmdbHttpError } from './tmdb-errors.js';

/** TMDB's 503 code 9 for something that may work later, and when to try again. */
export class RetryLater extends TmdbHttpError {
  constructor(
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(503, 9, SERVICE_OFFLINE_MESSAGE);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
