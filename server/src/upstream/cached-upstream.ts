import type { TmdbError } from '@marquee/tmdb-types/page';
import { cacheKey, freshForMs } from './cache-policy.js';
import type { CircuitBreaker } from './circuit-breaker.js';
import type { ResponseCache } from './response-cache.js';
import type { TmdbUpstreamClient } from './tmdb-upstream-client.js';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

/** Why TMDB gave no usable answer; only ever logged, never sent. */
export type UpstreamFailure =
  'timeout' | 'unreachable' | 'server-error' | 'rate-limited' | 'circuit-open' | 'key-refused';

/**
 * How a call to TMDB ended: any answer TMDB gave that is not a failure (2xx, 404, another 4xx), or
 * why there was none ('circuit-open': the breaker held it back).
 */
export type TmdbCallOutcome = 'answered' | UpstreamFailure;

/** Told of each call and cache lookup, for the metrics (upstream-observer.ts). */
export interface CachedUpstreamObserver {
  called(outcome: TmdbCallOutcome): void;
  /** A lookup in the response cache: a fresh entry, or none (then TMDB is asked, or a stale one given). */
  cacheLookup(hit: boolean): void;
}

const UNOBSERVED: CachedUpstreamObserver = { called() {}, cacheLookup() {} };

export interface UpstreamAnswer {
  status: number;
  /** JSON bytes exactly as TMDB sent them (or TMDB's error shape when there is nothing to send). */
  body: Buffer;
  cache: CacheStatus;
  /** Seconds since the answer left TMDB, for answers from the cache. */
  ageSeconds: number | undefined;
  failure: UpstreamFailure | undefined;
}

export interface CachedUpstream {
  /** Answers `/3/...` from the cache while fresh, from TMDB otherwise, and from the stale cache when TMDB fails. */
  get(path: string, query: Readonly<Record<string, string>>): Promise<UpstreamAnswer>;
}

export interface CachedUpstreamOptions {
  client: TmdbUpstreamClient;
  cache: ResponseCache;
  breaker: CircuitBreaker;
  now?: () => number;
  observer?: CachedUpstreamObserver;
}

type Outcome =
  { kind: 'answer'; status: number; body: Buffer } | { kind: 'failure'; failure: UpstreamFailure };

// TMDB's own bodies for code 46 ("System maintenance in progress") and code 24, so clients need no new case.
export const MAINTENANCE_BODY: TmdbError = {
  status_code: 46,
  status_message: 'The API is undergoing maintenance. Try again later.',
  success: false,
};
export const TIMED_OUT_BODY: TmdbError = {
  status_code: 24,
  status_message: 'Your request to the backend server timed out. Try again.',
  success: false,
};

function errorAnswer(failure: UpstreamFailure): UpstreamAnswer {
  const timedOut = failure === 'timeout';
  return {
    status: timedOut ? 504 : 503,
    body: Buffer.from(JSON.stringify(timedOut ? TIMED_OUT_BODY : MAINTENANCE_BODY)),
    cache: 'MISS',
    ageSeconds: undefined,
    failure,
  };
}

export function createCachedUpstream({
  client,
  cache,
  breaker,
  now = Date.now,
  observer = UNOBSERVED,
}: CachedUpstreamOptions): CachedUpstream {
  // Requests for the same key while TMDB is being asked wait for that one call.
  const inFlight = new Map<string, Promise<Outcome>>();

  async function askUpstream(key: string): Promise<Outcome> {
    const outcome = await callUpstream(key);
    observer.called(outcome.kind === 'answer' ? 'answered' : outcome.failure);
    return outcome;
  }

  async function callUpstream(key: string): Promise<Outcome> {
    if (!breaker.tryAcquire()) return { kind: 'failure', failure: 'circuit-open' };
    const result = await client.getApi(key);
    if (result.kind !== 'response') {
      breaker.fail();
      return { kind: 'failure', failure: result.kind };
    }
    if (result.status === 429) {
      breaker.holdFor(result.retryAfterMs ?? 0);
      breaker.fail();
      return { kind: 'failure', failure: 'rate-limited' };
    }
    if (result.status >= 500) {
      breaker.fail();
      return { kind: 'failure', failure: 'server-error' };
    }
    // No path asked carries a client's TMDB session (tmdb-session-endpoints.ts), so a 401 refuses
    // the server's own credential. It must never reach a browser as a 401, which reads as its
    // member's session having ended and sends them to /login; every call would be refused alike,
    // so it counts against the breaker like an outage.
    if (result.status === 401) {
      breaker.fail();
      return { kind: 'failure', failure: 'key-refused' };
    }
    breaker.succeed();
    if ((result.status >= 200 && result.status < 300) || result.status === 404) {
      const storedAt = now();
      cache.put(key, {
        status: result.status,
        body: result.body,
        storedAt,
        expiresAt: storedAt + freshForMs(key, result.status, new Date(storedAt)),
      });
    }
    return { kind: 'answer', status: result.status, body: result.body };
  }

  return {
    async get(path, query) {
      const key = cacheKey(path, query);
      const cached = cache.get(key);
      const age = (storedAt: number) => Math.max(0, Math.floor((now() - storedAt) / 1000));
      const fresh = cached !== undefined && cached.expiresAt > now();
      observer.cacheLookup(fresh);
      if (fresh) {
        return {
          status: cached.status,
          body: cached.body,
          cache: 'HIT',
          ageSeconds: age(cached.storedAt),
          failure: undefined,
        };
      }
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = askUpstream(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const outcome = await pending;
      if (outcome.kind === 'answer')
        return {
          status: outcome.status,
          body: outcome.body,
          cache: 'MISS',
          ageSeconds: undefined,
          failure: undefined,
        };
      if (cached !== undefined)
        return {
          status: cached.status,
          body: cached.body,
          cache: 'STALE',
          ageSeconds: age(cached.storedAt),
          failure: outcome.failure,
        };
      return errorAnswer(outcome.failure);
    },
  };
}
