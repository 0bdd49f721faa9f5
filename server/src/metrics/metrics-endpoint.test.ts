import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sampleValue, scrapeMetrics, type Sample } from '../test/prometheus-text.js';
import { testApp } from '../test/test-app.js';
import { bearerMatches } from './metrics-endpoint.js';

const TOKEN = 'scrape-token-0123456789';
const WITH_METRICS = { METRICS_TOKEN: TOKEN };
const TRENDING = '/3/trending/movie/day';

function scrape(app: FastifyInstance): Promise<Sample[]> {
  return scrapeMetrics(app, TOKEN);
}

describe('/metrics', () => {
  // What a path that does not exist gets: TMDB's 404 for a client of the API, the web app's page
  // (here the not-built notice) for a browser.
  async function unknownPathAnswer(app: FastifyInstance, accept: string | undefined) {
    const headers = accept === undefined ? {} : { accept };
    const response = await app.inject({ method: 'GET', url: '/no-such-page', headers });
    return { status: response.statusCode, body: response.body };
  }

  it.each([['application/json'], [undefined]])(
    'does not exist unless METRICS_TOKEN is set (accept: %s)',
    async (accept) => {
      const app = await testApp();
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}`, ...(accept === undefined ? {} : { accept }) },
      });
      expect({ status: response.statusCode, body: response.body }).toEqual(
        await unknownPathAnswer(app, accept),
      );
    },
  );

  it.each([
    ['no authorization', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['the token without "Bearer"', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers %s as it answers a path that does not exist', async (_case, authorization) => {
    const app = await testApp({ env: WITH_METRICS });
    for (const accept of ['application/json', undefined]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: {
          ...(authorization === undefined ? {} : { authorization }),
          ...(accept === undefined ? {} : { accept }),
        },
      });
      expect({ status: response.statusCode, body: response.body }).toEqual(
        await unknownPathAnswer(app, accept),
      );
    }
    const asApi = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: {
        accept: 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
      },
    });
    expect(asApi.statusCode).toBe(404);
    expect(asApi.json()).toMatchObject({ status_code: 34, success: false });
  });

  it("answers Prometheus' text format to the token, with Node's process metrics", async () => {
    const app = await testApp({ env: WITH_METRICS });
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer  ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE marquee_http_requests_total counter');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('is under BASE_PATH', async () => {
    const app = await testApp({ env: { ...WITH_METRICS, BASE_PATH: '/marquee/' } });
    const response = await app.inject({
      method: 'GET',
      url: '/marquee/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by the URL asked', async () => {
    const app = await testApp({ env: WITH_METRICS });
    for (const url of [TRENDING, TRENDING, '/3/trending/tv/week', '/3/no-such/path?secret=1'])
      await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/3/movie/not-a-number' });

    const samples = await scrape(app);
    const requests = (route: string, status: string) =>
      sampleValue(samples, 'marquee_http_requests_total', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(requests('/3/trending/:media/:window', '200')).toBe(3);
    expect(requests('unmatched', '404')).toBe(1);
    expect(requests('/3/movie/:id', '404')).toBe(1);
    const asked = samples.flatMap((sample) => Object.values(sample.labels));
    expect(asked.filter((label) => /no-such|not-a-number|secret|tv\/week/.test(label))).toEqual([]);
  });

  it('times requests in a histogram with buckets, a sum and a count', async () => {
    const app = await testApp({ env: WITH_METRICS });
    await app.inject({ method: 'GET', url: TRENDING });
    const samples = await scrape(app);
    const route = { method: 'GET', route: '/3/trending/:media/:window' };
    const name = 'marquee_http_request_duration_seconds';
    expect(sampleValue(samples, `${name}_bucket`, { ...route, le: '+Inf' })).toBe(1);
    expect(sampleValue(samples, `${name}_bucket`, { ...route, le: '10' })).toBe(1);
    expect(sampleValue(samples, `${name}_count`, route)).toBe(1);
    expect(sampleValue(samples, `${name}_sum`, route)).toBeGreaterThan(0);
    const buckets = samples.filter(
      (sample) => sample.name === `${name}_bucket` && sample.labels.route === route.route,
    );
    expect(buckets.length).toBeGreaterThan(10);
  });

  it("counts the catalogue answer cache's hits and misses, hits served from memory included", async () => {
    const app = await testApp({ env: WITH_METRICS });
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: TRENDING });
    const samples = await scrape(app);
    const lookups = (result: string) =>
      sampleValue(samples, 'marquee_answer_cache_lookups_total', { cache: 'catalogue', result });
    expect(lookups('miss')).toBe(1);
    expect(lookups('hit')).toBe(2);
    // A hit is written straight to Node; the request hook still sees it.
    expect(
      sampleValue(samples, 'marquee_http_requests_total', {
        route: '/3/trending/:media/:window',
        status_code: '200',
      }),
    ).toBe(3);
  });

  it('shows no upstream or library metrics in embedded mode without a library', async () => {
    const app = await testApp({ env: WITH_METRICS });
    const names = new Set((await scrape(app)).map((sample) => sample.name));
    expect(
      [...names].filter((name) => /^marquee_(upstream_circuit|library_pool)/.test(name)),
    ).toEqual([]);
  });

  it('keeps each app its own registry', async () => {
    const first = await testApp({ env: WITH_METRICS });
    const second = await testApp({ env: WITH_METRICS });
    await first.inject({ method: 'GET', url: TRENDING });
    const route = { route: '/3/trending/:media/:window', status_code: '200' };
    expect(sampleValue(await scrape(first), 'marquee_http_requests_total', route)).toBe(1);
    expect(sampleValue(await scrape(second), 'marquee_http_requests_total', route)).toBeUndefined();
  });
});

describe('bearerMatches', () => {
  it('takes exactly the token, after "Bearer" in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`BEARER ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});
