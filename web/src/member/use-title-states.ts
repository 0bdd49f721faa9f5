import type { AccountStates } from '@marquee/tmdb-types/account';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchAccountStates, type TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';

export function titleStatesQueryOptions(uid: string, title: TitleKey) {
  return queryOptions({
    queryKey: libraryKeys.title(uid, title),
    queryFn: ({ signal, client }) => fetchAccountStates(title, { signal, client }),
    ...libraryRead,
  });
}

/** One title's states, asked for on their own (the details page); nothing when logged out. */
export function useTitleStates(title: TitleKey) {
  const uid = useLibraryMember();
  const options = titleStatesQueryOptions(uid ?? '', title);
  return useQuery({ ...options, queryFn: uid === null ? skipToken : options.queryFn });
}

/**
 * What the cache holds about a title, never asking: a card's states come with its list's one
 * request (useTitleStatesBatch), and writes change them here.
 */
export function useCachedTitleStates(title: TitleKey): AccountStates | undefined {
  const uid = useLibraryMember();
  // Disabled rather than without a query function: a refetch another part asks for still works.
  const { data } = useQuery({ ...titleStatesQueryOptions(uid ?? '', title), enabled: false });
  return uid === null ? undefined : data;
}
