import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, libraryApp } from '../test/library-test-kit.js';
import { sampleValue, scrapeMetrics, type Sample } from '../test/prometheus-text.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../test/test-library.js';
import { createAppMetrics } from './app-metrics.js';

const TOKEN = 'scrape-token-0123456789';

describe.each(LIBRARY_ENGINES)('library metrics on %s', (engine) => {
  // The library opened with the app's metrics, as main.ts opens it.
  const metrics = createAppMetrics();
  const library = useTestLibrary(engine, { observer: metrics.library });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await libraryApp(library.store, { env: { METRICS_TOKEN: TOKEN }, metrics });
  });

  function scrape(): Promise<Sample[]> {
    return scrapeMetrics(app, TOKEN);
  }

  it("time the store's queries in a histogram", async () => {
    const before = await scrape();
    const count = (samples: readonly Sample[]) =>
      sampleValue(samples, 'marquee_library_query_duration_seconds_count', { outcome: 'ok' }) ?? 0;
    const member = asMember(app, newUid());
    expect((await member.get(`/3/account/${member.uid}/watchlist/movies`)).status).toBe(200);

    const after = await scrape();
    expect(count(after)).toBeGreaterThan(count(before));
    expect(
      sampleValue(after, 'marquee_library_query_duration_seconds_bucket', {
        outcome: 'ok',
        le: '+Inf',
      }),
    ).toBe(count(after));
  });

  it('count the member answer cache, which only a SQLite library has', async () => {
    const member = asMember(app, newUid());
    for (let i = 0; i < 2; i += 1)
      expect((await member.get(`/3/account/${member.uid}/favorite/tv`)).status).toBe(200);
    const samples = await scrape();
    const lookups = (result: string) =>
      sampleValue(samples, 'marquee_answer_cache_lookups_total', { cache: 'member', result }) ?? 0;
    // PostgreSQL is written by other servers too, so nothing is kept and nothing looked up.
    expect([lookups('hit'), lookups('miss') > 0]).toEqual(
      engine === 'sqlite' ? [1, true] : [0, false],
    );
  });

  it('give the PostgreSQL pool as gauges, and nothing for a SQLite file', async () => {
    const samples = await scrape();
    const total = sampleValue(samples, 'marquee_library_pool_connections');
    const idle = sampleValue(samples, 'marquee_library_pool_idle_connections');
    const waiting = sampleValue(samples, 'marquee_library_pool_waiting_queries');
    if (engine === 'sqlite') {
      expect([total, idle, waiting]).toEqual([undefined, undefined, undefined]);
      return;
    }
    // useTestLibrary's pool holds 4 at most; the queries so far left some open and idle.
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(4);
    expect(idle).toBeLessThanOrEqual(total ?? 0);
    expect(waiting).toBe(0);
  });
});
