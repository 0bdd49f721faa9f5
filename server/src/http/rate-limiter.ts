export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): RateDecision;
}

export interface RateLimiterOptions {
  perSecond: number;
  burst: number;
  /** Bounds memory under many addresses; the least recently seen client is forgotten first (its bucket was refilling anyway). */
  maxClients?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per client: `burst` requests at once, refilled at `perSecond`. */
export function createRateLimiter({
  perSecond,
  burst,
  maxClients = 50_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const capacity = Math.max(burst, 1);
  return {
    take(client) {
      const time = now();
      const previous = buckets.get(client);
      const bucket: Bucket =
        previous === undefined
          ? { tokens: capacity, at: time }
          : {
              tokens: Math.min(
                capacity,
                previous.tokens + ((time - previous.at) * perSecond) / 1000,
              ),
              at: time,
            };
      buckets.delete(client);
      buckets.set(client, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)),
      };
    },
  };
}
