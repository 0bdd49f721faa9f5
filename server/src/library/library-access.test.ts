import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '@marquee/tmdb-types/account';
import { LibraryError } from './store/library-error.js';
import type { LibraryStore } from './store/library-store.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../test/test-library.js';
import { testApp } from '../test/test-app.js';
import { asMember, libraryApp } from '../test/library-test-kit.js';
import { fakeMemberVerifier } from '../test/member-token-verifier.js';

const ME = 'me-uid';

/** One request of every library path, with a body where it takes one ({uid} is the account). */
const EVERY_PATH: ReadonlyArray<
  readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]
> = [
  ['GET', '/3/account/{uid}/watchlist/movies'],
  ['GET', '/3/account/{uid}/watchlist/tv'],
  ['GET', '/3/account/{uid}/watchlist'],
  ['POST', '/3/account/{uid}/watchlist', { media_type: 'movie', media_id: 1, watchlist: true }],
  ['GET', '/3/account/{uid}/favorite/movies'],
  ['GET', '/3/account/{uid}/favorite/tv'],
  ['GET', '/3/account/{uid}/favorite'],
  ['POST', '/3/account/{uid}/favorite', { media_type: 'tv', media_id: 1, favorite: true }],
  ['POST', '/3/movie/1/rating', { value: 5 }],
  ['POST', '/3/tv/1/rating', { value: 5 }],
  ['DELETE', '/3/movie/1/rating'],
  ['DELETE', '/3/tv/1/rating'],
  ['GET', '/3/account/{uid}/rated/movies'],
  ['GET', '/3/account/{uid}/rated/tv'],
  ['GET', '/3/account/{uid}/rated'],
  ['GET', '/3/movie/1/account_states'],
  ['GET', '/3/tv/1/account_states'],
  ['GET', '/3/account/{uid}/account_states?items=movie:1'],
  ['GET', '/3/account/{uid}/diary'],
  [
    'POST',
    '/3/account/{uid}/diary',
    { media_type: 'movie', media_id: 1, watched_on: '2026-01-01' },
  ],
  ['DELETE', '/3/account/{uid}/diary/1'],
  ['GET', '/3/account/{uid}/lists'],
  ['POST', '/3/list', { name: 'A list' }],
  ['GET', '/3/list/1'],
  ['PUT', '/3/list/1', { name: 'Another name' }],
  ['DELETE', '/3/list/1'],
  ['POST', '/3/list/1/add_item', { media_id: 1 }],
  ['POST', '/3/list/1/remove_item', { media_id: 1 }],
  ['POST', '/3/list/1/move_item', { media_id: 1, media_type: 'movie', position: 0 }],
  ['GET', '/3/list/1/item_status?movie_id=1'],
];

const ACCOUNT_PATHS = EVERY_PATH.filter(([, url]) => url.includes('{uid}'));

const named = (requests: typeof EVERY_PATH) =>
  requests.map((request) => ({ name: `${request[0]} ${request[1]}`, request }));

function inject(
  app: FastifyInstance,
  [method, url, body]: (typeof EVERY_PATH)[number],
  { uid = ME, token }: { uid?: string; token?: string } = {},
) {
  return app.inject({
    method,
    url: url.replace('{uid}', uid),
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe.each(LIBRARY_ENGINES)('who may use the library on %s', (engine) => {
  const library = useTestLibrary(engine);

  describe.each(['false', 'true'])('with AUTH_REQUIRED=%s', (required) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await libraryApp(library.store, { env: { AUTH_REQUIRED: required } });
    });

    it.each(named(EVERY_PATH))('$name without a token is 401 code 7', async ({ request }) => {
      const response = await inject(app, request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    });

    it('refuses a token that fails verification with 401 code 3, and a provider outage with 503 code 9', async () => {
      for (const request of EVERY_PATH) {
        const refused = await inject(app, request, { token: 'forged' });
        expect(refused.statusCode, request[1]).toBe(401);
        expect(refused.json()).toMatchObject({ status_code: 3, success: false });
      }
      const outage = await inject(app, EVERY_PATH[0] as (typeof EVERY_PATH)[number], {
        token: 'outage',
      });
      expect(outage.statusCode).toBe(503);
      expect(outage.json()).toMatchObject({ status_code: 9 });
      expect(outage.headers['retry-after']).toBeDefined();
    });

    it.each(named(ACCOUNT_PATHS))(
      "$name of another member's account is 404 code 34",
      async ({ request }) => {
        const response = await inject(app, request, {
          uid: 'somebody-else',
          token: `member:${ME}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status_code: 34, success: false });
      },
    );

    it('keeps a title’s details public while its states are not', async () => {
      expect((await app.inject({ url: '/3/movie/1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/3/movie/1/account_states' })).statusCode).toBe(401);
      // The router decodes the path; the library's check does not depend on how it is spelled.
      expect((await app.inject({ url: '/3/movie/1/account%5Fstates' })).statusCode).toBe(401);
    });
  });

  it('marks every answer, errors too, private and never stored', async () => {
    const app = await libraryApp(library.store);
    for (const request of EVERY_PATH) {
      for (const token of [`member:${newUid()}`, undefined]) {
        const response = await inject(app, request, { token, uid: token?.slice(7) });
        expect(response.headers['cache-control'], `${request[0]} ${request[1]}`).toBe(
          'private, no-store',
        );
      }
    }
  });

  it('answers a read from the database every time: no answer cache in between', async () => {
    const app = await libraryApp(library.store);
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/watchlist/movies`;
    expect((await member.get<LibraryPage>(url)).body.total_results).toBe(0);
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'movie',
      media_id: 2,
      watchlist: true,
    });
    const again = await member.get<LibraryPage>(url);
    expect(again.body.total_results).toBe(1);
    expect(again.headers.etag).toBeUndefined();
  });

  it('verifies a token once per request, also when the member guard checked it first', async () => {
    for (const required of ['true', 'false']) {
      const verifier = fakeMemberVerifier();
      const app = await libraryApp(library.store, { verifier, env: { AUTH_REQUIRED: required } });
      await asMember(app, ME).get(`/3/account/${ME}/watchlist`);
      expect(verifier.calls, required).toBe(1);
    }
  });

  it('has no library paths without a library', async () => {
    const app = await testApp({ verifier: fakeMemberVerifier() });
    const response = await inject(app, EVERY_PATH[0] as (typeof EVERY_PATH)[number], {
      token: `member:${ME}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('ends TMDB’s other account and list paths here with 404 code 34', async () => {
    const app = await libraryApp(library.store);
    const member = asMember(app, ME);
    for (const url of [`/3/account/${ME}`, '/3/list/1/clear'])
      expect(await member.get(url), url).toMatchObject({ status: 404, body: { status_code: 34 } });
  });
});

describe.each(LIBRARY_ENGINES)('what a client gets wrong, on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it('answers a body that is not JSON, or not an object, with 400 code 5', async () => {
    const uid = newUid();
    for (const payload of ['{"media_type":', 'null', '[]', '"movie"', '42', 'true', '']) {
      const response = await app.inject({
        method: 'POST',
        url: `/3/account/${uid}/watchlist`,
        headers: { authorization: `Bearer member:${uid}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ status_code: 5, success: false });
    }
    const withoutBody = await app.inject({
      method: 'POST',
      url: '/3/list',
      headers: { authorization: `Bearer member:${uid}` },
    });
    expect(withoutBody.statusCode).toBe(400);
    expect(withoutBody.json()).toMatchObject({ status_code: 5 });
  });

  it('refuses a body over 16 KB in TMDB’s shape', async () => {
    const uid = newUid();
    const response = await app.inject({
      method: 'POST',
      url: '/3/list',
      headers: { authorization: `Bearer member:${uid}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', description: 'x'.repeat(17 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status_code: 5, success: false });
  });

  it('never answers a hostile path, query or body with a 5xx', async () => {
    const member = asMember(app, newUid());
    const account = `/3/account/${member.uid}`;
    const reads = [
      `${account}/watchlist?page=99999999999999999999`,
      `${account}/watchlist?sort_by=${'a'.repeat(5000)}.asc`,
      `${account}/watchlist?with_genres=99999999999999999999`,
      `${account}/watchlist?decade=-10`,
      `${account}/diary?media=movie:${'9'.repeat(40)}`,
      `${account}/account_states?items=${',movie:1'.repeat(500)}`,
      `/3/list/${'9'.repeat(15)}`,
      `/3/list/1/item_status?movie_id=${'9'.repeat(30)}`,
      `/3/movie/${'9'.repeat(15)}/account_states`,
      `${account}/diary?page=1&page=2&sort_by=watched_on.asc&sort_by=x`,
    ];
    for (const url of reads) expect((await member.get(url)).status, url).toBeLessThan(500);
    const writes: Array<[string, unknown]> = [
      [`${account}/watchlist`, { media_type: 'movie', media_id: 1e300, watchlist: true }],
      [`${account}/diary`, { media_type: 'movie', media_id: 1, watched_on: '0000-00-00' }],
      [
        `${account}/diary`,
        { media_type: 'movie', media_id: 1, watched_on: '2026-01-01', rating: 1e308 },
      ],
      ['/3/movie/1/rating', { value: Number.MAX_VALUE }],
      ['/3/list', { name: '\u0000' }],
      ['/3/list', { name: 'ok', description: 'half a pair \ud800' }],
      [
        `${account}/diary`,
        { media_type: 'movie', media_id: 1, watched_on: '2026-01-01', note: 'a\u0000b' },
      ],
      [`/3/list/${'9'.repeat(15)}/add_item`, { media_id: 1 }],
      ['/3/list/1/move_item', { media_id: 1, media_type: 'movie', position: -5 }],
      ['/3/list/1/move_item', { media_id: 1, media_type: 'movie', position: 1e12 }],
      [
        `${account}/favorite`,
        { media_type: 'movie', media_id: 1, favorite: true, __proto__: { x: 1 } },
      ],
    ];
    for (const [url, body] of writes) {
      const answer = await member.send('POST', url, body);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(answer.body).toHaveProperty('status_code');
    }
  });

  it('answers 503 code 9 with retry-after when the database cannot be reached, and logs why', async () => {
    const lines: string[] = [];
    const unavailable = new LibraryError('unavailable', 'The library database is not available.', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    });
    // Every method fails; what is no method (answerVersions) stays the store's.
    const down = new Proxy(library.store, {
      get: (store, name) =>
        typeof Reflect.get(store, name) === 'function'
          ? () => Promise.reject(unavailable)
          : Reflect.get(store, name),
    }) as LibraryStore;
    const downApp = await libraryApp(down, {
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    const member = asMember(downApp, newUid());
    for (const answer of [
      await member.get(`/3/account/${member.uid}/watchlist`),
      await member.send('POST', `/3/account/${member.uid}/watchlist`, {
        media_type: 'movie',
        media_id: 1,
        watchlist: true,
      }),
      await member.send('POST', '/3/list', { name: 'Later' }),
    ]) {
      expect(answer).toMatchObject({ status: 503, body: { status_code: 9, success: false } });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(lines.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
    // Browsing goes on.
    expect((await downApp.inject({ url: '/3/movie/1' })).statusCode).toBe(200);
  });
});
