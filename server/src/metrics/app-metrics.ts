import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheObserver } from '../http/cache-observer.js';
import type { LibraryObserver } from '../library/store/library-observer.js';
import type { UpstreamObserver } from '../upstream/upstream-observer.js';

/** What one request was, for the request counter and the latency histogram. */
export interface ServedRequest {
  method: string;
  /** The route's pattern (`/3/movie/:movie_id`), never the URL asked; UNMATCHED_ROUTE when none matched. */
  route: string;
  status: number;
  durationMs: number;
}

/** One app's metrics: the observers the parts it is built from are given, and the text Prometheus reads. */
export interface AppMetrics {
  served(request: ServedRequest): void;
  /** The embedded catalogue's answers kept in memory (http/cached-answers.ts). */
  catalogueAnswers: CacheObserver;
  /** Members' library answers kept in memory (library/http/member-answer-cache.ts). */
  memberAnswers: CacheObserver;
  upstream: UpstreamObserver;
  library: LibraryObserver;
  /** Prometheus' text exposition format, with its version. */
  readonly contentType: string;
  text(): Promise<string>;
}

/** The route label of a request no route matched: one value, whatever was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

// Most answers come from memory in well under a millisecond; a search of a large catalogue or a
// cold TMDB call takes a second or more.
const REQUEST_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
const QUERY_SECONDS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5,
];
const CIRCUIT_STATES = ['closed', 'half-open', 'open'] as const;

function cacheObserver(lookups: Counter<'cache' | 'result'>, cache: string): CacheObserver {
  const hits = lookups.labels({ cache, result: 'hit' });
  const misses = lookups.labels({ cache, result: 'miss' });
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}

/**
 * A registry of its own per app, never prom-client's global one, so two apps in one process (the
 * tests) count apart. Node's process metrics (CPU, memory, event loop lag, GC) come with it.
 */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'marquee_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'marquee_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_SECONDS,
    registers,
  });
  const answerLookups = new Counter({
    name: 'marquee_answer_cache_lookups_total',
    help: 'Lookups in the in-memory answer caches (catalogue: the embedded catalogue; member: library reads), by result.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'marquee_upstream_calls_total',
    help: 'Calls to TMDB by outcome: answered, or why not (timeout, unreachable, server-error, rate-limited, key-refused; circuit-open was not sent).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const upstreamLookups = new Counter({
    name: 'marquee_upstream_cache_lookups_total',
    help: 'Lookups in the TMDB response cache: hit (fresh) or miss (TMDB asked, or a stale answer given when it failed).',
    labelNames: ['result'] as const,
    registers,
  });
  const querySeconds = new Histogram({
    name: 'marquee_library_query_duration_seconds',
    help: 'Time of each statement the library store runs, by outcome (ok or error).',
    labelNames: ['outcome'] as const,
    buckets: QUERY_SECONDS,
    registers,
  });

  return {
    served({ method, route, status, durationMs }) {
      requests.inc({ method, route, status_code: status });
      requestSeconds.observe({ method, route }, durationMs / 1000);
    },
    catalogueAnswers: cacheObserver(answerLookups, 'catalogue'),
    memberAnswers: cacheObserver(answerLookups, 'member'),
    upstream: {
      called: (outcome) => upstreamCalls.inc({ outcome }),
      cacheLookup: (hit) => upstreamLookups.inc({ result: hit ? 'hit' : 'miss' }),
      // Made only in upstream mode, so embedded mode shows no breaker at all.
      watchCircuit(state) {
        new Gauge({
          name: 'marquee_upstream_circuit_state',
          help: "The TMDB circuit breaker's state: 1 for the state it is in, 0 for the others.",
          labelNames: ['state'] as const,
          registers,
          collect() {
            const current = state();
            for (const name of CIRCUIT_STATES) this.set({ state: name }, name === current ? 1 : 0);
          },
        });
      },
    },
    library: {
      queried: (durationMs, failed) =>
        querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000),
      // PostgreSQL only: a SQLite file has no pool, and so no such gauges.
      watchPool(use) {
        const gauge = (name: string, help: string, read: (now: ReturnType<typeof use>) => number) =>
          new Gauge({
            name,
            help,
            registers,
            collect() {
              this.set(read(use()));
            },
          });
        gauge(
          'marquee_library_pool_connections',
          'Open connections to PostgreSQL, busy or idle.',
          (now) => now.total,
        );
        gauge(
          'marquee_library_pool_idle_connections',
          'Open connections to PostgreSQL that are idle.',
          (now) => now.idle,
        );
        gauge(
          'marquee_library_pool_waiting_queries',
          'Queries waiting for a PostgreSQL connection, the pool being full.',
          (now) => now.waiting,
        );
      },
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}
