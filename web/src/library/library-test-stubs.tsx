import type { AccountList, AccountStates } from '@marquee/tmdb-types/account';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { memberTokenProvider } from '../auth/member-token-provider';
import { setTokenProvider } from '../lib/catalogue-client';
import { createTestQueryClient, fakeIdToken, jsonResponse, Providers } from '../test-utils';

/*
 * What the library's tests stub: the member fakeIdToken() logs in, and the library paths their
 * answers come from. Pages that show title cards to a member ask for the cards' states; a test
 * about something else answers with `libraryStateRoutes()` (nothing in the library).
 */

export const memberUid = 'uid-1';

export const statesPath = `3/account/${memberUid}/account_states`;

export function emptyStates(id: number): AccountStates {
  return { id, favorite: false, rated: false, watchlist: false, watched: 0, list_ids: [] };
}

/**
 * Answers the batch states read for whatever titles it is asked about: all false, except what
 * `known` says about a title ("movie:550").
 */
export function answerTitleStates(known: Record<string, Partial<AccountStates>> = {}) {
  // Takes stubCatalogue's URL or stubLibraryFetch's request.
  return (request: URL | StubRequest) => {
    const url = request instanceof URL ? request : request.url;
    const items = (url.searchParams.get('items') ?? '').split(',').filter(Boolean);
    return jsonResponse({
      results: items.map((item) => {
        const [mediaType, id] = item.split(':') as [TitleMediaType, string];
        return { ...emptyStates(Number(id)), ...known[item], media_type: mediaType };
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
    ...Object.fromEntries(
      titles.map(({ mediaType, id }) => [`3/${mediaType}/${id}/account_states`, emptyStates(id)]),
    ),
  };
}

export function accountList(id: number, name: string): AccountList {
  return {
    id,
    name,
    description: '',
    item_count: 0,
    favorite_count: 0,
    iso_639_1: 'en',
    list_type: 'mixed',
    poster_path: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

export function listsPage(lists: AccountList[]) {
  return { page: 1, results: lists, total_pages: 1, total_results: lists.length };
}

/** A promise the test settles: a request that answers only when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Renders library UI as the app does: query client, session and router, logged in unless told. */
export function renderForMember(ui: ReactNode, { loggedIn = true } = {}) {
  if (loggedIn) localStorage.setItem('token', fakeIdToken());
  setTokenProvider(memberTokenProvider);
  const queryClient = createTestQueryClient();
  // A write or refetch still in flight must not answer into the next test.
  onTestFinished(() => queryClient.clear());
  const view = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={['/details/movie/550']}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...view, queryClient };
}

/** The method and JSON body of each call the fetch stub got for a path. */
export function requestsTo(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Array<{ method: string; body: unknown; url: URL }> {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input)),
      init: (init ?? {}) as RequestInit,
    }))
    .filter(({ url }) => url.pathname === `/${path}`)
    .map(({ url, init }) => ({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

export interface StubRequest {
  url: URL;
  method: string;
  body: unknown;
}

export type LibraryRoutes = Record<
  string,
  unknown | ((request: StubRequest) => Response | Promise<Response>)
>;

/**
 * stubCatalogue for writes: a route's function also gets the method and the JSON body. Anything
 * not stubbed answers TMDB's 404.
 */
export function stubLibraryFetch(routes: LibraryRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const answer = routes[url.pathname.replace(/^\//, '')];
    if (answer === undefined) {
      return jsonResponse(
        {
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
          success: false,
        },
        404,
      );
    }
    if (typeof answer !== 'function') return jsonResponse(answer);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return (answer as (request: StubRequest) => Response | Promise<Response>)({
      url,
      method: init.method ?? 'GET',
      body,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const success = { status_code: 1, status_message: 'Success.' };

export function unavailable(message = 'The library cannot be reached now.') {
  return jsonResponse({ status_code: 9, status_message: message, success: false }, 503);
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
  const routes: LibraryRoutes = {
    [`3/${mediaType}/${id}/account_states`]: () => jsonResponse(states),
    [`3/account/${memberUid}/watchlist`]: ({ body }: StubRequest) => {
      states.watchlist = (body as { watchlist: boolean }).watchlist;
      return jsonResponse(success, 201);
    },
    [`3/account/${memberUid}/favorite`]: ({ body }: StubRequest) => {
      states.favorite = (body as { favorite: boolean }).favorite;
      return jsonResponse(success, 201);
    },
    [`3/${mediaType}/${id}/rating`]: ({ method, body }: StubRequest) => {
      states.rated = method === 'DELETE' ? false : { value: (body as { value: number }).value };
      return jsonResponse(success, 201);
    },
  };
  return { states, routes };
}
