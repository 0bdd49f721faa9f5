import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTmdbUpstream, type FakeTmdbUpstream } from '../test/fake-tmdb-upstream.js';
import { sampleValue, scrapeMetrics, type Sample } from '../test/prometheus-text.js';
import {
  startUpstreamTestApp,
  tempCacheDir,
  type UpstreamTestApp,
} from '../test/upstream-test-app.js';
import { createAppMetrics } from './app-metrics.js';

const TOKEN = 'scrape-token-0123456789';
const cacheDir = tempCacheDir();
afterAll(() => cacheDir.remove());

let fake: FakeTmdbUpstream;
let handle: UpstreamTestApp | undefined;
let fileNumber = 0;
// Mid-day UTC, so nothing the test keeps expires while it runs.
const clock = Date.UTC(2025, 5, 10, 12, 0, 0);

beforeEach(async () => {
  fake = await startFakeTmdbUpstream();
});
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  await fake.close();
});

/** Upstream mode opened with the app's metrics, as main.ts opens it. */
async function start(): Promise<FastifyInstance> {
  const metrics = createAppMetrics();
  fileNumber += 1;
  handle = await startUpstreamTestApp({
    upstreamUrl: fake.url,
    cacheDb: cacheDir.file(`cache-${fileNumber}.sqlite`),
    now: () => clock,
    env: { METRICS_TOKEN: TOKEN },
    observer: metrics.upstream,
    metrics,
  });
  return handle.app;
}

function scrape(app: FastifyInstance): Promise<Sample[]> {
  return scrapeMetrics(app, TOKEN);
}

function circuit(samples: readonly Sample[], state: string): number | undefined {
  return sampleValue(samples, 'marquee_upstream_circuit_state', { state });
}

describe('upstream metrics', () => {
  it("count TMDB's calls by outcome and the response cache's hits and misses", async () => {
    const app = await start();
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/3/movie/550' });
    fake.setFault({ kind: 'status', status: 502 });
    await app.inject({ url: '/3/movie/551' });

    const samples = await scrape(app);
    const calls = (outcome: string) =>
      sampleValue(samples, 'marquee_upstream_calls_total', { outcome });
    expect(calls('answered')).toBe(1);
    expect(calls('server-error')).toBe(1);
    const lookups = (result: string) =>
      sampleValue(samples, 'marquee_upstream_cache_lookups_total', { result });
    expect(lookups('hit')).toBe(2);
    expect(lookups('miss')).toBe(2);
  });

  it("show the breaker's state as a gauge, closed then open", async () => {
    const app = await start();
    const before = await scrape(app);
    expect([
      circuit(before, 'closed'),
      circuit(before, 'open'),
      circuit(before, 'half-open'),
    ]).toEqual([1, 0, 0]);

    fake.setFault({ kind: 'status', status: 502 });
    for (let id = 1; id <= 6; id += 1) await app.inject({ url: `/3/movie/${id}` });
    const after = await scrape(app);
    expect([circuit(after, 'closed'), circuit(after, 'open'), circuit(after, 'half-open')]).toEqual(
      [0, 1, 0],
    );
    expect(sampleValue(after, 'marquee_upstream_calls_total', { outcome: 'circuit-open' })).toBe(1);
  });
});
