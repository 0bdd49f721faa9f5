import { queryOptions } from '@tanstack/react-query';
import { fetchDiary, fetchList, fetchLists, fetchShelf, type ShelfParams } from './library-api';
import type { TitleShelf } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';

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
