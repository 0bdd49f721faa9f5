import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, fakeIdToken, jsonResponse, stubCatalogue } from '../test/utils';
import {
  CatalogueError,
  createCatalogueClient,
  fetchCatalogue,
  isSessionExpired,
  type TokenProvider,
} from './catalogue-client';
import { createQueryClient } from './query-client';

// Mutable so a test can point the app at another origin, as a static deployment does.
const catalogue = vi.hoisted(() => ({ url: '', apiKey: '', imageBaseUrl: 't/p' }));
vi.mock('../config', () => ({ config: { firebase: {}, catalogue } }));

const refused = { status_code: 3, status_message: 'Authentication failed.', success: false };
const page = { page: 1, results: [], total_pages: 1, total_results: 0 };

/** Answers each request with the next response; records the Authorization header it carried. */
function stubAnswers(...answers: Array<() => Response>) {
  const authorizations: Array<string | undefined> = [];
  const fetchMock = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
    authorizations.push((init?.headers as Record<string, string> | undefined)?.Authorization);
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, authorizations };
}

const unauthorized = () => jsonResponse(refused, 401);
const ok = () => jsonResponse(page);

// The query client each request is asked with: its catalogue client carries the test's tokens.
let client: QueryClient = createTestQueryClient();

function provideTokens(current: string | null, refreshed: string | null) {
  const provider = {
    current: vi.fn<TokenProvider['current']>(() => current),
    refresh: vi.fn<TokenProvider['refresh']>(async () => refreshed),
  };
  client = createTestQueryClient(provider);
  return provider;
}

afterEach(() => {
  client = createTestQueryClient();
  catalogue.url = '';
});

describe('fetchCatalogue', () => {
  it('resolves paths against the document base and sends the parameters', async () => {
    const fetchMock = stubCatalogue({
      '3/trending/movie/day': { page: 2, results: [], total_pages: 1, total_results: 0 },
    });
    await expect(
      fetchCatalogue('3/trending/movie/day', { page: 2, skip: undefined }, { client }),
    ).resolves.toMatchObject({ page: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'http://localhost:3000/3/trending/movie/day?page=2',
    );
  });

  it("asks TMDB for its answers in the page's language, leaving English unsaid", async () => {
    const fetchMock = stubCatalogue({ '3/movie/1': { id: 1 }, 'POST 3/list': { id: 2 } });
    const inLanguage = (language: string) =>
      createQueryClient(
        createCatalogueClient({
          baseUrl: () => document.baseURI,
          tokens: () => undefined,
          transport: (url, init) => fetch(url, init),
          language,
        }),
      );
    await fetchCatalogue('3/movie/1', {}, { client: inLanguage('pt-BR') });
    await fetchCatalogue('3/movie/1', {}, { client: inLanguage('en') });
    await fetchCatalogue('3/movie/1', { language: 'de' }, { client: inLanguage('ar') });
    await fetchCatalogue('3/list', {}, { client: inLanguage('fr'), method: 'POST', body: {} });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost:3000/3/movie/1?language=pt-BR',
      'http://localhost:3000/3/movie/1',
      'http://localhost:3000/3/movie/1?language=de',
      'http://localhost:3000/3/list',
    ]);
  });

  it("throws a CatalogueError carrying TMDB's error body", async () => {
    stubCatalogue({});
    const error = await fetchCatalogue('3/movie/1', {}, { client }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({
      status: 404,
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    });
  });

  it('still throws a CatalogueError when the error body is not JSON', async () => {
    stubCatalogue({
      '3/movie/2': () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(fetchCatalogue('3/movie/2', {}, { client })).rejects.toMatchObject({
      status: 502,
      status_code: undefined,
      message: 'Bad Gateway',
    });
    stubCatalogue({ '3/movie/3': () => jsonResponse({}, 500) });
    await expect(fetchCatalogue('3/movie/3', {}, { client })).rejects.toBeInstanceOf(
      CatalogueError,
    );
  });
});

describe('fetchCatalogue with a member token', () => {
  const member = { member: true };
  // Real ID token shapes: the client puts nothing else in a header.
  const token1 = fakeIdToken({ user_id: 'token-1' });
  const token2 = fakeIdToken({ user_id: 'token-2' });
  const stale = fakeIdToken({ user_id: 'stale' });
  const fresh = fakeIdToken({ user_id: 'fresh' });

  it('sends the current token as a Bearer header to its own server', async () => {
    provideTokens(token1, null);
    const { authorizations } = stubAnswers(ok);
    await fetchCatalogue('3/trending/movie/day', {}, { ...member, client });
    expect(authorizations).toEqual([`Bearer ${token1}`]);
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    provideTokens(null, null);
    const { authorizations } = stubAnswers(ok);
    await fetchCatalogue('3/trending/movie/day', {}, { ...member, client });
    expect(authorizations).toEqual([undefined]);
  });

  it('sends no token with a public request', async () => {
    const provider = provideTokens(token1, token2);
    const { authorizations } = stubAnswers(ok, unauthorized);
    await fetchCatalogue('3/movie/11', {}, { client });
    await expect(fetchCatalogue('3/search/movie', {}, { client })).rejects.toMatchObject({
      status: 401,
      sessionExpired: false,
    });
    expect(authorizations).toEqual([undefined, undefined]);
    expect(provider.refresh).not.toHaveBeenCalled();
  });

  it('never puts a token outside the JWT compact form in a header', async () => {
    provideTokens(`${stale}€`, fresh);
    const { authorizations } = stubAnswers(unauthorized, ok);
    await expect(
      fetchCatalogue('3/trending/movie/day', {}, { ...member, client }),
    ).resolves.toEqual(page);
    expect(authorizations).toEqual([undefined, `Bearer ${fresh}`]);
  });

  it('never sends the token to another origin, and a 401 from there ends no session', async () => {
    catalogue.url = 'https://api.themoviedb.org';
    const provider = provideTokens(token1, token2);
    const { fetchMock, authorizations } = stubAnswers(ok, unauthorized);
    await fetchCatalogue('3/trending/movie/day', {}, { ...member, client });
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^https:\/\/api\.themoviedb\.org\//);
    const error = await fetchCatalogue('3/trending/tv/day', {}, { ...member, client }).catch(
      (caught: unknown) => caught,
    );
    expect(authorizations).toEqual([undefined, undefined]);
    expect(provider.refresh).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, sessionExpired: false });
  });

  it('refreshes the token once after a 401 and retries with the fresh one', async () => {
    const provider = provideTokens(stale, fresh);
    const { authorizations } = stubAnswers(unauthorized, ok);
    await expect(
      fetchCatalogue('3/trending/movie/day', {}, { ...member, client }),
    ).resolves.toEqual(page);
    expect(provider.refresh).toHaveBeenCalledTimes(1);
    expect(authorizations).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    const provider = provideTokens(stale, fresh);
    stubAnswers(unauthorized, unauthorized, ok, ok);
    await Promise.all([
      fetchCatalogue('3/trending/movie/day', {}, { ...member, client }),
      fetchCatalogue('3/trending/tv/day', {}, { ...member, client }),
    ]);
    expect(provider.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the fresh token is refused too, without a third try', async () => {
    provideTokens(stale, fresh);
    const { fetchMock } = stubAnswers(unauthorized, unauthorized);
    const error = await fetchCatalogue('3/movie/popular', {}, { ...member, client }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({ status: 401, status_code: 3, sessionExpired: true });
    expect(isSessionExpired(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session without retrying when no fresh token can be had', async () => {
    provideTokens(stale, null);
    const { fetchMock } = stubAnswers(unauthorized);
    await expect(
      fetchCatalogue('3/movie/popular', {}, { ...member, client }),
    ).rejects.toMatchObject({
      status: 401,
      sessionExpired: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a write as JSON with its method, and sends it again with the fresh token', async () => {
    provideTokens(stale, fresh);
    const { fetchMock, authorizations } = stubAnswers(unauthorized, ok);
    const body = { media_type: 'movie', media_id: 550, watchlist: true };
    await fetchCatalogue('3/account/u1/watchlist', {}, { ...member, method: 'POST', body, client });
    expect(authorizations).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
      expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    }
  });

  it('does not refresh for other failures', async () => {
    const provider = provideTokens(token1, token2);
    stubAnswers(() => jsonResponse({ status_code: 25, status_message: 'Too many' }, 429));
    await expect(
      fetchCatalogue('3/movie/popular', {}, { ...member, client }),
    ).rejects.toMatchObject({
      status: 429,
      sessionExpired: false,
    });
    expect(provider.refresh).not.toHaveBeenCalled();
  });
});
