import { queryOptions } from '@tanstack/react-query';
import { fetchDiary, fetchList, fetchLists, fetchShelf, type ShelfParams } from './library-api';
import type { TitleShelf } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';

/* The library page's reads, each asked again when the window regains focus (libraryRead). */

export function shelfQueryOptions(uid: string, shelf: TitleShelf, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.shelf(uid, shelf, params),
    queryFn: ({ signal, client }) => fetchShelf(uid, shelf, params, { signal, client }),
    ...libraryRead,
  });
}

export function diaryQueryOptions(uid: string, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.diary(uid, params),
    queryFn: ({ signal, client }) => fetchDiary(uid, params, { signal, client }),
    ...libraryRead,
  });
}

export function listsQueryOptions(uid: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.lists(uid, page),
    queryFn: ({ signal, client }) => fetchLists(uid, page, { signal, client }),
    ...libraryRead,
  });
}

export function listQueryOptions(uid: string, listId: number, params: ShelfParams) {
  return queryOptions({
    queryKey: libraryKeys.list(uid, listId, params),
    queryFn: ({ signal, client }) => fetchList(listId, params, { signal, client }),
    ...libraryRead,
    // Missing or somebody else's: the page says so.
    meta: { expectsNotFound: true },
  });
}
