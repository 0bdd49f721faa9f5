import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_IMAGE,
  readExample,
  startFakeTmdbUpstream,
  type FakeTmdbUpstream,
} from '../test/fake-tmdb-upstream.js';
import {
  startUpstreamTestApp,
  tempCacheDir,
  TEST_TMDB_KEY,
  UPSTREAM_TIME_OUT_ENV,
  type UpstreamTestApp,
  type UpstreamTestAppOptions,
} from '../test/upstream-test-app.js';

const cacheDir = tempCacheDir();
afterAll(() => cacheDir.remove());

let fake: FakeTmdbUpstream;
let clock: number;
let cacheFile: string;
let logLines: string[];
const opened: UpstreamTestApp[] = [];
let fileNumber = 0;

beforeEach(async () => {
  fake = await startFakeTmdbUpstream();
  // Mid-day UTC, so trending's end-of-day expiry is hours away.
  clock = Date.UTC(2025, 5, 10, 12, 0, 0);
  fileNumber += 1;
  cacheFile = cacheDir.file(`cache-${fileNumber}.sqlite`);
  logLines = [];
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  await fake.close();
});

async function start(
  options: Partial<UpstreamTestAppOptions> = {},
): Promise<UpstreamTestApp['app']> {
  const handle = await startUpstreamTestApp({
    upstreamUrl: fake.url,
    cacheDb: cacheFile,
    now: () => clock,
    logStream: { write: (line) => logLines.push(line) },
    ...options,
  });
  opened.push(handle);
  return handle.app;
}

/** Rows in the response cache file, counted through a connection of the test's own. */
function cacheRows(): number {
  const db = new Database(cacheFile, { readonly: true });
  try {
    return (
      db.prepare<[], { rows: number }>('SELECT COUNT(*) AS rows FROM responses').get()?.rows ?? 0
    );
  } finally {
    db.close();
  }
}

const MINUTE = 60_000;

describe('upstream pass-through', () => {
  const cases: Array<[string, string]> = [
    ['/3/trending/all/day', 'trending-all-day.json'],
    ['/3/trending/movie/day', 'trending-movie.json'],
    ['/3/trending/tv/day', 'trending-tv.json'],
    ['/3/trending/person/day', 'trending-person.json'],
    ['/3/movie/550', 'movie-details.json'],
    ['/3/movie/550/credits', 'movie-credits.json'],
    ['/3/movie/550/videos', 'movie-videos.json'],
    ['/3/tv/1399/videos', 'tv-videos.json'],
    ['/3/tv/1399', 'tv-details.json'],
    ['/3/tv/1399/season/1', 'tv-season-details.json'],
    ['/3/tv/1399/season/1/credits', 'tv-season-credits.json'],
    ['/3/tv/1399/season/1/episode/1', 'tv-episode-details.json'],
    ['/3/tv/1399/season/1/episode/1/external_ids', 'tv-episode-external-ids.json'],
    ['/3/person/287', 'person-details.json'],
    ['/3/person/287/combined_credits', 'person-combined-credits.json'],
    ['/3/movie/popular?page=2', 'movie-popular.json'],
    ['/3/movie/top_rated', 'movie-top-rated.json'],
    ['/3/tv/popular', 'tv-popular.json'],
    ['/3/tv/airing_today', 'tv-series-airing-today-list.json'],
    ['/3/tv/on_the_air?page=2', 'tv-series-on-the-air-list.json'],
    ['/3/discover/movie?with_genres=28&sort_by=popularity.desc', 'discover-movie.json'],
    ['/3/discover/tv', 'discover-tv.json'],
    ['/3/search/multi?query=star', 'search-multi.json'],
    ['/3/search/person?query=ana', 'search-person.json'],
    ['/3/movie/550/keywords', 'movie-keywords.json'],
    ['/3/tv/1399/keywords', 'tv-series-keywords.json'],
    ['/3/keyword/1701', 'keyword-details.json'],
    ['/3/keyword/1701/movies?page=2', 'keyword-movies.json'],
    ['/3/search/keyword?query=lost', 'search-keyword.json'],
    ['/3/company/1', 'company-details.json'],
    ['/3/network/49', 'network-details.json'],
    ['/3/search/company?query=hbo', 'search-company.json'],
    ['/3/collection/10', 'collection-details.json'],
    ['/3/search/collection?query=star', 'search-collection.json'],
    ['/3/genre/movie/list', 'genre-movie-list.json'],
    ['/3/genre/tv/list', 'genre-tv-list.json'],
    ['/3/movie/550/watch/providers', 'movie-watch-providers.json'],
    ['/3/tv/1399/watch/providers', 'tv-series-watch-providers.json'],
    ['/3/watch/providers/movie?watch_region=US', 'watch-providers-movie-list.json'],
    ['/3/watch/providers/tv', 'watch-provider-tv-list.json'],
    ['/3/watch/providers/regions', 'watch-providers-available-regions.json'],
    ['/3/movie/550/release_dates', 'movie-release-dates.json'],
    ['/3/tv/1399/content_ratings', 'tv-series-content-ratings.json'],
    ['/3/movie/now_playing?region=GB', 'movie-now-playing.json'],
    ['/3/movie/upcoming?page=2&language=en-US', 'movie-upcoming.json'],
    ['/3/certification/movie/list', 'certification-movie-list.json'],
    ['/3/certification/tv/list', 'certifications-tv-list.json'],
  ];

  it.each(cases)('answers %s with the upstream bytes unchanged', async (url, file) => {
    const app = await start();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-cache']).toBe('MISS');
    expect(response.rawPayload.equals(readExample(file))).toBe(true);
    expect(response.json()).toEqual(JSON.parse(readExample(file).toString('utf8')));
  });

  it('passes a title’s videos through appended to its details, and another title’s none', async () => {
    const app = await start();
    const { results } = JSON.parse(readExample('movie-videos.json').toString('utf8')) as {
      results: unknown[];
    };
    const withVideos = await app.inject({ url: '/3/movie/550?append_to_response=credits,videos' });
    expect(withVideos.statusCode).toBe(200);
    expect(withVideos.json()).toMatchObject({ videos: { results } });
    const without = await app.inject({ url: '/3/movie/551/videos' });
    expect(without.json()).toEqual({ id: 551, results: [] });
    expect(fake.apiRequests().map((request) => [request.path, request.query])).toEqual([
      ['/3/movie/550', { api_key: TEST_TMDB_KEY, append_to_response: 'credits,videos' }],
      ['/3/movie/551/videos', { api_key: TEST_TMDB_KEY }],
    ]);
  });

  it('sends the v3 key upstream as api_key and never to the client, replacing any client api_key', async () => {
    const app = await start();
    const response = await app.inject({
      url: '/3/movie/550?api_key=client-supplied&language=en-US',
    });
    expect(response.statusCode).toBe(200);
    const [request] = fake.apiRequests();
    expect(request?.query).toEqual({ api_key: TEST_TMDB_KEY, language: 'en-US' });
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(response.headers)).not.toContain(TEST_TMDB_KEY);
    expect(response.body).not.toContain(TEST_TMDB_KEY);
  });

  it('sends a v4 read access token as a bearer header, not in the URL', async () => {
    const app = await start({ env: { TMDB_API_KEY: '', TMDB_READ_ACCESS_TOKEN: 'v4-token-abc' } });
    expect((await app.inject({ url: '/3/trending/movie/day' })).statusCode).toBe(200);
    const [request] = fake.apiRequests();
    expect(request?.headers.authorization).toBe('Bearer v4-token-abc');
    expect(request?.query).toEqual({});
  });

  it('answers 503 code 46, not 401, when TMDB refuses the server’s key, and logs why', async () => {
    await fake.close();
    fake = await startFakeTmdbUpstream({ expectedCredential: 'another-key' });
    const app = await start();
    const first = await app.inject({ url: '/3/movie/550' });
    // A 401 would tell the browser its own session had expired and send the member to /login.
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      status_code: 46,
      status_message: expect.any(String),
      success: false,
    });
    expect(first.body).not.toContain(TEST_TMDB_KEY);
    const errors = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/TMDB refused the server's key.*TMDB_API_KEY/);
    expect(logLines.join('')).not.toContain(TEST_TMDB_KEY);
    await app.inject({ url: '/3/movie/550' });
    expect(fake.apiRequests()).toHaveLength(2);
  });

  it('keeps no answer from a refused key: the next request asks TMDB again and is answered', async () => {
    const app = await start();
    fake.setFault({ kind: 'status', status: 401 });
    expect((await app.inject({ url: '/3/movie/550' })).statusCode).toBe(503);
    fake.setFault(undefined);
    const next = await app.inject({ url: '/3/movie/550' });
    expect([next.statusCode, next.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(fake.apiRequests()).toHaveLength(2);
  });

  it('serves the last good answer, marked stale, while TMDB refuses the key', async () => {
    const app = await start();
    await app.inject({ url: '/3/movie/550' });
    clock += 7 * 60 * MINUTE;
    fake.setFault({ kind: 'status', status: 401 });
    const response = await app.inject({ url: '/3/movie/550' });
    expect([response.statusCode, response.headers['x-cache']]).toEqual([200, 'STALE']);
    expect(logLines.join('')).toContain("TMDB refused the server's key");
  });

  it('stops asking TMDB with a refused key once the breaker opens', async () => {
    const app = await start();
    fake.setFault({ kind: 'status', status: 401 });
    for (let id = 1; id <= 8; id += 1)
      expect((await app.inject({ url: `/3/movie/${id}` })).statusCode).toBe(503);
    expect(fake.apiRequests()).toHaveLength(5);
  });

  it('answers 503, never 401, to a 401 of any code: no path it forwards has a session of a client’s', async () => {
    const app = await start();
    fake.setFault({
      kind: 'status',
      status: 401,
      body: {
        status_code: 3,
        status_message: 'Authentication failed: You do not have permissions to access the service.',
        success: false,
      },
    });
    const response = await app.inject({ url: '/3/movie/550' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status_code: 46 });
    expect(logLines.join('')).toContain("TMDB refused the server's key");
  });

  it.each([
    '/3/authentication',
    '/3/authentication/token/new',
    '/3/authentication/guest_session/new',
    '/3/account/1?session_id=abc',
    '/3/account/1/rated/movies?session_id=abc',
    '/3/guest_session/abc/rated/movies',
    '/3/movie/550/account_states?session_id=abc',
    '/3/tv/1399/season/1/episode/1/account_states?guest_session_id=g',
  ])(
    'never forwards nor caches %s, which makes or reads a TMDB session: 404 code 34',
    async (url) => {
      const app = await start();
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
          success: false,
        });
        expect(response.headers['x-cache']).toBeUndefined();
      }
      expect(fake.apiRequests()).toEqual([]);
      expect(cacheRows()).toBe(0);
    },
  );

  it('refuses paths that are not plain segments without asking TMDB', async () => {
    const app = await start();
    for (const url of ['/3/movie/..%2F..%2F4%2Flist', '/3/movie/a%00b', '/3/movie/a%20b', '/3']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status_code: 34 });
    }
    // Over real HTTP the path arrives as sent, dot segments and all.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const rawPath of ['/3/movie/../../4/list/1', '/3/movie/./550', '/3/%2e%2e/4/list/1']) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on('error', reject);
      });
      expect(status, rawPath).toBe(404);
    }
    expect(fake.apiRequests()).toHaveLength(0);
  });

  it('forwards only the query parameters TMDB lists for the endpoint', async () => {
    const app = await start();
    const response = await app.inject({
      url: '/3/discover/movie?with_genres=28&junk=1&sort_by=popularity.desc&api_key=x&callback=f',
    });
    expect(response.statusCode).toBe(200);
    const [request] = fake.apiRequests();
    expect(request?.query).toEqual({
      api_key: TEST_TMDB_KEY,
      with_genres: '28',
      sort_by: 'popularity.desc',
    });
  });

  it('answers 404 in TMDB shape for a path TMDB does not list, without asking TMDB', async () => {
    const app = await start();
    for (const url of [
      '/3/movie/550/junk',
      '/3/nothing/here',
      '/3/movie/550/credits/more',
      '/3/account/1/favorite',
      '/3/movie',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
        success: false,
      });
    }
    expect(fake.apiRequests()).toHaveLength(0);
  });

  it('keeps healthz answering', async () => {
    const app = await start();
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('response cache', () => {
  it('answers a repeat from the cache without an upstream call', async () => {
    const app = await start();
    await app.inject({ url: '/3/movie/550' });
    clock += 5_000;
    const second = await app.inject({ url: '/3/movie/550' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.age).toBe('5');
    expect(second.rawPayload.equals(readExample('movie-details.json'))).toBe(true);
    expect(fake.apiRequests()).toHaveLength(1);
  });

  it('keeps a season and an episode, with what they append, and asks TMDB for each once', async () => {
    const app = await start();
    const urls = [
      '/3/tv/1399/season/1?append_to_response=credits,external_ids',
      '/3/tv/1399/season/1/episode/1?append_to_response=credits',
    ];
    for (const url of urls) await app.inject({ url });
    for (const url of urls) {
      const again = await app.inject({ url });
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['x-cache'], url).toBe('HIT');
    }
    expect(fake.apiRequests().map((request) => [request.path, request.query])).toEqual([
      [
        '/3/tv/1399/season/1',
        { api_key: TEST_TMDB_KEY, append_to_response: 'credits,external_ids' },
      ],
      ['/3/tv/1399/season/1/episode/1', { api_key: TEST_TMDB_KEY, append_to_response: 'credits' }],
    ]);
  });

  it('keeps the airing lists as it keeps /3/tv/popular, with TMDB’s timezone, and asks TMDB for each once', async () => {
    const app = await start();
    const urls = [
      '/3/tv/popular?page=2',
      '/3/tv/airing_today?timezone=Europe/Paris',
      '/3/tv/on_the_air?page=2&language=en-US',
    ];
    for (const url of urls) await app.inject({ url });
    clock += 30 * MINUTE;
    for (const url of urls) {
      const again = await app.inject({ url });
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['x-cache'], url).toBe('HIT');
    }
    expect(fake.apiRequests().map((request) => [request.path, request.query])).toEqual([
      ['/3/tv/popular', { api_key: TEST_TMDB_KEY, page: '2' }],
      ['/3/tv/airing_today', { api_key: TEST_TMDB_KEY, timezone: 'Europe/Paris' }],
      ['/3/tv/on_the_air', { api_key: TEST_TMDB_KEY, language: 'en-US', page: '2' }],
    ]);
    // Lists are kept an hour, as popular is.
    clock += 31 * MINUTE;
    for (const url of urls)
      expect((await app.inject({ url })).headers['x-cache'], url).not.toBe('HIT');
  });

  it('shares one entry for the same query in any order and any client api_key', async () => {
    const app = await start();
    await app.inject({ url: '/3/discover/movie?sort_by=popularity.desc&page=1' });
    const again = await app.inject({
      url: '/3/discover/movie?api_key=x&page=1&sort_by=popularity.desc',
    });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(fake.apiRequests()).toHaveLength(1);
  });

  it('makes one upstream call and keeps one row for 50 requests that differ only in unknown parameters', async () => {
    const app = await start();
    for (let junk = 1; junk <= 50; junk += 1) {
      const response = await app.inject({ url: `/3/movie/550?junk=${junk}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(readExample('movie-details.json'))).toBe(true);
    }
    expect(fake.apiRequests()).toHaveLength(1);
    expect(fake.apiRequests()[0]?.query).toEqual({ api_key: TEST_TMDB_KEY });
    expect(cacheRows()).toBe(1);
  });

  it('expires search after minutes, lists after an hour, details after hours and trending at the UTC day change', async () => {
    const app = await start();
    const urls = [
      '/3/search/movie?query=a',
      '/3/movie/popular',
      '/3/movie/550',
      '/3/trending/movie/day',
    ];
    for (const url of urls) await app.inject({ url });
    const status = async () =>
      Promise.all(urls.map(async (url) => (await app.inject({ url })).headers['x-cache']));

    clock += 9 * MINUTE;
    expect(await status()).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    clock += 2 * MINUTE;
    expect((await status())[0]).toBe('MISS');
    clock += 50 * MINUTE;
    expect((await status()).slice(1)).toEqual(['MISS', 'HIT', 'HIT']);
    clock = Date.UTC(2025, 5, 10, 18, 0, 1);
    expect((await status()).slice(2)).toEqual(['MISS', 'HIT']);
    clock = Date.UTC(2025, 5, 10, 23, 59, 0);
    expect((await status())[3]).toBe('HIT');
    clock = Date.UTC(2025, 5, 11, 0, 0, 1);
    expect((await status())[3]).toBe('MISS');
  });

  it('makes one upstream call for 50 concurrent identical requests', async () => {
    const app = await start();
    fake.setFault({ kind: 'delay', ms: 100 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ url: '/3/trending/tv/day' })),
    );
    expect(fake.apiRequests()).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(readExample('trending-tv.json'))).toBe(true);
    }
  });

  it('passes TMDB’s 404 for a listed path through and caches it briefly', async () => {
    const app = await start();
    const first = await app.inject({ url: '/3/movie/550/translations' });
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
      success: false,
    });
    clock += 4 * MINUTE;
    const second = await app.inject({ url: '/3/movie/550/translations' });
    expect([second.statusCode, second.headers['x-cache']]).toEqual([404, 'HIT']);
    clock += 2 * MINUTE;
    expect((await app.inject({ url: '/3/movie/550/translations' })).headers['x-cache']).toBe(
      'MISS',
    );
    expect(fake.apiRequests()).toHaveLength(2);
  });

  it('survives a restart: a new app on the same file answers with TMDB gone', async () => {
    const first = await start();
    await first.inject({ url: '/3/trending/movie/day' });
    await opened.splice(0)[0]?.close();
    await fake.close();
    const second = await start();
    const fresh = await second.inject({ url: '/3/trending/movie/day' });
    expect([fresh.statusCode, fresh.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(fresh.rawPayload.equals(readExample('trending-movie.json'))).toBe(true);
    clock += 24 * 60 * MINUTE;
    const stale = await second.inject({ url: '/3/trending/movie/day' });
    expect([stale.statusCode, stale.headers['x-cache']]).toEqual([200, 'STALE']);
  });

  it('starts with an empty cache when the cache file is garbage, and says so', async () => {
    writeFileSync(cacheFile, Buffer.alloc(4_096, 'garbage '));
    const warnings: string[] = [];
    const app = await start({ warn: (message) => warnings.push(message) });
    const response = await app.inject({ url: '/3/movie/550' });
    expect([response.statusCode, response.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(warnings).toEqual([expect.stringContaining('moved it to')]);
    expect(cacheRows()).toBe(1);
  });

  it('stays within its size bound, dropping the least recently used first', async () => {
    const maxBytes = 40_000;
    const app = await start({ settings: { cacheMaxBytes: maxBytes } });
    const handle = opened[0];
    await app.inject({ url: '/3/movie/1' });
    for (let id = 2; id <= 60; id += 1) {
      clock += 1_000;
      await app.inject({ url: `/3/movie/${id}` });
      // Keep /3/movie/1 in use, so the ones around it are the ones to go.
      expect((await app.inject({ url: '/3/movie/1' })).headers['x-cache']).toBe('HIT');
      expect(handle?.upstream.cache.totalBytes()).toBeLessThanOrEqual(maxBytes);
    }
    const callsBefore = fake.apiRequests().length;
    expect((await app.inject({ url: '/3/movie/60' })).headers['x-cache']).toBe('HIT');
    expect((await app.inject({ url: '/3/movie/2' })).headers['x-cache']).toBe('MISS');
    expect(fake.apiRequests().length).toBe(callsBefore + 1);
  });
});

describe('stale-if-error', () => {
  const faults = [
    ['a time-out', () => fake.setFault({ kind: 'delay', ms: 1_000 })],
    ['a dropped connection', () => fake.setFault({ kind: 'drop' })],
    ['a 500', () => fake.setFault({ kind: 'status', status: 500 })],
    ['a 429', () => fake.setFault({ kind: 'status', status: 429, retryAfter: '30' })],
    ['TMDB gone', () => fake.close()],
  ] as const;

  it.each(faults)(
    'serves the last good answer on %s, marked stale with its age',
    async (name, breakUpstream) => {
      const app = await start(name === 'a time-out' ? { env: UPSTREAM_TIME_OUT_ENV } : {});
      await app.inject({ url: '/3/search/movie?query=star' });
      clock += 3 * 60 * MINUTE;
      await breakUpstream();
      const response = await app.inject({ url: '/3/search/movie?query=star' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe('STALE');
      expect(response.headers.warning).toContain('110 - "Response is Stale"');
      expect(response.headers.age).toBe(String(3 * 60 * 60));
      expect(response.rawPayload.equals(readExample('search-movie.json'))).toBe(true);
    },
  );

  it.each([
    ['a time-out', { kind: 'delay', ms: 1_000 }, 504, 24],
    ['a dropped connection', { kind: 'drop' }, 503, 46],
    ['a 500', { kind: 'status', status: 500 }, 503, 46],
    ['a 429', { kind: 'status', status: 429, retryAfter: '5' }, 503, 46],
  ] as const)('answers %s with nothing cached in TMDB shape', async (name, fault, status, code) => {
    const app = await start(name === 'a time-out' ? { env: UPSTREAM_TIME_OUT_ENV } : {});
    fake.setFault(fault);
    const response = await app.inject({ url: '/3/movie/550' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      status_code: code,
      status_message: expect.any(String),
      success: false,
    });
    expect(response.body).not.toContain(TEST_TMDB_KEY);
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('answers 503 code 46 when TMDB is gone and nothing is cached, and never logs the key', async () => {
    const app = await start();
    await fake.close();
    const response = await app.inject({ url: '/3/trending/person/day' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status_code: 46,
      status_message: 'The API is undergoing maintenance. Try again later.',
      success: false,
    });
    expect(logLines.join('')).toContain('TMDB did not answer');
    expect(logLines.join('')).not.toContain(TEST_TMDB_KEY);
  });

  it('does not call TMDB again before Retry-After has passed', async () => {
    const app = await start();
    fake.setFault({ kind: 'status', status: 429, retryAfter: '60' });
    await app.inject({ url: '/3/movie/1' });
    fake.setFault(undefined);
    clock += 30_000;
    expect((await app.inject({ url: '/3/movie/2' })).statusCode).toBe(503);
    expect(fake.apiRequests()).toHaveLength(1);
    clock += 31_000;
    expect((await app.inject({ url: '/3/movie/2' })).statusCode).toBe(200);
    expect(fake.apiRequests()).toHaveLength(2);
  });
});

describe('circuit breaker', () => {
  it('stops calling a failing TMDB after 5 failures, probes once after the cool-down, and closes on success', async () => {
    const app = await start();
    fake.setFault({ kind: 'status', status: 502 });
    for (let id = 1; id <= 5; id += 1) await app.inject({ url: `/3/movie/${id}` });
    expect(fake.apiRequests()).toHaveLength(5);
    for (let id = 6; id <= 20; id += 1)
      expect((await app.inject({ url: `/3/movie/${id}` })).statusCode).toBe(503);
    expect(fake.apiRequests()).toHaveLength(5);

    clock += 30_000;
    fake.setFault(undefined);
    fake.setFault({ kind: 'delay', ms: 50 });
    const [probe, blocked] = await Promise.all([
      app.inject({ url: '/3/movie/21' }),
      app.inject({ url: '/3/movie/22' }),
    ]);
    expect([probe.statusCode, blocked.statusCode]).toEqual([200, 503]);
    expect(fake.apiRequests()).toHaveLength(6);
    expect((await app.inject({ url: '/3/movie/22' })).statusCode).toBe(200);
  });

  it('reopens when the probe fails', async () => {
    const app = await start();
    fake.setFault({ kind: 'drop' });
    for (let id = 1; id <= 5; id += 1) await app.inject({ url: `/3/movie/${id}` });
    clock += 30_000;
    await app.inject({ url: '/3/movie/6' });
    expect(fake.apiRequests()).toHaveLength(6);
    fake.setFault(undefined);
    clock += 10_000;
    expect((await app.inject({ url: '/3/movie/7' })).statusCode).toBe(503);
    expect(fake.apiRequests()).toHaveLength(6);
  });
});

describe('configuration and images', () => {
  it('points configuration at this server when proxying images', async () => {
    const app = await start();
    const response = await app.inject({
      url: '/3/configuration',
      headers: { host: 'marquee.test:8080' },
    });
    const expected = JSON.parse(readExample('configuration.json').toString('utf8'));
    expected.images.base_url = 'http://marquee.test:8080/t/p/';
    expected.images.secure_base_url = 'http://marquee.test:8080/t/p/';
    expect(response.json()).toEqual(expected);
  });

  it('points configuration at the image service when redirecting', async () => {
    const app = await start({ env: { TMDB_IMAGES: 'redirect' } });
    const body = (await app.inject({ url: '/3/configuration' })).json();
    expect(body.images.secure_base_url).toBe(`${fake.url}/t/p/`);
  });

  it('streams images from the image service with long cache headers and no credential', async () => {
    const app = await start();
    const response = await app.inject({ url: '/t/p/w500/kuf6dutpsT0vSVehic3EZIqkOBt.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe('"fake-image"');
    expect(response.rawPayload.equals(FAKE_IMAGE)).toBe(true);
    const [request] = fake.requests;
    expect(request?.path).toBe('/t/p/w500/kuf6dutpsT0vSVehic3EZIqkOBt.jpg');
    expect(request?.query).toEqual({});
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('answers 404 for a missing or malformed image and 502 when the image service is gone', async () => {
    const app = await start();
    expect((await app.inject({ url: '/t/p/w500/missing.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/t/p/w500/..%2Fx.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/t/p/huge/abc.jpg' })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(1);
    await fake.close();
    const gone = await app.inject({ url: '/t/p/w500/abc.jpg' });
    expect(gone.statusCode).toBe(502);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('answers 502, never 401, when the image service refuses', async () => {
    const app = await start();
    fake.setFault({ kind: 'status', status: 401 });
    const response = await app.inject({ url: '/t/p/w500/abc.jpg' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status_code: 46, success: false });
  });

  it('redirects images to the image service in redirect mode', async () => {
    const app = await start({ env: { TMDB_IMAGES: 'redirect' } });
    const response = await app.inject({ url: '/t/p/w185/abc.jpg' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${fake.url}/t/p/w185/abc.jpg`);
    expect(fake.requests).toHaveLength(0);
  });
});
