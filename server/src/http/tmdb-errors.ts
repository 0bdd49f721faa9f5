import type { TmdbError } from '@marquee/tmdb-types/page';

/** An error that already knows the TMDB body and HTTP status it answers with. */
export class TmdbHttpError extends Error {
  readonly statusCode: number;
  readonly tmdbCode: number;

  constructor(statusCode: number, tmdbCode: number, message: string) {
    super(message);
    this.name = 'TmdbHttpError';
    this.statusCode = statusCode;
    this.tmdbCode = tmdbCode;
  }

  toBody(): TmdbError {
    return { status_code: this.tmdbCode, status_message: this.message, success: false };
  }
}

export const NOT_FOUND_MESSAGE = 'The resource you requested could not be found.';
export const INVALID_PAGE_MESSAGE =
  'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.';
export const INVALID_API_KEY_MESSAGE = 'Invalid API key: You must be granted a valid key.';

export function notFound(): TmdbHttpError {
  return new TmdbHttpError(404, 34, NOT_FOUND_MESSAGE);
}

export function invalidPage(): TmdbHttpError {
  return new TmdbHttpError(400, 22, INVALID_PAGE_MESSAGE);
}

export function invalidApiKey(): TmdbHttpError {
  return new TmdbHttpError(401, 7, INVALID_API_KEY_MESSAGE);
}

export const INVALID_PARAMETERS_MESSAGE =
  'Invalid parameters: Your request parameters are incorrect.';

/** Anything else a client got wrong (a bad query value, an undecodable URL, a body where none belongs). */
export function invalidParameters(statusCode = 422): TmdbHttpError {
  return new TmdbHttpError(statusCode, 5, INVALID_PARAMETERS_MESSAGE);
}

/** One query value a client got wrong: TMDB's code 5, with the parameter named and what it must be. */
export function invalidParameter(name: string, rule: string): TmdbHttpError {
  return new TmdbHttpError(422, 5, `Invalid parameters: ${name} ${rule}.`);
}

export function internalErrorBody(): TmdbError {
  return { status_code: 11, status_message: 'Internal error', success: false };
}

export const AUTHENTICATION_FAILED_MESSAGE =
  'Authentication failed: You do not have permissions to access the service.';
export const SERVICE_OFFLINE_MESSAGE =
  'Service offline: This service is temporarily offline, try again later.';

/** A token was presented but is not a valid ID token for this project (expired, forged, other project, disabled user). */
export function authenticationFailed(): TmdbHttpError {
  return new TmdbHttpError(401, 3, AUTHENTICATION_FAILED_MESSAGE);
}

/** The identity provider could not be asked; the token may be fine, so this is not a 401. */
export function serviceOffline(): TmdbHttpError {
  return new TmdbHttpError(503, 9, SERVICE_OFFLINE_MESSAGE);
}

export function tooManyRequests(limit: number): TmdbHttpError {
  return new TmdbHttpError(
    429,
    25,
    `Your request count (#) is over the allowed limit of (${limit}).`,
  );
}
