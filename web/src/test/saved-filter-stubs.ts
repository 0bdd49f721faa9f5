import type {
  NewSavedFilterBody,
  SavedFilter,
  SavedFilterChangesBody,
} from '@marquee/tmdb-types/saved-filters';
import { accountPath } from './library-stubs';
import { jsonResponse, type CatalogueRoutes } from './utils';

/* The member's saved filters as the server keeps them (docs/library-api.md, "Saved filters"). */

export const savedFiltersPath = `${accountPath}/saved_filters`;

export function savedFilter(
  id: number,
  name: string,
  extra: Partial<SavedFilter> = {},
): SavedFilter {
  return {
    id,
    name,
    media_type: 'movie',
    query: '',
    pinned: false,
    position: 0,
    created_at: '2026-11-20T12:00:00.000Z',
    ...extra,
  };
}

/**
 * GET, POST, PUT and DELETE over `initial` (numbered in their order), as the server answers them;
 * `refuse` makes every write answer that response instead.
 */
export function savedFiltersServer(
  initial: SavedFilter[] = [],
  { refuse }: { refuse?: () => Response } = {},
) {
  const state = { filters: initial.map((filter, position) => ({ ...filter, position })) };
  let nextId = Math.max(0, ...initial.map((filter) => filter.id)) + 1;
  const renumber = () => {
    state.filters = state.filters.map((filter, position) => ({ ...filter, position }));
  };
  const idOf = (url: URL) => Number(url.pathname.split('/').at(-1));
  const one: CatalogueRoutes[string] = (url, body) => {
    if (refuse) return refuse();
    const index = state.filters.findIndex((filter) => filter.id === idOf(url));
    const found = state.filters[index];
    if (found === undefined) return jsonResponse({ status_code: 34, success: false }, 404);
    const { position, ...changes } = body as SavedFilterChangesBody;
    const changed = { ...found, ...changes };
    state.filters.splice(index, 1);
    state.filters.splice(position ?? index, 0, changed);
    renumber();
    return jsonResponse(state.filters.find((filter) => filter.id === changed.id));
  };
  const routes: CatalogueRoutes = {
    [`GET ${savedFiltersPath}`]: () => jsonResponse({ results: state.filters }),
    [`POST ${savedFiltersPath}`]: (_url, body) => {
      if (refuse) return refuse();
      const asked = body as NewSavedFilterBody;
      const created = savedFilter(nextId++, asked.name, {
        media_type: asked.media_type,
        query: asked.query,
        pinned: asked.pinned ?? false,
        position: state.filters.length,
      });
      state.filters.push(created);
      return jsonResponse(created, 201);
    },
  };
  for (const filter of initial) {
    routes[`PUT ${savedFiltersPath}/${filter.id}`] = one;
    routes[`DELETE ${savedFiltersPath}/${filter.id}`] = (url) => {
      if (refuse) return refuse();
      const before = state.filters.length;
      state.filters = state.filters.filter((each) => each.id !== idOf(url));
      renumber();
      return state.filters.length < before
        ? jsonResponse({ status_code: 13, status_message: 'Deleted.' })
        : jsonResponse({ status_code: 34, success: false }, 404);
    };
  }
  return { state, routes };
}
