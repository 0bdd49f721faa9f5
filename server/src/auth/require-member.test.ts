import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeTmdbUpstream, type FakeTmdbUpstream } from '../test/fake-tmdb-upstream.js';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';
import {
  idTokenClaims,
  startFakeAuthEmulator,
  unsignedIdToken,
  type FakeService,
} from '../test/fake-identity.js';
import { startUpstreamTestApp, tempCacheDir } from '../test/upstream-test-app.js';
import { isPublicApiPath } from './require-member.js';
import { TokenRejectedError, type TokenVerifier } from './token-verifier.js';

const test = buildTestCatalogue();
const cacheDir = tempCacheDir();
afterAll(() => {
  test.cleanup();
  cacheDir.remove();
});

/** Knows three tokens: "good", "expired" (refused) and "outage" (provider down). */
const fakeVerifier: TokenVerifier = {
  async verify(token) {
    if (token === 'good') return { uid: 'u1', expiresAt: Date.now() + 3_600_000 };
    if (token === 'outage') throw new TokenRejectedError('unavailable', 'emulator down');
    throw new TokenRejectedError(token === 'expired' ? 'expired' : 'invalid', 'refused');
  },
};

const MEMBERS_ONLY = [
  '/3/trending/movie/day',
  '/3/trending/all/week?page=2',
  '/3/movie/popular',
  '/3/movie/top_rated',
  '/3/tv/popular',
  '/3/tv/top_rated',
  '/3/person/popular',
  '/3/discover/movie?sort_by=vote_average.desc',
  '/3/discover/tv',
  // The router decodes %65 to "e"; the guard must not read it as some other, public path.
  '/3/tr%65nding/movie/day',
  '/3/%74rending/movie/day',
  '/3/movie/%70opular',
  '/3/trending/movie/day/',
  '/3/watch/providers/movie',
  '/3/watch/providers/tv?watch_region=US',
];
const PUBLIC = [
  '/3/configuration',
  '/3/genre/movie/list',
  '/3/search/multi?query=a',
  '/3/movie/1',
  '/3/tv/1',
  '/3/person/1',
  '/3/movie/1/credits',
  '/3/movie/1/watch/providers',
  // A details page's region choice, and a movie's collection page.
  '/3/watch/providers/regions',
  '/3/collection/1',
];

async function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

describe('the member guard (embedded catalogue)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      source: test.source,
      env: { AUTH_REQUIRED: 'true' },
      verifier: fakeVerifier,
    });
  });
  afterAll(() => app.close());

  it.each(MEMBERS_ONLY)('%s without a token is 401 code 7 with a Bearer challenge', async (url) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status_code: 7,
      status_message: 'Invalid API key: You must be granted a valid key.',
      success: false,
    });
    expect(response.headers['www-authenticate']).toContain('Bearer');
  });

  it('answers members-only routes with a valid token', async () => {
    for (const url of MEMBERS_ONLY) expect((await get(app, url, 'good')).statusCode, url).toBe(200);
  });

  it('refuses expired, forged and garbled tokens with 401 code 3, and a provider outage with 503 code 9', async () => {
    for (const token of ['expired', 'forged', 'x.y.z']) {
      const response = await get(app, '/3/movie/popular', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status_code: 3, success: false });
      expect(response.headers['www-authenticate']).toContain('invalid_token');
    }
    for (const header of ['Basic Z29vZA==', 'Bearer', 'Bearer good extra', 'good']) {
      const response = await app.inject({
        url: '/3/movie/popular',
        headers: { authorization: header },
      });
      expect(response.statusCode, header).toBe(401);
    }
    const outage = await get(app, '/3/movie/popular', 'outage');
    expect(outage.statusCode).toBe(503);
    expect(outage.json()).toMatchObject({ status_code: 9, success: false });
  });

  it('gives HEAD no way around the guard, and OPTIONS nothing to read', async () => {
    for (const url of ['/3/trending/movie/day', '/3/%74rending/movie/day', '/3/discover/movie']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(401);
      expect(head.body).toBe('');
      expect(
        (await app.inject({ method: 'HEAD', url, headers: { authorization: 'Bearer good' } }))
          .statusCode,
        url,
      ).toBe(200);
      const options = await app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(404);
      expect(options.json()).toMatchObject({ status_code: 34, success: false });
    }
  });

  it('does not let a public-looking prefix with dot segments or encoded slashes reach a members-only route', async () => {
    for (const url of [
      '/3/movie/1/../popular',
      '/3/movie/1/%2e%2e/popular',
      '/3/movie/1%2f..%2fpopular',
      '/3/search/movie/../../trending/movie/day',
      '/3/movie/1;/../popular',
      '/3/trending/movie/day;x',
    ]) {
      const response = await get(app, url);
      expect([401, 404], url).toContain(response.statusCode);
      expect(response.json<{ results?: unknown }>().results, url).toBeUndefined();
    }
  });

  it('answers a refused token with exactly TMDB code 3', async () => {
    const response = await get(app, '/3/trending/all/day', 'forged');
    expect(response.json()).toEqual({
      status_code: 3,
      status_message: 'Authentication failed: You do not have permissions to access the service.',
      success: false,
    });
  });

  it('keeps details, search, configuration, genres, watch regions and collections public', async () => {
    for (const url of PUBLIC) expect((await get(app, url)).statusCode, url).not.toBe(401);
    expect((await get(app, '/3/movie/1')).statusCode).toBe(200);
    expect((await get(app, '/3/watch/providers/regions')).statusCode).toBe(200);
  });

  it('leaves unknown /3 paths a 404, and the web app and health check open', async () => {
    expect((await get(app, '/3/no/such/path')).json()).toMatchObject({ status_code: 34 });
    expect((await get(app, '/healthz')).statusCode).toBe(200);
  });

  it('never limits or guards the health check', async () => {
    const limited = await testApp({
      source: test.source,
      env: { AUTH_REQUIRED: 'true', RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '1' },
      verifier: fakeVerifier,
    });
    for (let i = 0; i < 20; i += 1) expect((await get(limited, '/healthz')).statusCode).toBe(200);
    expect((await get(limited, '/3/movie/1')).statusCode).toBe(200);
    expect((await get(limited, '/3/movie/1')).statusCode).toBe(429);
    await limited.close();
  });

  it('is off with AUTH_REQUIRED=false', async () => {
    const open = await testApp({ source: test.source, env: { AUTH_REQUIRED: 'false' } });
    expect((await get(open, '/3/trending/movie/day')).statusCode).toBe(200);
    await open.close();
  });
});

describe('the member guard in front of the TMDB upstream', () => {
  let fake: FakeTmdbUpstream;
  beforeAll(async () => {
    fake = await startFakeTmdbUpstream();
  });
  afterAll(() => fake.close());

  it('guards the same routes and denies by default any other TMDB list', async () => {
    const handle = await startUpstreamTestApp({
      upstreamUrl: fake.url,
      cacheDb: cacheDir.file(),
      env: { AUTH_REQUIRED: 'true' },
      verifier: fakeVerifier,
    });
    for (const url of [
      '/3/trending/movie/day',
      '/3/movie/popular',
      '/3/movie/now_playing',
      '/3/discover/movie',
    ]) {
      expect((await get(handle.app, url)).statusCode, url).toBe(401);
    }
    expect(
      (await handle.app.inject({ method: 'HEAD', url: '/3/trending/movie/day' })).statusCode,
    ).toBe(401);
    expect((await get(handle.app, '/3/%74rending/movie/day')).statusCode).not.toBe(200);
    expect((await get(handle.app, '/3/movie/550/../popular')).statusCode).not.toBe(200);
    expect((await get(handle.app, '/3/trending/movie/day', 'good')).statusCode).toBe(200);
    expect((await get(handle.app, '/3/movie/550')).statusCode).not.toBe(401);
    expect((await get(handle.app, '/3/watch/providers/regions')).statusCode).not.toBe(401);
    expect((await get(handle.app, '/3/watch/providers/movie')).statusCode).toBe(401);
    expect((await get(handle.app, '/3/configuration')).statusCode).toBe(200);
    await handle.close();
  });

  it("keeps a title's account states for members, and its details public", async () => {
    const handle = await startUpstreamTestApp({
      upstreamUrl: fake.url,
      cacheDb: cacheDir.file('states.sqlite'),
      env: { AUTH_REQUIRED: 'true' },
      verifier: fakeVerifier,
    });
    for (const url of [
      '/3/movie/550/account_states',
      '/3/tv/1399/account_states/',
      '/3/tv/1399/season/1/account_states',
      '/3/tv/1399/season/1/episode/2/account_states',
    ]) {
      const response = await get(handle.app, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ status_code: 7, success: false });
    }
    expect((await get(handle.app, '/3/movie/550')).statusCode).toBe(200);
    expect((await get(handle.app, '/3/tv/1399/credits')).statusCode).toBe(200);
    await handle.close();
  });
});

describe('the member guard with firebase-admin and the Auth Emulator', () => {
  let emulator: FakeService;
  beforeAll(async () => {
    emulator = await startFakeAuthEmulator({ 'user-1': {} });
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => emulator.close());

  it('lets a real emulator token in and keeps a wrong-project one out', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host);
    const app = await testApp({
      source: test.source,
      env: { AUTH_REQUIRED: 'true', FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    });
    const good = unsignedIdToken(idTokenClaims());
    expect((await get(app, '/3/trending/movie/day', good)).statusCode).toBe(200);
    expect((await get(app, '/3/trending/movie/day', good)).statusCode).toBe(200);
    // The second request was answered from the verification cache.
    expect(emulator.requests).toBe(1);
    expect(
      (await get(app, '/3/trending/movie/day', unsignedIdToken(idTokenClaims({}, 'other-project'))))
        .statusCode,
    ).toBe(401);
    await app.close();
  });
  /** The app with firebase-admin pointed at `emulatorHost`, its log lines kept in `lines`. */
  async function appWithEmulator(emulatorHost: string, lines: string[]): Promise<FastifyInstance> {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulatorHost);
    return testApp({
      source: test.source,
      env: { AUTH_REQUIRED: 'true', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  }
  const errorLines = (lines: string[]) =>
    lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  it('refuses a token whose aud is "network" with 401 code 3 and no error log', async () => {
    const lines: string[] = [];
    const app = await appWithEmulator(emulator.host, lines);
    const token = unsignedIdToken(idTokenClaims({ aud: 'network' }));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await get(app, '/3/trending/movie/day', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status_code: 3, success: false });
    }
    expect(errorLines(lines)).toEqual([]);
    await app.close();
  });

  it('answers 503 code 9, with an error log, when the emulator cannot be reached', async () => {
    const lines: string[] = [];
    const app = await appWithEmulator('127.0.0.1:9', lines);
    const response = await get(app, '/3/trending/movie/day', unsignedIdToken(idTokenClaims()));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status_code: 9, success: false });
    expect(errorLines(lines)).toHaveLength(1);
    await app.close();
  });
});

describe('isPublicApiPath', () => {
  it.each([
    ['/movie/12', true],
    ['/movie/12/images', true],
    ['/movie/12/account_states', false],
    ['/movie/12/account_states/', false],
    ['/tv/12/rating', false],
    ['/tv/12/season/1/episode/2/rating', false],
    ['/movie/12/ratings', true],
    ['/movie/popular', false],
    ['/movie/12abc', false],
    ['/trending/movie/day', false],
    ['/search/movie', true],
    ['/configuration', true],
    ['/watch/providers/regions', true],
    ['/watch/providers/regions/', false],
    ['/watch/providers/movie', false],
    ['/watch/providers/tv', false],
    ['/collection/10', true],
    ['/collection/10/images', true],
    ['/collection/popular', false],
    ['/company/1', false],
    ['/network/1', false],
    ['/keyword/1', false],
    ['', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicApiPath(path)).toBe(expected);
  });
});
