import type { AccountList } from '@marquee/tmdb-types/account';
import { queryOptions, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { fetchLists } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';

export function memberListsQueryOptions(uid: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.lists(uid, page),
    queryFn: ({ signal, client }) => fetchLists(uid, page, { signal, client }),
    ...libraryRead,
  });
}

export interface MemberLists {
  lists: AccountList[] | undefined;
  isError: boolean;
}

/**
 * All the member's lists (at most 100, five pages), for choosing one; asked only while `enabled`,
 * e.g. while the list menu is open.
 */
export function useMemberLists(enabled: boolean): MemberLists {
  const uid = useLibraryMember();
  const ask = enabled && uid !== null;
  const first = useQuery({
    ...memberListsQueryOptions(uid ?? '', 1),
    ...(ask ? {} : { queryFn: skipToken }),
  });
  const lastPage = first.data?.total_pages ?? 1;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) => {
      const options = memberListsQueryOptions(uid ?? '', index + 2);
      return ask ? options : { ...options, queryFn: skipToken };
    }),
  });
  const pages = [first, ...rest];
  return {
    lists: pages.every((page) => page.data)
      ? pages.flatMap((page) => page.data?.results ?? [])
      : undefined,
    isError: pages.some((page) => page.isError),
  };
}
