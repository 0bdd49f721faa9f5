import type { UpstreamConfig } from '../config.js';
import { createCachedUpstream, type CachedUpstream } from './cached-upstream.js';
import { createCircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.js';
import { openResponseCache, type ResponseCache } from './response-cache.js';
import { createTmdbUpstreamClient, type TmdbUpstreamClient } from './tmdb-upstream-client.js';
import type { UpstreamObserver } from './upstream-observer.js';

/** Everything upstream mode needs, built once in main.ts (or a test) and handed to createApp. */
export interface Upstream {
  settings: UpstreamConfig;
  api: CachedUpstream;
  client: TmdbUpstreamClient;
  cache: ResponseCache;
  close(): void;
}

export interface OpenUpstreamOptions {
  /** Epoch milliseconds; tests move it to expire entries. */
  now?: () => number;
  breaker?: Omit<CircuitBreakerOptions, 'now'>;
  /** Told when an unreadable cache file was moved aside (see openResponseCache). */
  warn?: (message: string) => void;
  /** The metrics' (main.ts opens upstream mode with them when METRICS_TOKEN is set). */
  observer?: UpstreamObserver;
}

export function openUpstream(
  settings: UpstreamConfig,
  { now = Date.now, breaker: breakerOptions, warn, observer }: OpenUpstreamOptions = {},
): Upstream {
  const cache = openResponseCache({
    path: settings.cacheDbPath,
    maxBytes: settings.cacheMaxBytes,
    now,
    warn,
  });
  const client = createTmdbUpstreamClient({ settings, now });
  const breaker = createCircuitBreaker({ ...breakerOptions, now });
  observer?.watchCircuit(() => breaker.state());
  const api = createCachedUpstream({ client, cache, breaker, now, observer });
  return { settings, api, client, cache, close: () => cache.close() };
}
