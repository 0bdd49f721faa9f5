import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { titlesCatalogue, type TestTitle } from '../test/titles-catalogue.js';
import type { Catalogue } from './catalogue.js';
import { DEFAULT_SIZES, generateCatalogue } from './generate-catalogue.js';
import { openCatalogue } from './open-catalogue.js';
import { titlesNamedSql } from './title-match-queries.js';
import { utcDayOf } from './utc-days.js';

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-match-'));
const opened: Catalogue[] = [];
afterAll(() => {
  for (const catalogue of opened) catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

function catalogueOf(name: string, movies: TestTitle[], tv: TestTitle[]): Catalogue {
  const { catalogue } = titlesCatalogue(dir, name, {
    movies: movies.map((movie) => ({ ...movie, imdbId: `tt${String(movie.id).padStart(7, '0')}` })),
    tv,
  });
  opened.push(catalogue);
  return catalogue;
}

const named = catalogueOf(
  'named',
  [
    { id: 1, title: 'The Matrix', year: 1999, popularity: 50 },
    { id: 2, title: 'The Matrix', year: 2003, popularity: 80 },
    { id: 3, title: 'The Matrix', year: 2000, popularity: 90 },
    { id: 4, title: 'Matrix', year: 1999, popularity: 99 },
    {
      id: 5,
      title: 'Amélie',
      original: "Le Fabuleux Destin d'Amélie Poulain",
      year: 2001,
      popularity: 40,
    },
    { id: 6, title: 'Léon: The Professional', original: 'Léon', year: 1994, popularity: 30 },
    { id: 7, title: 'Léon', year: 1994, popularity: 10 },
    { id: 8, title: 'Untitled', year: null, popularity: 5 },
  ],
  [
    { id: 1, title: 'The Office', year: 2005, popularity: 70 },
    { id: 2, title: 'The Office', year: 2001, popularity: 60 },
    { id: 3, title: 'The Matrix', year: 1999, popularity: 1 },
  ],
);
const ids = (media: TitleMediaType, title: string, year?: number, limit = 10): number[] =>
  named.titlesNamed(media, title, year, limit).map((item) => item.id);

describe('titlesNamed', () => {
  it('matches the whole folded title, ignoring case, accents and punctuation, most popular first', () => {
    expect(ids('movie', 'the matrix')).toEqual([3, 2, 1]);
    expect(ids('movie', '  THE   MATRIX!! ')).toEqual([3, 2, 1]);
    expect(ids('movie', 'Leon - the professional')).toEqual([6]);
    expect(ids('movie', 'AMELIE')).toEqual([5]);
  });

  it('matches the original title too, listing a title once', () => {
    expect(ids('movie', 'le fabuleux destin d’amélie poulain')).toEqual([5]);
    // Léon: The Professional is "Léon" in the original; Léon is "Léon" both ways.
    expect(ids('movie', 'léon')).toEqual([6, 7]);
  });

  it('never matches part of a title, nor another kind', () => {
    expect(ids('movie', 'matrix')).toEqual([4]);
    expect(ids('movie', 'the matri')).toEqual([]);
    expect(ids('tv', 'the matrix')).toEqual([3]);
    expect(ids('movie', 'the office')).toEqual([]);
  });

  it('with a year keeps a year either side, that year first, then the most popular', () => {
    expect(ids('movie', 'The Matrix', 1999)).toEqual([1, 3]);
    expect(ids('movie', 'The Matrix', 2000)).toEqual([3, 1]);
    expect(ids('movie', 'The Matrix', 2002)).toEqual([2]);
    expect(ids('movie', 'The Matrix', 2010)).toEqual([]);
    expect(ids('tv', 'the office', 2002)).toEqual([2]);
    expect(ids('movie', 'untitled', 2000)).toEqual([]);
    expect(ids('movie', 'untitled')).toEqual([8]);
  });

  it('answers at most `limit`, and nothing for text that folds to nothing', () => {
    expect(ids('movie', 'the matrix', undefined, 2)).toEqual([3, 2]);
    expect(ids('movie', '?!', undefined)).toEqual([]);
    expect(ids('movie', '', 1999)).toEqual([]);
    expect(ids('movie', 'the matrix', undefined, 0)).toEqual([]);
  });

  it('answers list items, as search lists titles', () => {
    expect(named.titlesNamed('movie', 'amelie', 2001, 1)).toEqual([
      expect.objectContaining({ id: 5, title: 'Amélie', release_date: '2001-06-01' }),
    ]);
    expect(named.titlesNamed('tv', 'the office', 2005, 1)[0]).toMatchObject({
      id: 1,
      name: 'The Office',
      first_air_date: '2005-06-01',
    });
  });

  it('looks names up through indexes, never by scanning a table', () => {
    const db = new Database(path.join(dir, 'named.sqlite'), { readonly: true });
    for (const media of ['movie', 'tv'] as const)
      for (const withYear of [false, true]) {
        const plan = db
          .prepare<unknown[], { detail: string }>(
            `EXPLAIN QUERY PLAN ${titlesNamedSql(media, withYear)}`,
          )
          .all({ key: 'x', year: 2000, limit: 5 })
          .map((row) => row.detail);
        expect(
          plan.filter((step) => step.startsWith('SCAN')),
          `${media} ${withYear}`,
        ).toEqual([]);
        expect(plan.join(' ')).toContain(`INDEX ${media}_search_key`);
        expect(plan.join(' ')).toContain(`INDEX ${media}_original_key`);
      }
    db.close();
  });
});

describe('IMDb ids', () => {
  it('finds a title by its IMDb id and gives its external ids; unknown ones find nothing', () => {
    expect(named.findByImdbId('tt0000005')).toEqual({
      media_type: 'movie',
      item: expect.objectContaining({ id: 5, title: 'Amélie' }),
    });
    expect(named.externalIds('movie', 5)).toEqual({ imdb_id: 'tt0000005', tvdb_id: null });
    expect(named.externalIds('tv', 1)).toEqual({ imdb_id: null, tvdb_id: null });
    expect(named.externalIds('movie', 404)).toBeUndefined();
    expect(named.findByImdbId('tt0000404')).toBeUndefined();
    expect(named.findByImdbId('')).toBeUndefined();
  });

  it('gives a catalogue without generated plans no TheTVDB ids, and finds nothing by one', () => {
    const day = utcDayOf(new Date('2026-06-15T12:00:00Z'));
    expect(named.episodeTvdbId(1, 1, 1)).toBeNull();
    expect(named.findByTvdbId(90_000_001, day)).toBeUndefined();
    expect(named.findByTvdbId(1_000_010_101, day)).toBeUndefined();
  });

  describe('of the default generated catalogue', () => {
    const file = path.join(dir, 'default.sqlite');
    generateCatalogue({ outPath: file, seed: 'marquee', ...DEFAULT_SIZES });
    const catalogue = openCatalogue(file);
    opened.push(catalogue);
    const db = new Database(file, { readonly: true });
    const rows = db
      .prepare<[], { media: TitleMediaType; id: number; imdb_id: string; json: string }>(
        `SELECT 'movie' AS media, id, imdb_id, json FROM movie
         UNION ALL SELECT 'tv', id, imdb_id, json FROM tv`,
      )
      .all();
    db.close();

    it('gives every movie and show its own `tt` id, unique across both', () => {
      expect(rows).toHaveLength(DEFAULT_SIZES.movies + DEFAULT_SIZES.tv);
      expect(rows.filter((row) => !/^tt\d{7,}$/.test(row.imdb_id ?? ''))).toEqual([]);
      expect(new Set(rows.map((row) => row.imdb_id)).size).toBe(rows.length);
    });

    it('finds every title by its id, and movie details carry the same id', () => {
      const lost = rows.filter((row) => {
        const found = catalogue.findByImdbId(row.imdb_id);
        return found?.media_type !== row.media || found.item.id !== row.id;
      });
      expect(lost).toEqual([]);
      for (const row of rows.filter((entry) => entry.media === 'movie').slice(0, 500))
        expect((JSON.parse(row.json) as { imdb_id: string }).imdb_id).toBe(row.imdb_id);
    });

    it('finds every show by its TheTVDB id, and an episode its first season lists', () => {
      const day = utcDayOf(new Date('2026-06-15T12:00:00Z'));
      const shows = rows.filter((row) => row.media === 'tv');
      const lost = shows.filter((row) => {
        const tvdbId = catalogue.externalIds('tv', row.id)?.tvdb_id;
        const found = tvdbId == null ? undefined : catalogue.findByTvdbId(tvdbId, day);
        return found?.media_type !== 'tv' || found.item.id !== row.id;
      });
      expect(lost).toEqual([]);
      expect(catalogue.externalIds('movie', 1)?.tvdb_id).toBeNull();
      const withSeason = shows.find(
        (row) => catalogue.tvSeasonEpisodes(row.id, 1, day) !== undefined,
      );
      const tvdbId = catalogue.episodeTvdbId(withSeason!.id, 1, 1)!;
      expect(catalogue.findByTvdbId(tvdbId, day)).toEqual({
        media_type: 'tv_episode',
        item: expect.objectContaining({
          show_id: withSeason!.id,
          season_number: 1,
          episode_number: 1,
        }),
      });
    });
  });
});
