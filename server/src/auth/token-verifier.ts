import { createHash } from 'node:crypto';

/** What the server keeps from a verified ID token. */
export interface VerifiedToken {
  uid: string;
  /** When the token stops being valid, in ms since the epoch. */
  expiresAt: number;
}

/**
 * Why a token was refused. `unavailable` is the odd one out: the token may be fine but the identity
 * provider (its keys, or the emulator) could not be reached, so the client should retry, not log in again.
 */
export type TokenProblem = 'malformed' | 'expired' | 'invalid' | 'unavailable';

export class TokenRejectedError extends Error {
  override readonly name = 'TokenRejectedError';
  readonly problem: TokenProblem;

  constructor(problem: TokenProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export interface VerifyOptions {
  /**
   * Ask the identity provider whether the account still exists, is enabled and has not had its
   * tokens revoked, whatever a cache remembers: for a write, which a deleted account must not make.
   */
  fresh?: boolean;
}

/** Checks one Firebase ID token; rejects with TokenRejectedError. Small so tests can pass a fake. */
export interface TokenVerifier {
  verify(token: string, options?: VerifyOptions): Promise<VerifiedToken>;
  /** Forgets what is remembered of a member's tokens, when the member leaves (a cache has some). */
  forget?(uid: string): void;
}

export interface CachedVerifierOptions {
  maxEntries?: number;
  /**
   * A good answer is reused for reads until the token expires, but never longer than this (a
   * disabled or deleted account loses its reads within it; its writes are checked afresh).
   */
  maxAgeMs?: number;
  /** A refusal is remembered this long, so a client hammering with a bad token costs one check. */
  rejectionMs?: number;
  now?: () => number;
}

interface CacheEntry {
  until: number;
  result: Promise<VerifiedToken>;
  /** Whose token it is, once verified: what forget(uid) drops. */
  uid?: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Keeps verification off the hot path: answers are cached per token (by hash, in a bounded LRU) and
 * concurrent checks of the same token share one call to the provider.
 */
export function createCachedVerifier(
  inner: TokenVerifier,
  options: CachedVerifierOptions = {},
): TokenVerifier {
  const { maxEntries = 10_000, maxAgeMs = 60_000, rejectionMs = 60_000, now = Date.now } = options;
  const entries = new Map<string, CacheEntry>();
  // One member's page sends the same token with each of its requests: hashed once, not each time.
  let lastToken: string | undefined;
  let lastKey = '';

  function keyOf(token: string): string {
    if (token !== lastToken) {
      lastKey = digest(token);
      lastToken = token;
    }
    return lastKey;
  }

  function remember(key: string, entry: CacheEntry): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    verify(token, options = {}) {
      const key = keyOf(token);
      const cached = entries.get(key);
      if (options.fresh !== true && cached !== undefined && cached.until > now()) {
        // Re-inserting keeps recently used tokens at the young end of the map.
        remember(key, cached);
        return cached.result;
      }
      const result = inner.verify(token, options);
      // In flight: shared until it settles, then kept as long as its outcome allows; a fresh
      // refusal replaces a good answer, so the account's reads stop too.
      const entry: CacheEntry = { until: Number.POSITIVE_INFINITY, result };
      remember(key, entry);
      result.then(
        (verified) => {
          entry.until = Math.min(verified.expiresAt, now() + maxAgeMs);
          entry.uid = verified.uid;
        },
        (error: unknown) => {
          const transient =
            !(error instanceof TokenRejectedError) || error.problem === 'unavailable';
          if (transient) entries.delete(key);
          else entry.until = now() + rejectionMs;
        },
      );
      return result;
    },
    forget(uid) {
      for (const [key, entry] of entries) if (entry.uid === uid) entries.delete(key);
    },
  };
}
