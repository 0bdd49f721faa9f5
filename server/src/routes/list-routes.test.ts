import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@marquee/tmdb-types/page';
import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';
import { buildTestCatalogue, getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';
import { DISCOVER_RATING_MIN_VOTES } from './discover-query.js';
import { TOP_RATED_MIN_VOTES } from './list-routes.js';

const test = buildTestCatalogue();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

async function page<T>(url: string): Promise<Page<T>> {
  const { status, body } = await getJson<Page<T>>(app, url);
  expect(status, url).toBe(200);
  return body;
}

function isSorted(values: number[], descending: boolean): boolean {
  return values.every(
    (value, index) =>
      index === 0 || (descending ? values[index - 1]! >= value : values[index - 1]! <= value),
  );
}

describe('popular and top rated', () => {
  it('lists movies by popularity, 20 a page, with totals', async () => {
    const first = await page<MovieListItem>('/3/movie/popular');
    expect(first.results).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, total_results: 300, total_pages: 15 });
    expect(
      isSorted(
        first.results.map((item) => item.popularity),
        true,
      ),
    ).toBe(true);
    const second = await page<MovieListItem>('/3/movie/popular?page=2');
    expect(second.results[0]!.popularity).toBeLessThanOrEqual(first.results[19]!.popularity);
  });

  it('rates only titles with enough votes', async () => {
    for (const media of ['movie', 'tv']) {
      const top = await page<MovieListItem>(`/3/${media}/top_rated`);
      expect(top.results.every((item) => item.vote_count >= TOP_RATED_MIN_VOTES)).toBe(true);
      expect(
        isSorted(
          top.results.map((item) => item.vote_average),
          true,
        ),
      ).toBe(true);
    }
  });

  it('lists popular people with known_for titles', async () => {
    const people = await page<PersonListItem>('/3/person/popular');
    expect(people.results).toHaveLength(20);
    expect(people.results[0]!.known_for.length).toBeGreaterThan(0);
    expect(people.results[0]!.known_for[0]).toHaveProperty('media_type');
  });
});

describe('discover', () => {
  it('sorts by each supported key in both directions', async () => {
    for (const [key, read] of [
      ['popularity', (item: MovieListItem) => item.popularity],
      ['vote_average', (item: MovieListItem) => item.vote_average],
      ['primary_release_date', (item: MovieListItem) => Date.parse(item.release_date)],
    ] as const) {
      for (const direction of ['asc', 'desc']) {
        const result = await page<MovieListItem>(`/3/discover/movie?sort_by=${key}.${direction}`);
        expect(
          isSorted(result.results.map(read), direction === 'desc'),
          `${key}.${direction}`,
        ).toBe(true);
        if (key === 'vote_average')
          expect(result.results.every((item) => item.vote_count >= DISCOVER_RATING_MIN_VOTES)).toBe(
            true,
          );
      }
    }
    const tv = await page<TvListItem>('/3/discover/tv?sort_by=first_air_date.asc');
    expect(
      isSorted(
        tv.results.map((item) => Date.parse(item.first_air_date)),
        false,
      ),
    ).toBe(true);
  });

  it('reads with_genres commas as AND and pipes as OR', async () => {
    const both = await page<MovieListItem>('/3/discover/movie?with_genres=18,35');
    expect(
      both.results.every((item) => item.genre_ids.includes(18) && item.genre_ids.includes(35)),
    ).toBe(true);
    const either = await page<MovieListItem>('/3/discover/movie?with_genres=18|35');
    expect(
      either.results.every((item) => item.genre_ids.includes(18) || item.genre_ids.includes(35)),
    ).toBe(true);
    expect(either.total_results).toBeGreaterThan(both.total_results);
    const none = await page<MovieListItem>('/3/discover/movie?with_genres=18,99999');
    expect(none).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it('filters by year', async () => {
    const year = (
      test.catalogue.list('movie', { sort: 'popularity', descending: true }, 1, 0)
        .results[0] as MovieListItem
    ).release_date.slice(0, 4);
    const movies = await page<MovieListItem>(`/3/discover/movie?primary_release_year=${year}`);
    expect(movies.results.length).toBeGreaterThan(0);
    expect(movies.results.every((item) => item.release_date.startsWith(year))).toBe(true);
    const tvYear = test.catalogue.list('tv', { sort: 'popularity', descending: true }, 1, 0)
      .results[0] as TvListItem;
    const shows = await page<TvListItem>(
      `/3/discover/tv?first_air_date_year=${tvYear.first_air_date.slice(0, 4)}`,
    );
    expect(
      shows.results.every((item) =>
        item.first_air_date.startsWith(tvYear.first_air_date.slice(0, 4)),
      ),
    ).toBe(true);
  });

  it('falls back to popularity for an unknown sort', async () => {
    const result = await page<MovieListItem>('/3/discover/movie?sort_by=title.sideways');
    expect(
      isSorted(
        result.results.map((item) => item.popularity),
        true,
      ),
    ).toBe(true);
  });
});
