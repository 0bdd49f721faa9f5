import type { MediaType } from '@marquee/tmdb-types/media';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import type { CardItem } from '../ui/media-card';
import { QueryError } from '../ui/query-error';
import type { WatchedFilter } from './use-watched-filter';
import { WatchedFilterCards } from './watched-filter-cards';

export interface WatchedResultsProps {
  /** The page's query: its answer is shown through `watched`, its failure here. */
  results: Pick<UseQueryResult, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  watched: WatchedFilter<CardItem>;
  mediaType: MediaType;
  /** No longer read: what the results are follows `mediaType`. */
  noun?: string;
  /** The list's accessible name. */
  label: string;
  emptyMessage: string;
  /** Said when the page's query failed and there is nothing to show. */
  errorMessage: string;
}

const allWatchedMessages: Record<MediaType, MessageId> = {
  movie: 'member.watchedResults.allWatchedMovies',
  tv: 'member.watchedResults.allWatchedTvShows',
  person: 'member.watchedResults.allWatchedPeople',
};

/**
 * A page of catalogue results (browse and search lay them out alike): the cards "Hide watched"
 * leaves, or the failure with Retry when there is no answer to show.
 */
export function WatchedResults({
  results: { data, isError, isFetching, refetch },
  watched,
  mediaType,
  label,
  emptyMessage,
  errorMessage,
}: WatchedResultsProps) {
  const intl = useIntl();
  if (isError && !data)
    return (
      <QueryError message={errorMessage} onRetry={() => void refetch()} retrying={isFetching} />
    );
  return (
    <WatchedFilterCards
      watched={watched}
      mediaType={mediaType}
      skeletons={20}
      layout="grid"
      eagerCount={6}
      label={label}
      emptyMessage={emptyMessage}
      allWatchedMessage={intl.formatMessage({ id: allWatchedMessages[mediaType] })}
    />
  );
}
