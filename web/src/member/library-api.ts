import type {
  AccountListsPage,
  AccountStates,
  DiaryEntryCreated,
  DiaryPage,
  ListCreated,
  ListDetails,
  ListChangesBody,
  NewDiaryEntryBody,
  RatedLibraryPage,
  StatusAnswer,
  TitleAccountStatesAnswer,
  LibraryPage,
} from '@marquee/tmdb-types/account';
import type {
  ListSharing,
  ListSharingBody,
  OnMyServicesAnswer,
  RecommendationsPage,
} from '@marquee/tmdb-types/library-sharing';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { fetchCatalogue, type CatalogueParams } from '../lib/catalogue-client';

/*
 * The member's library on our own server (docs/library-api.md): one function per endpoint, so
 * the paths and bodies are written once. Every call carries the member's token, from the catalogue
 * client of the query client it is given; the server takes the user from it, and `uid` only fills
 * TMDB's {account_id}, which must be the same user.
 */

export interface TitleKey {
  mediaType: TitleMediaType;
  id: number;
}

/** The watchlist and favourites, as TMDB's paths and bodies name them. */
export type TitleMark = 'watchlist' | 'favorite';

/** The library's tabs that are pages of titles. */
export type TitleShelf = TitleMark | 'rated';

/** The last page a read serves: 20,000 diary entries at 20 a page (TMDB's lists stop at 500). */
export const libraryMaxPage = 1000;

/** A read's sort, filters and page, as the URL and the server name them. */
export interface ShelfParams {
  page?: number;
  sort_by?: string;
  media_type?: TitleMediaType;
  with_genres?: number;
  decade?: number;
}

/**
 * Who asks: the query client of the render (a query function's or a mutation's `client`,
 * useQueryClient() in a component), whose catalogue client carries the member's token.
 */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  client: QueryClient;
}

const member = { member: true } as const;

function accountPath(uid: string, rest: string): string {
  return `3/account/${encodeURIComponent(uid)}/${rest}`;
}

function write<T>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  { client }: CallOptions,
  body?: unknown,
): Promise<T> {
  return fetchCatalogue<T>(path, {}, { ...member, method, body, client });
}

function read<T>(
  path: string,
  params: CatalogueParams,
  { signal, client }: CallOptions,
): Promise<T> {
  return fetchCatalogue<T>(path, params, { ...member, signal, client });
}

export function setMark(
  uid: string,
  mark: TitleMark,
  title: TitleKey,
  on: boolean,
  options: CallOptions,
) {
  return write<StatusAnswer>(accountPath(uid, mark), 'POST', options, {
    media_type: title.mediaType,
    media_id: title.id,
    [mark]: on,
  });
}

/** 0.5 to 10 in half steps; 0 removes the rating. */
export function setRating(title: TitleKey, value: number, options: CallOptions) {
  const path = `3/${title.mediaType}/${title.id}/rating`;
  return value === 0
    ? write<StatusAnswer>(path, 'DELETE', options)
    : write<StatusAnswer>(path, 'POST', options, { value });
}

export function fetchAccountStates(title: TitleKey, options: CallOptions) {
  return read<AccountStates>(`3/${title.mediaType}/${title.id}/account_states`, {}, options);
}

/** The states of a page of cards in one request (at most 100 titles). */
export function fetchTitleStates(uid: string, titles: readonly TitleKey[], options: CallOptions) {
  const items = titles.map((title) => `${title.mediaType}:${title.id}`).join(',');
  return read<TitleAccountStatesAnswer>(accountPath(uid, 'account_states'), { items }, options);
}

/** Which of a page of cards are on the member's services, by their settings (at most 100 titles). */
export function fetchOnMyServices(uid: string, titles: readonly TitleKey[], options: CallOptions) {
  const items = titles.map((title) => `${title.mediaType}:${title.id}`).join(',');
  return read<OnMyServicesAnswer>(accountPath(uid, 'on_my_services'), { items }, options);
}

export function fetchShelf(
  uid: string,
  shelf: TitleShelf,
  params: ShelfParams,
  options: CallOptions,
): Promise<LibraryPage | RatedLibraryPage> {
  return read(accountPath(uid, shelf), { ...params }, options);
}

export function fetchDiary(
  uid: string,
  params: ShelfParams & { media?: string },
  options: CallOptions,
) {
  return read<DiaryPage>(accountPath(uid, 'diary'), { ...params }, options);
}

export function addDiaryEntry(uid: string, entry: NewDiaryEntryBody, options: CallOptions) {
  return write<DiaryEntryCreated>(accountPath(uid, 'diary'), 'POST', options, entry);
}

export function deleteDiaryEntry(uid: string, entryId: number, options: CallOptions) {
  return write<StatusAnswer>(accountPath(uid, `diary/${entryId}`), 'DELETE', options);
}

export function fetchLists(uid: string, page: number, options: CallOptions) {
  return read<AccountListsPage>(accountPath(uid, 'lists'), { page }, options);
}

export function createList(list: { name: string; description?: string }, options: CallOptions) {
  return write<ListCreated>('3/list', 'POST', options, list);
}

export function fetchList(listId: number, params: ShelfParams, options: CallOptions) {
  return read<ListDetails>(`3/list/${listId}`, { ...params }, options);
}

export function updateList(listId: number, changes: ListChangesBody, options: CallOptions) {
  return write<StatusAnswer>(`3/list/${listId}`, 'PUT', options, changes);
}

export function deleteList(listId: number, options: CallOptions) {
  return write<StatusAnswer>(`3/list/${listId}`, 'DELETE', options);
}

export function addListItem(listId: number, title: TitleKey, options: CallOptions) {
  return write<StatusAnswer>(`3/list/${listId}/add_item`, 'POST', options, {
    media_type: title.mediaType,
    media_id: title.id,
  });
}

export function removeListItem(listId: number, title: TitleKey, options: CallOptions) {
  return write<StatusAnswer>(`3/list/${listId}/remove_item`, 'POST', options, {
    media_type: title.mediaType,
    media_id: title.id,
  });
}

/** Position 0 is first. */
export function moveListItem(
  listId: number,
  title: TitleKey,
  position: number,
  options: CallOptions,
) {
  return write<StatusAnswer>(`3/list/${listId}/move_item`, 'POST', options, {
    media_type: title.mediaType,
    media_id: title.id,
    position,
  });
}

/** Makes a list readable by anybody with its link (a new link each time), or private again. */
export function setListSharing(listId: number, isPublic: boolean, options: CallOptions) {
  const body: ListSharingBody = { public: isPublic };
  return write<ListSharing>(`3/list/${listId}/sharing`, 'PUT', options, body);
}

/** Titles drawn from what the member liked, none of them already in the library; best first. */
export function fetchRecommendations(uid: string, options: CallOptions) {
  return read<RecommendationsPage>(accountPath(uid, 'recommendations'), {}, options);
}
