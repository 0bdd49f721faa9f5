import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import { CatalogueError } from '../../lib/catalogue-client';
import { QueryError } from '../../ui/query-error';

export function isUnavailable(error: unknown): boolean {
  return error instanceof CatalogueError && error.status === 503;
}

/** A failed library read: a 503 is the database away for a moment, which Retry will outlast. */
export function LibraryQueryError({
  error,
  failure,
  onRetry,
  retrying,
}: {
  error: unknown;
  /** "Couldn't load your watchlist." */
  failure: MessageId;
  onRetry(): void;
  retrying: boolean;
}) {
  const intl = useIntl();
  return (
    <QueryError
      message={intl.formatMessage({
        id: isUnavailable(error) ? 'library.loadError.unavailable' : failure,
      })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
