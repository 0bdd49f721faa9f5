import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestCatalogue, getJson } from './test/test-catalogue.js';
import { testApp } from './test/test-app.js';

const test = buildTestCatalogue();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

const PAGED = [
  '/3/trending/movie/day',
  '/3/movie/popular',
  '/3/tv/top_rated',
  '/3/person/popular',
  '/3/discover/movie',
  '/3/search/multi?query=the',
  '/3/movie/1/similar',
];

describe('TMDB error shapes', () => {
  it.each(['-1', '0', '501', 'abc', '1e3', '', '1.5', '01', '%20', '9999999999999999999999'])(
    'answers page=%s with 400 code 22',
    async (page) => {
      for (const base of PAGED) {
        const url = `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
        const { status, body } = await getJson(app, url);
        expect({ url, status, body }).toEqual({
          url,
          status: 400,
          body: {
            status_code: 22,
            status_message:
              'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
            success: false,
          },
        });
      }
    },
  );

  it('accepts pages 1 and 500, and a page past the data is empty', async () => {
    expect((await getJson(app, '/3/movie/popular?page=1')).status).toBe(200);
    const last = await getJson<{ page: number; results: unknown[] }>(
      app,
      '/3/movie/popular?page=500',
    );
    expect(last).toMatchObject({ status: 200, body: { page: 500, results: [] } });
  });

  it.each(['0', '-1', 'abc', '99999999999999999999', '1.5', '999999'])(
    'answers unknown id %s with 404 code 34 on every resource',
    async (id) => {
      for (const url of [
        `/3/movie/${id}`,
        `/3/tv/${id}`,
        `/3/person/${id}`,
        `/3/movie/${id}/credits`,
        `/3/tv/${id}/similar`,
        `/3/person/${id}/combined_credits`,
      ]) {
        const { status, body } = await getJson(app, url);
        expect({ url, status, body }).toEqual({
          url,
          status: 404,
          body: {
            status_code: 34,
            status_message: 'The resource you requested could not be found.',
            success: false,
          },
        });
      }
    },
  );

  it('answers unknown /3 routes and methods with 404 code 34', async () => {
    for (const url of [
      '/3/nope',
      '/3/movie/1/nope',
      '/3/trending/books/day',
      '/3/trending/movie/month',
      '/3/search/books?query=a',
      '/3',
    ]) {
      expect((await getJson(app, url)).body).toMatchObject({ status_code: 34, success: false });
    }
    const post = await app.inject({ method: 'POST', url: '/3/movie/1', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ status_code: 34 });
  });

  it('never answers a hostile query with a 5xx', async () => {
    const queries = [
      "' OR 1=1 --",
      '"',
      '*',
      'NEAR(',
      'AND OR NOT',
      'title:foo',
      '^x',
      '(',
      'a'.repeat(10_000),
      '%00',
      '💥',
      'x" OR "1',
    ];
    for (const kind of ['multi', 'movie', 'tv', 'person']) {
      for (const query of queries) {
        const response = await app.inject({
          url: `/3/search/${kind}?query=${encodeURIComponent(query)}`,
        });
        expect(response.statusCode, `${kind} ${query.slice(0, 20)}`).toBe(200);
        expect(response.json()).toHaveProperty('results');
      }
    }
    for (const url of [
      '/3/discover/movie?with_genres=%27%3BDROP',
      '/3/discover/tv?sort_by=%27',
      '/3/discover/movie?primary_release_year=abc&vote_count.gte=-5',
      '/3/movie/1?append_to_response=%27,,',
      '/3/movie/popular?page=1&page=2',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps internals out of 5xx bodies', async () => {
    const broken = await testApp({
      source: {
        kind: 'embedded',
        catalogue: {
          ...test.catalogue,
          detailsJson() {
            throw new Error('SQLITE_CORRUPT: secret path /var/db');
          },
          movieDetailsJson() {
            throw new Error('SQLITE_CORRUPT: secret path /var/db');
          },
        },
      },
    });
    const response = await broken.inject('/3/movie/1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status_code: 11,
      status_message: 'Internal error',
      success: false,
    });
    await broken.close();
  });
});

describe('API key', () => {
  it('is accepted and ignored when none is configured', async () => {
    expect((await getJson(app, '/3/movie/1?api_key=anything')).status).toBe(200);
  });

  it('is required and checked when CATALOGUE_API_KEY is set', async () => {
    const keyed = await testApp({ source: test.source, env: { CATALOGUE_API_KEY: 'sesame' } });
    const refused = {
      status_code: 7,
      status_message: 'Invalid API key: You must be granted a valid key.',
      success: false,
    };
    expect(await getJson(keyed, '/3/movie/1')).toEqual({ status: 401, body: refused });
    expect(await getJson(keyed, '/3/movie/1?api_key=wrong')).toEqual({
      status: 401,
      body: refused,
    });
    expect((await getJson(keyed, '/3/movie/1?api_key=sesame')).status).toBe(200);
    expect(
      (
        await keyed.inject({
          url: '/3/trending/movie/day',
          headers: { authorization: 'Bearer sesame' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await keyed.inject('/healthz')).statusCode).toBe(200);
    await keyed.close();
  });
});

describe('service routes', () => {
  it('reports readiness', async () => {
    expect(await getJson(app, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('serves TMDB genre lists', async () => {
    const movie = await getJson<{ genres: Array<{ id: number; name: string }> }>(
      app,
      '/3/genre/movie/list',
    );
    expect(movie.body.genres).toContainEqual({ id: 878, name: 'Science Fiction' });
    const tv = await getJson<{ genres: Array<{ id: number; name: string }> }>(
      app,
      '/3/genre/tv/list',
    );
    expect(tv.body.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    expect(tv.body.genres).not.toContainEqual({ id: 878, name: 'Science Fiction' });
  });

  it('points image URLs at this server, under the base path', async () => {
    const based = await testApp({ source: test.source, env: { BASE_PATH: 'marquee' } });
    const response = await based.inject({
      url: '/marquee/3/configuration',
      headers: { host: 'films.example:9000' },
    });
    expect(response.json()).toMatchObject({
      images: {
        base_url: 'http://films.example:9000/marquee/t/p/',
        secure_base_url: 'http://films.example:9000/marquee/t/p/',
        poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
      },
    });
    expect((await based.inject('/3/configuration')).statusCode).toBe(404);
    expect((await based.inject('/marquee/healthz')).statusCode).toBe(200);
    await based.close();
  });
});
