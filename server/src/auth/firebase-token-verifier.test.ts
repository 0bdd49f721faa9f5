import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFirebaseTokenVerifier,
  type FirebaseTokenVerifier,
} from './firebase-token-verifier.js';
import { TokenRejectedError } from './token-verifier.js';
import {
  idTokenClaims,
  rawUnsignedToken,
  redirectingAgent,
  rsaKeyPair,
  signedIdToken,
  startBrokenService,
  startFakeAuthEmulator,
  startFakeKeyServer,
  unsignedIdToken,
  type FakeService,
} from '../test/fake-identity.js';

async function problemOf(verifier: FirebaseTokenVerifier, token: string): Promise<string> {
  try {
    await verifier.verify(token);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(TokenRejectedError);
    return (error as TokenRejectedError).problem;
  }
}

const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

describe('firebase-admin against the Auth Emulator', () => {
  let emulator: FakeService;
  let verifier: FirebaseTokenVerifier;
  beforeAll(async () => {
    emulator = await startFakeAuthEmulator({ 'user-1': {}, 'user-off': { disabled: true } });
    verifier = createFirebaseTokenVerifier({ projectId: 'demo-marquee' });
  });
  // firebase-admin reads the variable itself on every call, as it will in the real server.
  const useEmulator = () => vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host);
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await verifier.close();
    await emulator.close();
  });

  it('accepts an emulator token for the project and an existing user', async () => {
    useEmulator();
    const claims = idTokenClaims();
    await expect(verifier.verify(unsignedIdToken(claims))).resolves.toEqual({
      uid: 'user-1',
      expiresAt: claims.exp! * 1000,
    });
  });

  it('refuses expired, wrong-project, wrong-issuer, unknown-user, disabled-user and malformed tokens', async () => {
    useEmulator();
    expect(
      await problemOf(
        verifier,
        unsignedIdToken(idTokenClaims({ exp: hourAgo() + 60, iat: hourAgo() })),
      ),
    ).toBe('expired');
    expect(await problemOf(verifier, unsignedIdToken(idTokenClaims({}, 'someone-else')))).toBe(
      'invalid',
    );
    expect(
      await problemOf(
        verifier,
        unsignedIdToken(idTokenClaims({ iss: 'https://securetoken.google.com/someone-else' })),
      ),
    ).toBe('invalid');
    expect(await problemOf(verifier, unsignedIdToken(idTokenClaims({ sub: 'nobody' })))).toBe(
      'invalid',
    );
    expect(await problemOf(verifier, unsignedIdToken(idTokenClaims({ sub: 'user-off' })))).toBe(
      'invalid',
    );
    expect(await problemOf(verifier, 'not-a-token')).toBe('malformed');
    expect(
      await problemOf(
        verifier,
        `${unsignedIdToken(idTokenClaims())}garbage`.replace(/\.[^.]*\./, '.!!.'),
      ),
    ).toBe('malformed');
  });

  it('refuses as invalid, not unavailable, tokens whose claims read like network or key trouble', async () => {
    useEmulator();
    for (const claims of [
      idTokenClaims({ aud: 'network' }),
      idTokenClaims({ aud: 'Error while making request: connect ECONNREFUSED' }),
      idTokenClaims({ aud: 'Error fetching public keys for Google certs: ETIMEDOUT' }),
      idTokenClaims({ iss: 'https://securetoken.google.com/public keys EAI_AGAIN socket hang up' }),
      idTokenClaims({ sub: 'ECONNRESET network' }),
    ])
      expect(await problemOf(verifier, unsignedIdToken(claims)), JSON.stringify(claims)).toBe(
        'invalid',
      );
  });

  it('refuses as invalid a token that makes firebase-admin throw something of its own', async () => {
    useEmulator();
    // A payload of null meets a TypeError inside firebase-admin, not a FirebaseAuthError.
    expect(await problemOf(verifier, rawUnsignedToken({ alg: 'none', typ: 'JWT' }, null))).toBe(
      'invalid',
    );
  });

  it.each([
    ['an error page', undefined],
    ['an error of its own', { error: { code: 500, message: 'INTERNAL' } }],
  ])('says unavailable when the emulator answers with %s', async (_name, json) => {
    // Not 503: firebase-admin retries that for seconds.
    const broken = await startBrokenService(500, json);
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', broken.host);
    const failing = createFirebaseTokenVerifier({ projectId: 'demo-marquee' });
    expect(await problemOf(failing, unsignedIdToken(idTokenClaims()))).toBe('unavailable');
    expect(broken.requests).toBe(1);
    await failing.close();
    await broken.close();
  });

  it('says unavailable, not invalid, when the emulator cannot be reached', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9');
    // firebase-admin fixes the emulator URL when the app's Auth is first used, so this needs its own.
    const offline = createFirebaseTokenVerifier({ projectId: 'demo-marquee' });
    expect(await problemOf(offline, unsignedIdToken(idTokenClaims()))).toBe('unavailable');
    await offline.close();
  });
});

describe('firebase-admin for a real project (Google-signed tokens)', () => {
  const google = rsaKeyPair();
  const forger = rsaKeyPair();
  let keys: FakeService;
  let verifier: FirebaseTokenVerifier;
  beforeAll(async () => {
    keys = await startFakeKeyServer({ 'google-key-1': google.publicPem });
    verifier = createFirebaseTokenVerifier({
      projectId: 'demo-marquee',
      httpAgent: redirectingAgent(keys.port),
    });
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await verifier.close();
    await keys.close();
  });
  const realProject = () => vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');

  it('accepts a token signed with the published key', async () => {
    realProject();
    await expect(
      verifier.verify(signedIdToken(google.privateKey, 'google-key-1', idTokenClaims())),
    ).resolves.toMatchObject({ uid: 'user-1' });
    expect(keys.requests).toBeGreaterThan(0);
  });

  it('refuses a forged signature, an unknown key id, an unsigned token, and expired or other-project tokens', async () => {
    realProject();
    expect(
      await problemOf(verifier, signedIdToken(forger.privateKey, 'google-key-1', idTokenClaims())),
    ).toBe('invalid');
    expect(
      await problemOf(verifier, signedIdToken(forger.privateKey, 'forged-key', idTokenClaims())),
    ).toBe('invalid');
    expect(await problemOf(verifier, unsignedIdToken(idTokenClaims()))).toBe('invalid');
    expect(
      await problemOf(
        verifier,
        signedIdToken(
          google.privateKey,
          'google-key-1',
          idTokenClaims({ exp: hourAgo() + 60, iat: hourAgo() }),
        ),
      ),
    ).toBe('expired');
    expect(
      await problemOf(
        verifier,
        signedIdToken(google.privateKey, 'google-key-1', idTokenClaims({}, 'someone-else')),
      ),
    ).toBe('invalid');
  });

  it('checks a fresh token by its signature alone, warning once, when Google credentials are missing', async () => {
    realProject();
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '/nonexistent/marquee-credentials.json');
    const warnings: string[] = [];
    const uncredentialed = createFirebaseTokenVerifier({
      projectId: 'demo-marquee',
      httpAgent: redirectingAgent(keys.port),
      warn: (message) => warnings.push(message),
    });
    const token = signedIdToken(google.privateKey, 'google-key-1', idTokenClaims());
    await expect(uncredentialed.verify(token, { fresh: true })).resolves.toMatchObject({
      uid: 'user-1',
    });
    await expect(uncredentialed.verify(token, { fresh: true })).resolves.toMatchObject({
      uid: 'user-1',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GOOGLE_APPLICATION_CREDENTIALS');
    await uncredentialed.close();
  });

  it('refuses as invalid a token whose algorithm names network or key trouble', async () => {
    realProject();
    const claims = idTokenClaims();
    for (const alg of ['network', 'public keys', 'Error while making request: ECONNREFUSED'])
      expect(
        await problemOf(verifier, `${rawUnsignedToken({ alg, kid: 'google-key-1' }, claims)}c2ln`),
        alg,
      ).toBe('invalid');
  });

  it('says unavailable when Google’s key server answers with an error page', async () => {
    realProject();
    const broken = await startBrokenService(500);
    const failing = createFirebaseTokenVerifier({
      projectId: 'demo-marquee',
      httpAgent: redirectingAgent(broken.port),
    });
    expect(
      await problemOf(failing, signedIdToken(google.privateKey, 'google-key-1', idTokenClaims())),
    ).toBe('unavailable');
    expect(broken.requests).toBeGreaterThan(0);
    await failing.close();
    await broken.close();
  });

  it('says unavailable when Google’s keys cannot be fetched', async () => {
    realProject();
    const offline = createFirebaseTokenVerifier({
      projectId: 'demo-marquee',
      httpAgent: redirectingAgent(9),
    });
    expect(
      await problemOf(offline, signedIdToken(google.privateKey, 'google-key-1', idTokenClaims())),
    ).toBe('unavailable');
    await offline.close();
  });
});
