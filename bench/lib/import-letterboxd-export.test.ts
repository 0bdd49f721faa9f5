import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { NamedMovie } from './import-catalogue-movies.js';
import { namedMovie } from './import-catalogue-movies.js';
import { rowsIn, TEN_THOUSAND_ROWS, writeLetterboxdExport } from './import-letterboxd-export.js';
import type { ExportFile } from './import-letterboxd-export.js';

const catalogue: NamedMovie[] = Array.from({ length: 5_000 }, (_, index) => ({
  id: index + 1,
  // Some names need quoting, as real ones do.
  title: index % 97 === 0 ? `Heat, "Part ${index}"` : `Movie ${index}`,
  year: index % 50 === 0 ? undefined : 1950 + (index % 70),
}));

function parsed(file: ExportFile): string[][] {
  const result = Papa.parse<string[]>(file.buffer.toString('utf8'), { skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe('the bench’s Letterboxd export', () => {
  it('holds 10,000 rows in diary.csv, ratings.csv and watchlist.csv, with Letterboxd’s headers', () => {
    const exported = writeLetterboxdExport(catalogue);
    expect(rowsIn(exported)).toBe(10_000);
    const [diary, ratings, watchlist] = exported.files.map(parsed);
    expect(exported.files.map((file) => file.name)).toEqual([
      'diary.csv',
      'ratings.csv',
      'watchlist.csv',
    ]);
    expect(diary?.[0]).toEqual([
      'Date',
      'Name',
      'Year',
      'Letterboxd URI',
      'Rating',
      'Rewatch',
      'Tags',
      'Watched Date',
    ]);
    expect(ratings?.[0]).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']);
    expect(watchlist?.[0]).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI']);
    expect([diary, ratings, watchlist].map((rows) => (rows?.length ?? 0) - 1)).toEqual([
      TEN_THOUSAND_ROWS.diary,
      TEN_THOUSAND_ROWS.ratings,
      TEN_THOUSAND_ROWS.watchlist,
    ]);
  });

  it('names each movie by its title and year as the catalogue gives them, quotes and all', () => {
    const exported = writeLetterboxdExport(catalogue);
    const [diary, ratings, watchlist] = exported.files.map(parsed);
    const named = (rows: string[][] | undefined) =>
      (rows ?? []).slice(1).map(([, name, year]) => `${name} (${year})`);
    const expected = (rows: ReadonlyArray<{ movie: NamedMovie }>) =>
      rows.map(({ movie }) => `${movie.title} (${movie.year ?? ''})`);
    expect(named(diary)).toEqual(expected(exported.diary));
    expect(named(ratings)).toEqual(expected(exported.ratings));
    expect(named(watchlist)).toEqual(expected(exported.watchlist));
    expect(named(ratings)).toContain('Heat, "Part 97" (1977)');
  });

  it('names every movie of a 5,000-movie catalogue, and rewatches an eighth of the diary', () => {
    const exported = writeLetterboxdExport(catalogue);
    const all = [...exported.diary, ...exported.ratings, ...exported.watchlist];
    expect(new Set(all.map(({ movie }) => movie.id)).size).toBe(5_000);
    expect(exported.diary.filter((row) => row.rewatch)).toHaveLength(500);
    expect(new Set(exported.watchlist.map(({ movie }) => movie.id)).size).toBe(3_000);
    expect(new Set(exported.ratings.map(({ movie }) => movie.id)).size).toBe(3_000);
  });

  it('gives stars from 0.5 to 5 and past days, the diary’s rating the film’s own', () => {
    const exported = writeLetterboxdExport(catalogue);
    const stars = new Set(exported.ratings.map((row) => row.stars));
    expect([...stars].sort((a, b) => a - b)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    const rated = new Map(exported.ratings.map((row) => [row.movie.id, row.stars]));
    expect(exported.diary.map((row) => row.stars)).toEqual(
      exported.diary.map((row) => rated.get(row.movie.id) ?? null),
    );
    const days = [
      ...exported.diary.map((row) => row.watchedOn),
      ...exported.watchlist.map((row) => row.addedOn),
    ];
    expect(days.filter((day) => !/^20(1\d|2[0-4])-\d\d-\d\d$/.test(day))).toEqual([]);
  });

  it('is the same bytes for the same movies', () => {
    const first = writeLetterboxdExport(catalogue).files.map((file) => file.buffer.toString('hex'));
    const again = writeLetterboxdExport([...catalogue]).files.map((file) =>
      file.buffer.toString('hex'),
    );
    expect(again).toEqual(first);
  });

  it('refuses a catalogue too small for a watchlist of distinct films', () => {
    expect(() => writeLetterboxdExport(catalogue.slice(0, 2_999))).toThrow(/needs 3000 movies/);
  });

  it('reads a movie’s year from its release date, none when there is no date', () => {
    expect(namedMovie({ id: 1, title: 'A', release_date: '1995-12-15' }).year).toBe(1995);
    expect(namedMovie({ id: 2, title: 'B', release_date: '' }).year).toBeUndefined();
  });
});
