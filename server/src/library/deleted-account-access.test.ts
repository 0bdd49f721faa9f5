import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFirebaseTokenVerifier,
  type FirebaseTokenVerifier,
} from '../auth/firebase-token-verifier.js';
import { createCachedVerifier } from '../auth/token-verifier.js';
import {
  idTokenClaims,
  startFakeAuthEmulator,
  unsignedIdToken,
  type FakeService,
} from '../test/fake-identity.js';
import { libraryContents } from '../test/library-contents.js';
import { libraryApp } from '../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../test/test-library.js';

describe.each(LIBRARY_ENGINES)('a deleted or disabled account on %s', (engine) => {
  const library = useTestLibrary(engine);
  // The emulator's accounts: a test deletes or disables one as the console or its REST API would.
  const accounts: Record<string, { disabled?: boolean }> = {};
  let emulator: FakeService;
  let firebase: FirebaseTokenVerifier;
  let app: FastifyInstance;
  let uid: string;
  let token: string;

  beforeAll(async () => {
    emulator = await startFakeAuthEmulator(accounts);
    firebase = createFirebaseTokenVerifier({ projectId: 'demo-marquee' });
    app = await libraryApp(library.store, { verifier: createCachedVerifier(firebase) });
  });
  // firebase-admin reads the variable itself on every call, as it does in the real server.
  beforeEach(() => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host);
    uid = newUid();
    accounts[uid] = {};
    token = unsignedIdToken(idTokenClaims({ sub: uid }));
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await app.close();
    await firebase.close();
    await emulator.close();
  });

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
    app.inject({
      method,
      url: url.replace('{uid}', uid),
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const addToWatchlist = (id: number) =>
    request('POST', '/3/account/{uid}/watchlist', {
      media_type: 'movie',
      media_id: id,
      watchlist: true,
    });
  const readWatchlist = () => request('GET', '/3/account/{uid}/watchlist/movies');

  async function expectInvalidSession(response: Awaited<ReturnType<typeof request>>) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status_code: 3, success: false });
  }

  it('asks Firebase once per write and not again for reads within the cache', async () => {
    expect((await addToWatchlist(1)).statusCode).toBe(201);
    const before = emulator.requests;
    for (let i = 0; i < 5; i += 1) expect((await readWatchlist()).statusCode).toBe(200);
    expect(emulator.requests - before).toBe(0);
    expect((await addToWatchlist(2)).statusCode).toBe(201);
    expect((await addToWatchlist(3)).statusCode).toBe(201);
    expect(emulator.requests - before).toBe(2);
  });

  it('deleted through Marquee: its rows are gone and its next request, read or write, is refused', async () => {
    expect((await addToWatchlist(1)).statusCode).toBe(201);
    expect((await readWatchlist()).statusCode).toBe(200);
    expect((await request('DELETE', '/3/account/{uid}/library')).statusCode).toBe(200);
    // What the web app's delete-account dialog does next.
    delete accounts[uid];
    await expectInvalidSession(await addToWatchlist(2));
    await expectInvalidSession(await readWatchlist());
    expect((await libraryContents(library.settings, uid)).watchlist).toEqual([]);
  });

  it('deleted in Firebase directly: its next write is refused, and its reads from then on', async () => {
    expect((await addToWatchlist(1)).statusCode).toBe(201);
    expect((await readWatchlist()).statusCode).toBe(200);
    delete accounts[uid];
    await expectInvalidSession(await addToWatchlist(2));
    await expectInvalidSession(await readWatchlist());
    expect((await libraryContents(library.settings, uid)).watchlist).toHaveLength(1);
  });

  it('disabled in Firebase: its next write is refused, and its reads from then on', async () => {
    expect((await addToWatchlist(1)).statusCode).toBe(201);
    expect((await readWatchlist()).statusCode).toBe(200);
    accounts[uid] = { disabled: true };
    await expectInvalidSession(await request('DELETE', '/3/account/{uid}/library'));
    await expectInvalidSession(await readWatchlist());
    expect((await libraryContents(library.settings, uid)).watchlist).toHaveLength(1);
  });
});
