import type {
  AccountList,
  DiaryEntryWire,
  LibraryTitle,
  ListDetails,
} from '@marquee/tmdb-types/account';
import type { Page } from '@marquee/tmdb-types/page';
import { vi, type Mock } from 'vitest';
import { jsonResponse } from '../../test-utils';

/*
 * Library answers for the page's tests, shaped as docs/library-api.md says, and a stub that also
 * answers what every library page asks besides its own read (genres, the cards' states).
 */

/** fakeIdToken's user. */
export const uid = 'uid-1';
export const accountPath = `3/account/${uid}`;

export function movie(id: number, title: string, releaseDate = '1999-10-15'): LibraryTitle {
  return {
    media_type: 'movie',
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    original_language: 'en',
    original_title: title,
    overview: '',
    popularity: 10,
    poster_path: null,
    release_date: releaseDate,
    title,
    video: false,
    vote_average: 8,
    vote_count: 100,
  };
}

export function tv(id: number, name: string, firstAirDate = '2011-04-17'): LibraryTitle {
  return {
    media_type: 'tv',
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    origin_country: ['US'],
    original_language: 'en',
    original_name: name,
    overview: '',
    popularity: 10,
    poster_path: null,
    first_air_date: firstAirDate,
    name,
    vote_average: 8,
    vote_count: 100,
  };
}

export function page<T>(results: T[], total = results.length, number = 1): Page<T> {
  return {
    page: number,
    results,
    total_pages: Math.max(1, Math.ceil(total / 20)),
    total_results: total,
  };
}

export function diaryEntry(
  id: number,
  media: LibraryTitle,
  watchedOn: string,
  extra: Partial<DiaryEntryWire> = {},
): DiaryEntryWire {
  return {
    id,
    watched_on: watchedOn,
    note: null,
    rating: null,
    created_at: `${watchedOn}T20:00:00.000Z`,
    media,
    ...extra,
  };
}

export function accountList(id: number, name: string, extra: Partial<AccountList> = {}) {
  const list: AccountList = {
    id,
    name,
    description: '',
    item_count: 0,
    favorite_count: 0,
    iso_639_1: 'en',
    list_type: 'mixed',
    poster_path: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-11-12T12:00:00.000Z',
    ...extra,
  };
  return list;
}

export function listDetails(
  id: number,
  name: string,
  items: LibraryTitle[],
  extra: Partial<ListDetails> = {},
): ListDetails {
  return {
    created_by: uid,
    description: '',
    favorite_count: 0,
    id: String(id),
    items,
    item_count: items.length,
    iso_639_1: 'en',
    name,
    poster_path: null,
    page: 1,
    total_pages: Math.max(1, Math.ceil(items.length / 20)),
    total_results: items.length,
    ...extra,
  };
}

export const movieGenres = {
  genres: [
    { id: 28, name: 'Action' },
    { id: 18, name: 'Drama' },
    { id: 35, name: 'Comedy' },
  ],
};

export const tvGenres = {
  genres: [
    { id: 10759, name: 'Action & Adventure' },
    { id: 18, name: 'Drama' },
  ],
};

/** Every title not in any library: what the cards ask about the titles they show. */
function noStates(url: URL): Response {
  const items = (url.searchParams.get('items') ?? '').split(',').filter(Boolean);
  return jsonResponse({
    results: items.map((item) => {
      const [mediaType, id] = item.split(':');
      return {
        id: Number(id),
        media_type: mediaType,
        favorite: false,
        rated: false,
        watchlist: false,
        watched: 0,
        list_ids: [],
      };
    }),
  });
}

/** An answer, or a function of the request that gives one. */
export type LibraryRoute = object | ((url: URL, body: unknown) => Response | Promise<Response>);

const notFound = {
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
  success: false,
};

/**
 * Stubs fetch as test-utils' stubCatalogue does, and tells methods apart: a key "POST 3/list"
 * answers only that method, a bare path any method. Anything else is TMDB's 404.
 */
export function stubLibrary(routes: Record<string, LibraryRoute>) {
  const all: Record<string, LibraryRoute> = {
    '3/genre/movie/list': movieGenres,
    '3/genre/tv/list': tvGenres,
    [`${accountPath}/account_states`]: noStates,
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\//, '');
    const answer = all[`${init?.method ?? 'GET'} ${path}`] ?? all[path];
    if (answer === undefined) return jsonResponse(notFound, 404);
    if (typeof answer !== 'function') return jsonResponse(answer);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return answer(url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const status = {
  created: { status_code: 1, status_message: 'Success.', success: true },
  updated: { status_code: 12, status_message: 'The item/record was updated successfully.' },
  deleted: { status_code: 13, status_message: 'The item/record was deleted successfully.' },
};

export const unavailable = () =>
  jsonResponse(
    {
      status_code: 9,
      status_message: 'Service offline. Try again in a moment.',
      success: false,
    },
    503,
  );

export interface SeenRequest {
  path: string;
  method: string;
  params: Record<string, string>;
  body: unknown;
}

/** What the page asked, in order: path without the leading slash, method, query and JSON body. */
export function seenRequests(fetchMock: Mock): SeenRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input));
    const { body, method } = (init ?? {}) as RequestInit;
    return {
      path: url.pathname.replace(/^\//, ''),
      method: method ?? 'GET',
      params: Object.fromEntries(url.searchParams),
      body: typeof body === 'string' ? JSON.parse(body) : undefined,
    };
  });
}

export function requestsTo(fetchMock: Mock, path: string, method = 'GET'): SeenRequest[] {
  return seenRequests(fetchMock).filter(
    (request) => request.path === path && request.method === method,
  );
}
