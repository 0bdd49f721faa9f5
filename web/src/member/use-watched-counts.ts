import { useQueries } from '@tanstack/react-query';
import type { TitleKey } from './library-api';
import { titleStatesQueryOptions } from './use-title-states';
import { useTitleStatesBatch } from './use-title-states-batch';

export interface WatchedCounts {
  /** How many times each title was watched, in the titles' order; undefined while unknown. */
  watched: readonly (number | undefined)[];
  /** Whether the titles' one states request is still on its way. */
  isLoading: boolean;
}

/**
 * How many times the member `uid` watched each of these titles. The states come in the one
 * request a list of cards makes for the same titles (useTitleStatesBatch shares its key), and are
 * read from each title's own key, where its card reads them, so a watch logged from a card counts
 * at once.
 */
export function useWatchedCounts(uid: string | null, titles: readonly TitleKey[]): WatchedCounts {
  const batch = useTitleStatesBatch(titles);
  const watched = useQueries({
    queries: titles.map((title) => ({
      ...titleStatesQueryOptions(uid ?? '', title),
      enabled: false,
    })),
    combine: (results) => results.map((result) => result.data?.watched),
  });
  return { watched, isLoading: batch.isLoading };
}
