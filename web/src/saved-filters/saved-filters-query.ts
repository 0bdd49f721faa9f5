import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../member/library-keys';
import { libraryRead } from '../member/library-read';
import { useLibraryMember } from '../member/use-library-member';
import { fetchSavedFilters } from './saved-filters-api';

export function savedFiltersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: libraryKeys.savedFilters(uid),
    queryFn: ({ signal, client }) => fetchSavedFilters(uid, signal, client),
    ...libraryRead,
  });
}

export interface SavedFiltersState {
  /** In the member's order; undefined until the server has answered (and for nobody). */
  filters: SavedFilter[] | undefined;
  isError: boolean;
  error: Error | null;
}

/** The logged-in member's saved filters; nothing is asked for anybody else. */
export function useSavedFilters(): SavedFiltersState {
  const uid = useLibraryMember();
  const query = useQuery({
    ...savedFiltersQueryOptions(uid ?? ''),
    ...(uid === null ? { queryFn: skipToken } : {}),
  });
  return { filters: query.data?.results, isError: query.isError, error: query.error };
}
