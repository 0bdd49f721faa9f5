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
}

export interface FirebaseTokenVerifier extends TokenVerifier {
  close(): Promise<void>;
}

// firebase-admin's error codes, sorted into what the client should do about them.
const EXPIRED = new Set(['auth/id-token-expired', 'auth/user-token-expired']);
const INVALID = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-id-token',
]);

const UNREACHABLE =
  /public keys|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|socket hang up|network/i;

function classify(error: unknown): TokenRejectedError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && EXPIRED.has(code))
    return new TokenRejectedError('expired', message);
  // firebase-admin reports a failed fetch of Google's keys with the same code as a bad token; only the message tells them apart.
  if (UNREACHABLE.test(message)) return new TokenRejectedError('unavailable', message);
  if (typeof code === 'string' && INVALID.has(code))
    return new TokenRejectedError('invalid', message);
  return new TokenRejectedError('unavailable', message);
}

/**
 * Verifies with firebase-admin: signature (Google's keys), audience, issuer, expiry and subject for a
 * real project; in emulator mode the emulator's unsigned tokens, still checking aud/iss/exp and that
 * the user exists and is enabled.
 */
export function createFirebaseTokenVerifier({
  projectId,
  httpAgent,
}: FirebaseVerifierOptions): FirebaseTokenVerifier {
  // A named app of our own, so tests can hold several and nothing collides with a default app.
  const app: App = initializeApp(
    { projectId, ...(httpAgent === undefined ? {} : { httpAgent }) },
    `marquee-verifier-${randomUUID()}`,
  );
  const auth = getAuth(app);
  return {
    async verify(token) {
      // A JWT is three base64url parts; anything else is not worth a call.
      if (token.length > 4096 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) {
        throw new TokenRejectedError('malformed', 'not a JWT');
      }
      try {
        const decoded = await auth.verifyIdToken(token);
        return { uid: decoded.uid, expiresAt: decoded.exp * 1000 };
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => deleteApp(app),
  };
}
