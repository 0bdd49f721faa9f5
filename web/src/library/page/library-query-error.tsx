import { CatalogueError } from '../../lib/catalogue-client';
import { QueryError } from '../../ui/query-error';

export function isUnavailable(error: unknown): boolean {
  return error instanceof CatalogueError && error.status === 503;
}

/** A failed library read: a 503 is the database away for a moment, which Retry will outlast. */
export function LibraryQueryError({
  error,
  what,
  onRetry,
  retrying,
}: {
  error: unknown;
  /** "your watchlist" */
  what: string;
  onRetry(): void;
  retrying: boolean;
}) {
  return (
    <QueryError
      message={
        isUnavailable(error)
          ? 'Your library is unavailable for a moment.'
          : `Couldn't load ${what}.`
      }
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
