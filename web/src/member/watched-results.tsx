import type { MediaType } from '@marquee/tmdb-types/media';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CardItem } from '../ui/media-card';
import { QueryError } from '../ui/query-error';
import type { WatchedFilter } from './use-watched-filter';
import { WatchedFilterCards } from './watched-filter-cards';

export interface WatchedResultsProps {
  /** The page's query: its answer is shown through `watched`, its failure here. */
  results: Pick<UseQueryResult, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  watched: WatchedFilter<CardItem>;
  mediaType: MediaType;
  /** What the results are, in the plural ("movies"). */
  noun: string;
  /** The list's accessible name. */
  label: string;
  emptyMessage: string;
  /** Said when the page's query failed and there is nothing to show. */
  errorMessage: string;
}

/**
 * A page of catalogue results (browse and search lay them out alike): the cards "Hide watched"
 * leaves, or the failure with Retry when there is no answer to show.
 */
export function WatchedResults({
  results: { data, isError, isFetching, refetch },
  watched,
  mediaType,
  noun,
  label,
  emptyMessage,
  errorMessage,
}: WatchedResultsProps) {
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
      allWatchedMessage={`You have watched every one of the ${noun} on this page.`}
    />
  );
}
