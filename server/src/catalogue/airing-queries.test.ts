import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { TvDetails } from '@marquee/tmdb-types/details';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { buildTestCatalogue, TEST_SEED, TEST_SIZES } from '../test/test-catalogue.js';
import { PAGE_SIZE, type Catalogue } from './catalogue.js';
import { planOfShow } from './generated-seasons.js';
import { importTmdbFiles } from './import-tmdb.js';
import { openCatalogue } from './open-catalogue.js';
import { episodeDay, episodesOn, listedSeasons } from './show-calendar.js';
import { utcDayOfDate, type UtcDay } from './utc-days.js';

const test = buildTestCatalogue();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-airing-queries-'));
const opened: Catalogue[] = [];
afterAll(() => {
  for (const catalogue of opened) catalogue.close();
  test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

// Days around the one ended shows finish by (2026-06-30), and days years later.
const FIRST_RANGE = utcDayOfDate(2026, 5, 1);
const LATER_RANGE = utcDayOfDate(2029, 1, 1);
const RANGE_DAYS = 100;
const DAYS = Array.from({ length: RANGE_DAYS }, (_, index) => [
  FIRST_RANGE + index,
  LATER_RANGE + index,
]).flat();

const shows = Array.from({ length: TEST_SIZES.tv }, (_, index) => {
  const details = JSON.parse(test.catalogue.detailsJson('tv', index + 1)!) as TvDetails;
  // Every episode dated by the last day tested, found by walking the seasons listed then.
  const plan = planOfShow(TEST_SEED, details)!;
  const listedOn = LATER_RANGE + RANGE_DAYS;
  const days = new Set(
    listedSeasons(plan, listedOn).flatMap((season) =>
      Array.from({ length: episodesOn(plan, season, listedOn) }, (_, episode) =>
        episodeDay(plan, { season, episode: episode + 1 }),
      ),
    ),
  );
  return { id: details.id, popularity: details.popularity, days };
});

/** The ids of shows with an episode on one of the days, most popular first. */
function expectedIds(days: UtcDay[]): number[] {
  return shows
    .filter((show) => days.some((day) => show.days.has(day)))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .map((show) => show.id);
}

function listedIds(catalogue: Catalogue, from: UtcDay, days: number): number[] {
  const first = catalogue.tvAiring(from, days, 1);
  const ids = first.results.map((item) => item.id);
  for (let page = 2; page <= first.total_pages; page += 1)
    ids.push(...catalogue.tvAiring(from, days, page).results.map((item) => item.id));
  expect(ids).toHaveLength(first.total_results);
  expect(first.total_pages).toBe(Math.ceil(first.total_results / PAGE_SIZE));
  return ids;
}

describe('the airing lists of a generated catalogue', () => {
  it('list every show with an episode, a special too, on the day or in the days, most popular first', () => {
    let listed = 0;
    for (const day of DAYS) {
      const today = listedIds(test.catalogue, day, 1);
      expect(today, String(day)).toEqual(expectedIds([day]));
      const week = Array.from({ length: 7 }, (_, index) => day + index);
      expect(listedIds(test.catalogue, day, 7), String(day)).toEqual(expectedIds(week));
      listed += today.length;
    }
    expect(listed).toBeGreaterThan(DAYS.length / 2);
  });

  it('answer the same from a catalogue opened afresh, whatever was asked of it before', () => {
    const again = openCatalogue(test.dbPath);
    opened.push(again);
    const day = DAYS[7]!;
    expect(again.tvAiring(day, 7, 2)).toEqual(test.catalogue.tvAiring(day, 7, 2));
    expect(again.tvAiring(day, 1, 1)).toEqual(test.catalogue.tvAiring(day, 1, 1));
  });
});

describe('a catalogue without plans lists no show airing', () => {
  const none = { page: 1, results: [], total_pages: 0, total_results: 0 };

  it('when anything was imported into it', () => {
    const mixed = path.join(dir, 'mixed.sqlite');
    copyFileSync(test.dbPath, mixed);
    importTmdbFiles(mixed, [sharedTmdbFile('examples', 'movie-details.json')]);
    const catalogue = openCatalogue(mixed);
    opened.push(catalogue);
    expect(catalogue.tvAiring(FIRST_RANGE, 1, 1)).toEqual(none);
    expect(catalogue.tvAiring(FIRST_RANGE, 7, 1)).toEqual(none);
  });

  it('when it was written before the generator kept plans', () => {
    const older = path.join(dir, 'older.sqlite');
    copyFileSync(test.dbPath, older);
    const db = new Database(older);
    db.exec('DROP TABLE tv_plan');
    db.close();
    const catalogue = openCatalogue(older);
    opened.push(catalogue);
    expect(catalogue.tvAiring(FIRST_RANGE, 7, 1)).toEqual(none);
  });
});
