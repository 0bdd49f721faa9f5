import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { titlesCatalogue } from '../test/titles-catalogue.js';
import { MAX_RECOMMENDATIONS } from './recommendation-queries.js';

const test = buildTestCatalogue();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-recommend-'));
const crafted = titlesCatalogue(dir, 'crafted', {
  movies: [
    { id: 1, title: 'Source', year: 2000, popularity: 10, genres: [28, 12] },
    { id: 2, title: 'Same genres, long ago', year: 1990, popularity: 500, genres: [28, 12] },
    { id: 3, title: 'Same genres, a year on', year: 2001, popularity: 1, genres: [12, 28] },
    { id: 4, title: 'One genre, same year', year: 2000, popularity: 900, genres: [28] },
    { id: 5, title: 'No genre shared', year: 2000, popularity: 1000, genres: [35] },
    { id: 6, title: 'Both and more, same year', year: 2000, popularity: 2, genres: [28, 12, 16] },
    { id: 7, title: 'Same genres, no date', year: null, popularity: 800, genres: [28, 12] },
    { id: 8, title: 'No genres', year: 1998, popularity: 3, genres: [] },
  ],
}).catalogue;
afterAll(() => {
  crafted.close();
  test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const idsOf = (items: Array<MovieListItem | TvListItem>) => items.map((item) => item.id);
const yearOf = (item: MovieListItem | TvListItem): number | null => {
  const date = 'title' in item ? item.release_date : item.first_air_date;
  return date === '' ? null : Number(date.slice(0, 4));
};

describe('recommendations', () => {
  it('ranks by genres shared, then closeness in years, then popularity, and never the title itself', () => {
    const page = crafted.recommendations('movie', 1, 1);
    expect(idsOf(page.results)).toEqual([6, 3, 2, 7, 4]);
    expect(page).toMatchObject({ page: 1, total_results: 5, total_pages: 1 });
  });

  it('recommends a title without genres what is nearest to it in time', () => {
    expect(idsOf(crafted.recommendations('movie', 8, 1).results)).toEqual([5, 4, 1, 6, 3, 2, 7]);
  });

  it('answers an empty page for a title that does not exist', () => {
    expect(crafted.recommendations('movie', 404, 1)).toEqual({
      page: 1,
      results: [],
      total_pages: 0,
      total_results: 0,
    });
    expect(crafted.recommendations('tv', 1, 1).total_results).toBe(0);
  });

  it('keeps to the order on every title of a generated catalogue, tagging each with its kind', () => {
    for (const media of ['movie', 'tv'] as const)
      for (const id of [1, 2, 3, 50, 120]) {
        const source = test.catalogue.listItems([{ media_type: media, id }])[0] as
          MovieListItem | TvListItem;
        const results = [1, 2].flatMap(
          (page) => test.catalogue.recommendations(media, id, page).results,
        );
        expect(results.length, `${media} ${id}`).toBeGreaterThan(0);
        expect(idsOf(results)).not.toContain(id);
        expect(results.every((item) => item.media_type === media)).toBe(true);
        const keys = results.map((item) => {
          const year = yearOf(item);
          const sourceYear = yearOf(source);
          return {
            shared: item.genre_ids.filter((genre) => source.genre_ids.includes(genre)).length,
            distance: year === null || sourceYear === null ? Infinity : Math.abs(year - sourceYear),
            popularity: item.popularity,
          };
        });
        expect(keys.every((key) => key.shared > 0)).toBe(true);
        for (let index = 1; index < keys.length; index += 1) {
          const [a, b] = [keys[index - 1]!, keys[index]!];
          const inOrder =
            a.shared > b.shared ||
            (a.shared === b.shared &&
              (a.distance < b.distance ||
                (a.distance === b.distance && a.popularity >= b.popularity)));
          expect(inOrder, `${media} ${id} at ${index}`).toBe(true);
        }
      }
  });

  it('pages like TMDB: at most two pages of twenty, the same total on each, nothing past them', () => {
    const first = test.catalogue.recommendations('movie', 3, 1);
    const second = test.catalogue.recommendations('movie', 3, 2);
    const third = test.catalogue.recommendations('movie', 3, 3);
    expect(first.total_results).toBe(MAX_RECOMMENDATIONS);
    expect(first.total_pages).toBe(2);
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(20);
    expect(new Set([...idsOf(first.results), ...idsOf(second.results)]).size).toBe(40);
    expect(third).toEqual({ page: 3, results: [], total_pages: 2, total_results: 40 });
  });

  it('is not the same list as similar', () => {
    for (const id of [1, 2, 3])
      expect(idsOf(test.catalogue.recommendations('movie', id, 1).results)).not.toEqual(
        idsOf(test.catalogue.similar('movie', id, 1).results),
      );
  });
});
