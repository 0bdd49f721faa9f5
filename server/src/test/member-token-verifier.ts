import { TokenRejectedError, type TokenVerifier } from '../auth/token-verifier.js';

export interface CountingVerifier extends TokenVerifier {
  /** How many times a token was verified. */
  calls: number;
}

/**
 * A stand-in for Firebase, in a test's process or a server of its own: "member:<uid>" is a good
 * token of that uid, "outage" finds the provider down, anything else is refused.
 */
export function fakeMemberVerifier(): CountingVerifier {
  const verifier: CountingVerifier = {
    calls: 0,
    async verify(token) {
      verifier.calls += 1;
      if (token.startsWith('member:'))
        return { uid: token.slice('member:'.length), expiresAt: Date.now() + 3_600_000 };
      if (token === 'outage') throw new TokenRejectedError('unavailable', 'provider down');
      throw new TokenRejectedError('invalid', 'refused');
    },
  };
  return verifier;
}
