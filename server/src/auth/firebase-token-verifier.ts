import type { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { TokenRejectedError, type TokenVerifier } from './token-verifier.js';

export interface FirebaseVerifierOptions {
  projectId: string;
  /**
   * Only for tests of the real-project path: the agent that fetches Google's public keys. firebase-admin
   * reads FIREBASE_AUTH_EMULATOR_HOST from the environment itself, which is why config reads that same variable.
   */
  httpAgent?: Agent;
  /**
   * Told once when a fresh check cannot be made: a real project's account lookup needs Google
   * credentials (GOOGLE_APPLICATION_CREDENTIALS, or the platform's own), which verifying a
   * token's signature does not.
   */
  warn?: (message: string) => void;
}

export interface FirebaseTokenVerifier extends TokenVerifier {
  close(): Promise<void>;
}

// firebase-admin's error codes, sorted into what the client should do about them.
const EXPIRED = new Set(['auth/id-token-expired', 'auth/user-token-expired']);
// The identity provider could not be asked, or answered nonsense: the emulator is down or broken
// (FirebaseAppError's network codes; its garbled or 5xx answers), so the token may well be fine.
const UNAVAILABLE = new Set([
  'app/network-error',
  'app/network-timeout',
  'app/unable-to-parse-response',
  'auth/internal-error',
]);
// firebase-admin turns a failed fetch of Google's keys into 'auth/argument-error', the code of a bad
// token, keeping only the fetch's own message (lib/utils/jwt.js KEY_FETCH_ERROR →
// lib/auth/token-verifier.js mapJwtErrorToAuthError). Those messages start with these words; a
// refused token's message starts with "Firebase ID token", "Decoding" or the like and carries the
// token's own claims later on, so only the start is compared and a claim cannot pass for an outage.
const KEY_FETCH_FAILED =
  /^(?:Error while making request: |Error fetching public keys for Google certs: )/;

function classify(error: unknown): TokenRejectedError {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string') {
    if (EXPIRED.has(code)) return new TokenRejectedError('expired', message);
    if (UNAVAILABLE.has(code)) return new TokenRejectedError('unavailable', message);
    if (code === 'auth/argument-error' && KEY_FETCH_FAILED.test(message))
      return new TokenRejectedError('unavailable', message);
  }
  // Anything else is about the token, including what a strange token makes firebase-admin throw
  // (a payload of null meets a TypeError): a 401, never an outage logged on every request.
  return new TokenRejectedError('invalid', message);
}

/**
 * Verifies with firebase-admin: signature (Google's keys), audience, issuer, expiry and subject for a
 * real project; in emulator mode the emulator's unsigned tokens, still checking aud/iss/exp and that
 * the user exists and is enabled.
 */
export function createFirebaseTokenVerifier({
  projectId,
  httpAgent,
  warn = () => {},
}: FirebaseVerifierOptions): FirebaseTokenVerifier {
  // A named app of our own, so tests can hold several and nothing collides with a default app.
  const app: App = initializeApp(
    { projectId, ...(httpAgent === undefined ? {} : { httpAgent }) },
    `marquee-verifier-${randomUUID()}`,
  );
  const auth = getAuth(app);
  let canLookUpAccounts = true;

  // In emulator mode firebase-admin looks the account up on every check, fresh or not.
  async function decode(token: string, fresh: boolean) {
    if (!fresh || !canLookUpAccounts) return auth.verifyIdToken(token);
    try {
      return await auth.verifyIdToken(token, true);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'app/invalid-credential') throw error;
      // Refusing every write of every member would be worse than the token's hour of life.
      canLookUpAccounts = false;
      warn(
        'Cannot ask Firebase whether an account was deleted or disabled (no Google credentials): ' +
          'its tokens keep working until they expire. Set GOOGLE_APPLICATION_CREDENTIALS.',
      );
      return auth.verifyIdToken(token);
    }
  }

  return {
    async verify(token, options = {}) {
      // A JWT is three base64url parts; anything else is not worth a call.
      if (token.length > 4096 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) {
        throw new TokenRejectedError('malformed', 'not a JWT');
      }
      try {
        const decoded = await decode(token, options.fresh === true);
        return { uid: decoded.uid, expiresAt: decoded.exp * 1000 };
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => deleteApp(app),
  };
}
