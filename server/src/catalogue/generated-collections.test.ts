import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { generateCatalogue } from './generate-catalogue.js';
import { createFranchiseMovieMaker } from './generated-collections.js';
import { LATEST_YEAR } from './generator-context.js';
import { FILM_CYCLE_DAYS, isCurrentFilm } from './movie-calendar.js';
import { openCatalogue } from './open-catalogue.js';
import { dayOfIsoDate, utcDayOfDate } from './utc-days.js';

const SEED = 'franchise-seed';
const MOVIES = 600;
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-collections-'));
const dbPath = path.join(dir, 'catalogue.sqlite');
generateCatalogue({ outPath: dbPath, seed: SEED, movies: MOVIES, tv: 20, people: 400 });
const catalogue = openCatalogue(dbPath);
const db = new Database(dbPath, { readonly: true });
afterAll(() => {
  db.close();
  catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

const storedMovie = (id: number): MovieDetails =>
  JSON.parse(
    db.prepare<[number], string>('SELECT json FROM movie WHERE id = ?').pluck().get(id)!,
  ) as MovieDetails;
const collectionIds = db.prepare<[], number>('SELECT id FROM collection ORDER BY id').pluck().all();
const TODAY = utcDayOfDate(2026, 6, 15);

/** A collection's parts as the generator wrote them, in release order. */
function storedParts(collectionId: number): MovieDetails[] {
  return db
    .prepare<[number], number>('SELECT movie_id FROM collection_part WHERE collection_id = ?')
    .pluck()
    .all(collectionId)
    .map(storedMovie)
    .sort((a, b) => a.release_date.localeCompare(b.release_date));
}

const leads = (movieId: number) =>
  db
    .prepare<[number], { person_id: number; character: string }>(
      `SELECT person_id, character FROM credit WHERE media_type = 'movie' AND media_id = ?
       AND kind = 'cast' ORDER BY ord LIMIT 3`,
    )
    .all(movieId);

describe('generated franchises', () => {
  it('puts about one movie in ten into a collection of 2 to 8 parts', () => {
    const parts = collectionIds.map((id) => storedParts(id).length);
    const total = parts.reduce((sum, count) => sum + count, 0);
    expect(total / MOVIES).toBeGreaterThan(0.06);
    expect(total / MOVIES).toBeLessThan(0.15);
    for (const count of parts) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(8);
    }
  });

  it('names the parts after the first, each in a later year, with at most one current film, last', () => {
    let withCurrentFilm = 0;
    for (const id of collectionIds) {
      const parts = storedParts(id);
      const [first, ...sequels] = parts;
      const collection = catalogue.collection(id, TODAY)!;
      expect(collection.name).toBe(`${first!.title} Collection`);
      for (const part of parts) expect(part.belongs_to_collection?.id).toBe(id);
      for (const sequel of sequels) {
        expect(sequel.title.startsWith(first!.title)).toBe(true);
        expect(sequel.title).not.toBe(first!.title);
        expect(sequel.original_title).toBe(sequel.title);
      }
      const years = parts.map((part) => Number(part.release_date.slice(0, 4)));
      for (let index = 1; index < years.length; index += 1)
        expect(years[index]).toBeGreaterThan(years[index - 1]!);
      const current = parts.filter((part) => isCurrentFilm(dayOfIsoDate(part.release_date)!));
      expect(current.length).toBeLessThanOrEqual(1);
      if (current.length === 1) expect(current[0]).toBe(parts.at(-1));
      withCurrentFilm += current.length;
    }
    expect(withCurrentFilm).toBeGreaterThan(0);
  });

  it('lists the parts in the same order on every day, as the current films move', () => {
    const from = utcDayOfDate(LATEST_YEAR, 1, 1);
    for (let day = from; day < from + 3 * FILM_CYCLE_DAYS; day += 45) {
      for (const id of collectionIds) {
        const listed = catalogue.collection(id, day)!.parts;
        expect(listed.map((part) => part.id)).toEqual(storedParts(id).map((part) => part.id));
        const dates = listed.map((part) => part.release_date);
        expect([...dates].sort()).toEqual(dates);
      }
    }
  });

  it('casts the first part’s leads again, in the same roles, in every later part', () => {
    for (const id of collectionIds) {
      const [first, ...sequels] = storedParts(id);
      for (const sequel of sequels) expect(leads(sequel.id)).toEqual(leads(first!.id));
    }
  });

  it('includes some of the most popular films', () => {
    const popular = db
      .prepare<[], string>('SELECT json FROM movie ORDER BY popularity DESC LIMIT 40')
      .pluck()
      .all()
      .map((json) => JSON.parse(json) as MovieDetails);
    expect(popular.some((movie) => movie.belongs_to_collection !== null)).toBe(true);
  });

  it('knows a movie’s franchise from its id and the seed alone, in any order', () => {
    const inOrder = createFranchiseMovieMaker(SEED, MOVIES);
    const expected = Array.from({ length: MOVIES }, (_, index) => inOrder.movie(index + 1).details);
    const backwards = createFranchiseMovieMaker(SEED, MOVIES);
    for (let id = MOVIES; id >= 1; id -= 1) {
      expect(backwards.movie(id).details).toEqual(expected[id - 1]);
      expect(backwards.movie(id).details).toEqual(storedMovie(id));
    }
  });
});
