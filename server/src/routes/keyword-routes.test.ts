import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type {
  Keyword,
  KeywordMovies,
  MovieKeywords,
  TvKeywords,
} from '@marquee/tmdb-types/keyword';
import type { Page } from '@marquee/tmdb-types/page';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { okJson, routeTestCatalogue } from '../test/route-test-catalogue.js';
import { testApp } from '../test/test-app.js';

const { test, dir } = routeTestCatalogue('keywords');
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
const ok = <T>(url: string, on = app): Promise<T> => okJson<T>(on, url);

async function movieKeywordIds(id: number): Promise<number[]> {
  return (await ok<MovieKeywords>(`/3/movie/${id}/keywords`)).keywords.map((keyword) => keyword.id);
}

describe('a title’s keywords', () => {
  it('gives every movie and show 2 to 8 keywords, in id order, as TMDB names each list', async () => {
    for (const id of [1, 2, 42, TEST_SIZES.movies]) {
      const body = await ok<MovieKeywords>(`/3/movie/${id}/keywords`);
      expect(body.id).toBe(id);
      expect(body.keywords.length).toBeGreaterThanOrEqual(2);
      expect(body.keywords.length).toBeLessThanOrEqual(8);
      const ids = body.keywords.map((keyword) => keyword.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    const show = await ok<TvKeywords>('/3/tv/7/keywords');
    expect(show.id).toBe(7);
    expect(show.results.length).toBeGreaterThanOrEqual(2);
    expect(show.results[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('gives popular titles more keywords than obscure ones', async () => {
    const popular = (await ok<Page<{ id: number }>>('/3/movie/popular')).results.slice(0, 10);
    const obscure = (await ok<Page<{ id: number }>>('/3/movie/popular?page=15')).results.slice(-10);
    const mean = async (items: Array<{ id: number }>) => {
      const counts = await Promise.all(
        items.map(async ({ id }) => (await movieKeywordIds(id)).length),
      );
      return counts.reduce((sum, count) => sum + count, 0) / counts.length;
    };
    expect(await mean(popular)).toBeGreaterThan((await mean(obscure)) + 1);
  });

  it('appends the same list to details, without its id', async () => {
    const movie = await ok<{ keywords: unknown }>('/3/movie/5?append_to_response=keywords');
    const { keywords } = await ok<MovieKeywords>('/3/movie/5/keywords');
    expect(movie.keywords).toEqual({ keywords });
    const show = await ok<{ keywords: unknown }>('/3/tv/5?append_to_response=credits,keywords');
    const { results } = await ok<TvKeywords>('/3/tv/5/keywords');
    expect(show.keywords).toEqual({ results });
  });

  it('answers 404 code 34 for a title the catalogue does not have', async () => {
    for (const url of [
      '/3/movie/999999/keywords',
      '/3/tv/999999/keywords',
      '/3/movie/abc/keywords',
    ]) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ status_code: 34, success: false });
    }
  });
});

describe('a keyword and its movies', () => {
  it('names a keyword a title carries', async () => {
    const [first] = (await ok<MovieKeywords>('/3/movie/3/keywords')).keywords;
    expect(await ok<Keyword>(`/3/keyword/${first!.id}`)).toEqual(first);
  });

  it('lists the movies with a keyword, most popular first, each one carrying it', async () => {
    const [keywordId] = await movieKeywordIds(1);
    const first = await ok<KeywordMovies>(`/3/keyword/${keywordId}/movies`);
    expect(first).toMatchObject({ id: keywordId, page: 1 });
    expect(first.total_results).toBeGreaterThan(0);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const all = [...first.results];
    for (let page = 2; page <= first.total_pages; page += 1)
      all.push(...(await ok<KeywordMovies>(`/3/keyword/${keywordId}/movies?page=${page}`)).results);
    expect(all).toHaveLength(first.total_results);
    expect(all.map((movie) => movie.id)).toContain(1);
    const popularity = all.map((movie) => movie.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    for (const movie of all.slice(0, 10))
      expect(await movieKeywordIds(movie.id)).toContain(keywordId);
  });

  it('answers 404 code 34 for an unknown keyword, and TMDB’s code 22 for a bad page', async () => {
    for (const url of ['/3/keyword/999999', '/3/keyword/999999/movies', '/3/keyword/x1']) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ status_code: 34 });
    }
    const { status, body } = await getJson(app, '/3/keyword/1/movies?page=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status_code: 22 });
  });
});

describe('keyword search', () => {
  it('finds keywords by the start of any word, the exact name and names it begins first', async () => {
    const body = await ok<Page<Keyword>>('/3/search/keyword?query=time');
    const names = body.results.map((keyword) => keyword.name);
    expect(names).toContain('time travel');
    expect(names).toContain('time loop');
    const words = await ok<Page<Keyword>>('/3/search/keyword?query=trav');
    expect(words.results.map((keyword) => keyword.name)).toEqual(
      expect.arrayContaining(['time travel', 'space travel', 'travel']),
    );
    const exact = await ok<Page<Keyword>>('/3/search/keyword?query=Travel');
    expect(exact.results[0]?.name).toBe('travel');
    const begin = exact.results.map((keyword) => keyword.name.startsWith('travel'));
    expect(begin).toEqual([...begin].sort((a, b) => Number(b) - Number(a)));
  });

  it('pages like the other searches, and answers a blank query with one empty page', async () => {
    const first = await ok<Page<Keyword>>('/3/search/keyword?query=co');
    expect(first.total_results).toBeGreaterThan(20);
    expect(first.results).toHaveLength(20);
    const second = await ok<Page<Keyword>>('/3/search/keyword?query=co&page=2');
    expect(second).toMatchObject({ page: 2, total_results: first.total_results, total_pages: 2 });
    const names = [...first.results, ...second.results].map((keyword) => keyword.name);
    expect(new Set(names).size).toBe(first.total_results);
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect(await ok('/3/search/keyword')).toEqual(empty);
    expect(await ok('/3/search/keyword?query=%20%2A')).toEqual(empty);
    expect(await ok('/3/search/keyword?query=zzzqqq')).toEqual(empty);
    expect((await getJson(app, '/3/search/keyword?query=a&page=501')).status).toBe(400);
  });
});

describe('an imported catalogue', () => {
  it('imports appended keywords, and gives titles imported without them none', async () => {
    const file = path.join(dir, 'fight-club.json');
    const sample = (name: string): unknown =>
      JSON.parse(readFileSync(sharedTmdbFile('examples', name), 'utf8'));
    const movie = sample('movie-details.json') as MovieDetails;
    const keywords = sample('movie-keywords.json') as MovieKeywords;
    writeFileSync(file, JSON.stringify({ ...movie, keywords: { keywords: keywords.keywords } }));
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [file, sharedTmdbFile('examples', 'tv-details.json')]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      expect(await ok<MovieKeywords>(`/3/movie/${movie.id}/keywords`, on)).toEqual({
        id: movie.id,
        keywords: keywords.keywords,
      });
      const details = await ok<Record<string, unknown>>(`/3/movie/${movie.id}`, on);
      expect(details).not.toHaveProperty('keywords');
      const [keyword] = keywords.keywords;
      expect(await ok<KeywordMovies>(`/3/keyword/${keyword!.id}/movies`, on)).toMatchObject({
        total_results: 1,
        results: [{ id: movie.id }],
      });
      const show = await ok<{ id: number }>('/3/tv/1399', on);
      expect(await ok(`/3/tv/${show.id}/keywords`, on)).toEqual({ id: show.id, results: [] });
      expect(await ok(`/3/tv/${show.id}?append_to_response=keywords`, on)).toMatchObject({
        keywords: { results: [] },
      });
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
