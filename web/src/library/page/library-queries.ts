import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fetchDiary,
  fetchList,
  fetchLists,
  fetchShelf,
  libraryMaxPage,
  type ShelfParams,
} from '../library-api';
import type { TitleShelf } from '../library-api';
import { libraryKeys } from '../library-keys';
import { libraryRead } from '../library-read';
import { shelfTabs, type LibraryAddress } from './library-address';
import { parseShelfView, shelfRequest } from './shelf-view';
import { parsePageParam } from '../../ui/use-page-param';

/* The library page's reads, each asked again when the window regains focus (libraryRead). */

export function shelfQueryOptions(uid: string, shelf: TitleShelf, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.shelf(uid, shelf, params),
    queryFn: ({ signal }) => fetchShelf(uid, shelf, params, { signal }),
    ...libraryRead,
  });
}

export function diaryQueryOptions(uid: string, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.diary(uid, params),
    queryFn: ({ signal }) => fetchDiary(uid, params, { signal }),
    ...libraryRead,
  });
}

export function listsQueryOptions(uid: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.lists(uid, page),
    queryFn: ({ signal }) => fetchLists(uid, page, { signal }),
    ...libraryRead,
  });
}

export function listQueryOptions(uid: string, listId: number, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.list(uid, listId, params),
    queryFn: ({ signal }) => fetchList(listId, params, { signal }),
    ...libraryRead,
    // Missing or somebody else's: the page says so.
    meta: { expectsNotFound: true },
  });
}

/** The read an address shows first: the route's loader starts it before the page arrives, a server render awaits it. */
export function prefetchLibraryAddress(
  queryClient: QueryClient,
  uid: string,
  address: LibraryAddress,
  search: URLSearchParams,
): Promise<void> {
  if (address.tab === 'watched') {
    const params = shelfRequest(parseShelfView(search, 'diary'));
    return queryClient.prefetchQuery(diaryQueryOptions(uid, params));
  }
  if (address.tab === 'lists') {
    if (address.listId === undefined)
      return queryClient.prefetchQuery(
        listsQueryOptions(uid, parsePageParam(search.get('page'), libraryMaxPage)),
      );
    const params = shelfRequest(parseShelfView(search, 'list'));
    return queryClient.prefetchQuery(listQueryOptions(uid, address.listId, params));
  }
  const { shelf, kind } = shelfTabs[address.tab];
  const params = shelfRequest(parseShelfView(search, kind));
  return queryClient.prefetchQuery(shelfQueryOptions(uid, shelf, params));
}
