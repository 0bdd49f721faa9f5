import type {
  AccountList,
  AccountStates,
  DiaryEntryWire,
  LibraryTitle,
  ListDetails,
} from '@marquee/tmdb-types/account';
import type { ShowProgressWire } from '@marquee/tmdb-types/episode-progress';
import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { fakeIdToken, jsonResponse, renderApp, stubCatalogue, type CatalogueRoutes } from './utils';

/*
 * What the library's tests stub: the member fakeIdToken() logs in, library answers shaped as
 * docs/library-api.md says, and a fetch stub that also answers what every member's page asks
 * besides its own read (genres, the cards' states). A test about something else than the library
 * answers with `libraryStateRoutes()` (nothing in the library).
 */

/** fakeIdToken's user. */
export const memberUid = 'uid-1';
export const accountPath = `3/account/${memberUid}`;
export const statesPath = `${accountPath}/account_states`;

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

export function accountList(
  id: number,
  name: string,
  extra: Partial<AccountList> = {},
): AccountList {
  return {
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
    public: false,
    share_id: null,
    ...extra,
  };
}

export function listDetails(
  id: number,
  name: string,
  items: LibraryTitle[],
  extra: Partial<ListDetails> = {},
): ListDetails {
  return {
    created_by: memberUid,
    description: '',
    favorite_count: 0,
    id: String(id),
    items,
    item_count: items.length,
    iso_639_1: 'en',
    name,
    poster_path: null,
    public: false,
    share_id: null,
    page: 1,
    total_pages: Math.max(1, Math.ceil(items.length / 20)),
    total_results: items.length,
    ...extra,
  };
}

/** A member's settings before they change any (docs/library-api.md, "Settings"). */
export const defaultSettings: MemberSettings = {
  display_name: null,
  hide_watched: false,
  watch_region: null,
  watch_providers: [],
  count_rent_buy: false,
  only_my_services: false,
  language: null,
  theme: null,
  keyboard_shortcuts: null,
};

export function emptyStates(id: number): AccountStates {
  return { id, favorite: false, rated: false, watchlist: false, watched: 0, list_ids: [] };
}

/** A show the member does not follow: nothing watched (docs/library-api.md, issue 22). */
export function unfollowedProgress(showId: number): ShowProgressWire {
  return {
    show_id: showId,
    status: null,
    cycle: 1,
    started_at: null,
    aired_episodes: 0,
    watched_episodes: 0,
    state: 'finished',
    next_episode: null,
    seasons: [],
    watched: [],
    past_cycles: [],
  };
}

export const status = {
  created: { status_code: 1, status_message: 'Success.', success: true },
  updated: { status_code: 12, status_message: 'The item/record was updated successfully.' },
  deleted: { status_code: 13, status_message: 'The item/record was deleted successfully.' },
};

export function unavailable(message = 'Service offline. Try again in a moment.') {
  return jsonResponse({ status_code: 9, status_message: message, success: false }, 503);
}

/**
 * Answers the batch states read for whatever titles it is asked about: all false, except what
 * `known` says about a title ("movie:550").
 */
export function answerTitleStates(known: Record<string, Partial<AccountStates>> = {}) {
  return (url: URL) => {
    const items = (url.searchParams.get('items') ?? '').split(',').filter(Boolean);
    return jsonResponse({
      results: items.map((item) => {
        const [mediaType, id] = item.split(':') as [TitleMediaType, string];
        return { ...emptyStates(Number(id)), ...known[item], media_type: mediaType };
      }),
    });
  };
}

export const onMyServicesPath = `${accountPath}/on_my_services`;

/**
 * Answers which of the titles it is asked about are on the member's services: those `on` names
 * ("movie:550"), in `region`.
 */
export function answerOnMyServices(on: readonly string[], region = 'GB') {
  return (url: URL) => {
    const items = (url.searchParams.get('items') ?? '').split(',').filter(Boolean);
    return jsonResponse({
      region,
      results: items.map((item) => {
        const [mediaType, id] = item.split(':') as [TitleMediaType, string];
        return { media_type: mediaType, id: Number(id), on_my_services: on.includes(item) };
      }),
    });
  };
}

/**
 * The routes a member's page needs when the test is not about the library: the states of its
 * cards, and of each title whose details page it shows. Nothing is in the library.
 */
export function libraryStateRoutes(...titles: Array<{ mediaType: TitleMediaType; id: number }>) {
  return {
    [statesPath]: answerTitleStates(),
    // Home's "For you" (nothing liked yet) and "Continue watching" (no show followed), and
    // browse's "Hide watched" (off).
    [`${accountPath}/recommendations`]: page([]),
    [`${accountPath}/up_next`]: page([]),
    [`${accountPath}/settings`]: defaultSettings,
    // Home's pinned rows and browse's saved filters: none saved.
    [`${accountPath}/saved_filters`]: { results: [] },
    ...Object.fromEntries(
      titles.map(({ mediaType, id }) => [`3/${mediaType}/${id}/account_states`, emptyStates(id)]),
    ),
    // A show's page asks for the member's progress of it.
    ...Object.fromEntries(
      titles
        .filter(({ mediaType }) => mediaType === 'tv')
        .map(({ id }) => [`${accountPath}/progress/tv/${id}`, unfollowedProgress(id)]),
    ),
  };
}

/**
 * One title's states as the server keeps them, changed by the watchlist, favourite and rating
 * writes, so a refetch after a write reads what was written.
 */
export function titleServer(
  mediaType: TitleMediaType,
  id: number,
  initial: Partial<AccountStates> = {},
) {
  const states: AccountStates = { ...emptyStates(id), ...initial };
  const routes: CatalogueRoutes = {
    [`3/${mediaType}/${id}/account_states`]: () => jsonResponse(states),
    [`${accountPath}/watchlist`]: (_url, body) => {
      states.watchlist = (body as { watchlist: boolean }).watchlist;
      return jsonResponse(status.created, 201);
    },
    [`${accountPath}/favorite`]: (_url, body) => {
      states.favorite = (body as { favorite: boolean }).favorite;
      return jsonResponse(status.created, 201);
    },
    [`3/${mediaType}/${id}/rating`]: (_url, body) => {
      states.rated = { value: (body as { value: number }).value };
      return jsonResponse(status.created, 201);
    },
    [`DELETE 3/${mediaType}/${id}/rating`]: () => {
      states.rated = false;
      return jsonResponse(status.created, 201);
    },
  };
  return { states, routes };
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

/** utils.tsx's stubCatalogue, also answering the genres and the cards' states (none kept). */
export function stubLibrary(routes: CatalogueRoutes) {
  return stubCatalogue({
    '3/genre/movie/list': movieGenres,
    '3/genre/tv/list': tvGenres,
    [statesPath]: answerTitleStates(),
    [`${accountPath}/settings`]: defaultSettings,
    // Settings' My services: no region, so no region's services are asked.
    '3/watch/providers/regions': { results: [] },
    // Settings' saved filters, home's pinned rows and browse's links: none saved.
    [`${accountPath}/saved_filters`]: { results: [] },
    ...routes,
  });
}

export interface SeenRequest {
  url: URL;
  path: string;
  method: string;
  params: Record<string, string>;
  body: unknown;
}

/** What the page asked, in order: path without the leading slash, method, query and JSON body. */
export function seenRequests(fetchMock: { mock: { calls: unknown[][] } }): SeenRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input));
    const { body, method } = (init ?? {}) as RequestInit;
    return {
      url,
      path: url.pathname.replace(/^\//, ''),
      method: method ?? 'GET',
      params: Object.fromEntries(url.searchParams),
      body: typeof body === 'string' ? JSON.parse(body) : undefined,
    };
  });
}

/** The requests to a path, with any method unless one is given. */
export function requestsTo(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
  method?: string,
): SeenRequest[] {
  return seenRequests(fetchMock).filter(
    (request) => request.path === path && (method === undefined || request.method === method),
  );
}

/** A promise the test settles: a request that answers only when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Renders library UI as the app does, on a title's details page, logged in unless told. */
export function renderForMember(ui: ReactNode, { loggedIn = true } = {}) {
  return renderApp('/details/movie/550', {
    token: loggedIn ? fakeIdToken() : undefined,
    routes: [{ path: '*', element: ui }],
  });
}

/** A library control, once the states it shows have loaded and it can be used. */
export async function enabledButton(name: string, within: BoundFunctions<typeof queries> = screen) {
  const button = await within.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
