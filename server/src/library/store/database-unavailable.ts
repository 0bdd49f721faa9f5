import { LibraryError } from './library-error.js';

// The network failing on the way to PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for "not now": shutting down or starting (57P01-03), a statement or lock
// time-out (57014, 55P03), out of connections, disk or memory (class 53), and the connection
// exceptions (class 08).
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03']);
const POSTGRES_CLASSES = ['08', '53'];

// node-postgres's and its pool's own messages when a connection dies or never comes.
const PG_CLIENT_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

// SQLite's "not now": another process holds the file, or the disk fails or is full.
const SQLITE_CODES = /^SQLITE_(?:BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY)/;

/** True when `error` says the database could not be reached or did not answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || SQLITE_CODES.test(code))
      return true;
    if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (PG_CLIENT_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

/**
 * `store` with every method's "database unreachable" failures turned into one LibraryError
 * ('unavailable'), the cause kept for the log; every other failure passes as it was.
 */
export function reportingUnavailable<Store extends object>(store: Store): Store {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(store)) {
    wrapped[name] =
      typeof method !== 'function'
        ? method
        : async (...args: unknown[]) => {
            try {
              return await (method as (...args: unknown[]) => Promise<unknown>).apply(store, args);
            } catch (error) {
              if (error instanceof LibraryError || !isDatabaseUnavailable(error)) throw error;
              throw new LibraryError('unavailable', 'The library database is not available.', {
                cause: error,
              });
            }
          };
  }
  return wrapped as Store;
}
