import type { StatusAnswer } from '@marquee/tmdb-types/account';
import type {
  NewSavedFilterBody,
  SavedFilter,
  SavedFilterChangesBody,
  SavedFilters,
} from '@marquee/tmdb-types/saved-filters';
import type { QueryClient } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

/*
 * The member's saved browse filters on our own server (docs/library-api.md, "Saved filters"): one
 * function per endpoint. The server takes the member from the token; `uid` fills {account_id}.
 */

function savedFiltersPath(uid: string, id?: number): string {
  const all = `3/account/${encodeURIComponent(uid)}/saved_filters`;
  return id === undefined ? all : `${all}/${id}`;
}

const member = { member: true } as const;

export function fetchSavedFilters(
  uid: string,
  signal: AbortSignal | undefined,
  client: QueryClient,
): Promise<SavedFilters> {
  return fetchCatalogue<SavedFilters>(savedFiltersPath(uid), {}, { ...member, signal, client });
}

export function postSavedFilter(
  uid: string,
  body: NewSavedFilterBody,
  client: QueryClient,
): Promise<SavedFilter> {
  return fetchCatalogue<SavedFilter>(
    savedFiltersPath(uid),
    {},
    { ...member, method: 'POST', body, client },
  );
}

export function putSavedFilter(
  uid: string,
  id: number,
  body: SavedFilterChangesBody,
  client: QueryClient,
): Promise<SavedFilter> {
  return fetchCatalogue<SavedFilter>(
    savedFiltersPath(uid, id),
    {},
    { ...member, method: 'PUT', body, client },
  );
}

export function deleteSavedFilter(
  uid: string,
  id: number,
  client: QueryClient,
): Promise<StatusAnswer> {
  return fetchCatalogue<StatusAnswer>(
    savedFiltersPath(uid, id),
    {},
    { ...member, method: 'DELETE', client },
  );
}
