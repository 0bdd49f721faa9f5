import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RetryLater } from '../../http/retry-later.js';
import { TmdbHttpError, notFound } from '../../http/tmdb-errors.js';
import { isLibraryError, type LibraryErrorCode } from '../store/library-error.js';

/** How long a client waits before trying the library database again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// What each of the store's refusals means to a client. A Record, so a new code cannot go unmapped.
const MEANING: Readonly<Record<LibraryErrorCode, 'input' | 'not-found' | 'unavailable'>> = {
  'invalid-user': 'input',
  'invalid-title': 'input',
  'too-many-titles': 'input',
  'invalid-rating': 'input',
  'invalid-date': 'input',
  'note-too-long': 'input',
  'invalid-list-name': 'input',
  'invalid-text': 'input',
  'description-too-long': 'input',
  'invalid-slice': 'input',
  'invalid-genre': 'input',
  'invalid-decade': 'input',
  'too-many-lists': 'input',
  'list-full': 'input',
  'diary-full': 'input',
  'invalid-position': 'input',
  'list-not-found': 'not-found',
  'invalid-saved-filter': 'input',
  'too-many-saved-filters': 'input',
  'saved-filter-not-found': 'not-found',
  'invalid-setting': 'input',
  'invalid-episode': 'input',
  'episodes-full': 'input',
  'invalid-status': 'input',
  unavailable: 'unavailable',
};

/** A body that is not a JSON object. */
export function bodyNotAnObject(): TmdbHttpError {
  return new TmdbHttpError(400, 5, 'Invalid parameters: the body must be a JSON object.');
}

function isBodyShapeProblem(error: FastifyError): boolean {
  return (error.validation ?? []).some(
    (issue) => issue.instancePath === '' && issue.keyword === 'type',
  );
}

/** The first problem, by field and rule: "body/media_id must be integer". */
function problemOf(error: FastifyError): string {
  const [issue] = error.validation ?? [];
  if (issue === undefined) return error.message;
  const field = `${error.validationContext ?? ''}${issue.instancePath}`;
  // textProperty's pattern would only show a regular expression.
  if (issue.keyword === 'pattern') return `${field} holds a character that is not text`;
  return error.message;
}

function answerFor(error: unknown, request: FastifyRequest): TmdbHttpError | undefined {
  if (isLibraryError(error)) {
    const meaning = MEANING[error.code];
    if (meaning === 'input') return new TmdbHttpError(422, 5, error.message);
    if (meaning === 'not-found') return notFound();
    request.log.warn({ err: error.cause ?? error }, 'the library database is not available');
    return new RetryLater(DATABASE_RETRY_AFTER_SECONDS);
  }
  if (error instanceof RetryLater) {
    request.log.warn({ err: error.cause ?? error }, 'TMDB could not be asked about a title');
    return error;
  }
  const fastifyError = error as FastifyError;
  const context = fastifyError.validationContext;
  if (fastifyError.validation === undefined || (context !== 'body' && context !== 'querystring'))
    return undefined;
  if (context === 'body' && isBodyShapeProblem(fastifyError)) return bodyNotAnObject();
  return new TmdbHttpError(422, 5, `Invalid parameters: ${problemOf(fastifyError)}.`);
}

/**
 * The library's errors in TMDB's shape: the store's refusals by their code, a database or TMDB
 * that cannot be reached as 503 with retry-after, a body or query that fails its schema as code 5.
 * Anything else goes on to the app's error handler.
 */
export function registerLibraryErrorAnswers(scope: FastifyInstance): void {
  scope.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error, request);
    if (answer === undefined) throw error;
    if (answer instanceof RetryLater) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.code(answer.statusCode).send(answer.toBody());
  });
}
