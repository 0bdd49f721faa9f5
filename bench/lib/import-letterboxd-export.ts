import type { NamedMovie } from './import-catalogue-movies.js';

/** A file as Playwright's setInputFiles takes it: written by the bench, never read from disk. */
export interface ExportFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Rows of each file (headers not counted). */
export interface ExportMix {
  diary: number;
  ratings: number;
  watchlist: number;
}

/** 10,000 rows in all: a heavy Letterboxd member's diary, ratings and watchlist. */
export const TEN_THOUSAND_ROWS: ExportMix = { diary: 4_000, ratings: 3_000, watchlist: 3_000 };

export interface DiaryRow {
  movie: NamedMovie;
  /** YYYY-MM-DD, also the day it was logged. */
  watchedOn: string;
  stars: number | null;
  rewatch: boolean;
}

export interface RatingRow {
  movie: NamedMovie;
  stars: number;
  ratedOn: string;
}

export interface WatchlistRow {
  movie: NamedMovie;
  addedOn: string;
}

/** Letterboxd's data export as the bench writes it, and the rows it holds. */
export interface LetterboxdExport {
  files: ExportFile[];
  diary: DiaryRow[];
  ratings: RatingRow[];
  watchlist: WatchlistRow[];
}

const DIARY_START = Date.UTC(2010, 0, 1);
const WATCHLIST_START = Date.UTC(2021, 0, 1);
const DAY_MS = 86_400_000;
// One diary row in eight is a rewatch of a film logged before.
const REWATCH_SHARE = 1 / 8;

function day(start: number, offset: number): string {
  return new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
}

/** 0.5 to 5 stars, spread over the ten steps. */
export function starsOf(index: number): number {
  return (((index * 7) % 10) + 1) / 2;
}

function cell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvFile(
  name: string,
  header: readonly string[],
  lines: ReadonlyArray<unknown[]>,
): ExportFile {
  const text = [header, ...lines]
    .map((cells) => cells.map((value) => cell(value as string | number | undefined)).join(','))
    .join('\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${text}\n`) };
}

function uri(movie: NamedMovie): string {
  return `https://boxd.it/b${movie.id.toString(36)}`;
}

/**
 * diary.csv, ratings.csv and watchlist.csv of `mix` rows, from `movies` by title and year: the
 * same movies give the same bytes. Ratings are of the first movies, the diary logs the first
 * ones too (an eighth of its rows rewatches, with the film's rating where it has one), and the
 * watchlist holds the last ones, so the files name every movie once the mix is as large as the
 * catalogue's movies.
 */
export function writeLetterboxdExport(
  movies: readonly NamedMovie[],
  mix: ExportMix = TEN_THOUSAND_ROWS,
): LetterboxdExport {
  const count = movies.length;
  if (count < Math.max(mix.ratings, mix.watchlist, 1))
    throw new Error(
      `The export needs ${Math.max(mix.ratings, mix.watchlist, 1)} movies, the catalogue gave ${count}`,
    );
  const movie = (index: number) => movies[index % count] as NamedMovie;
  const diaryFilms = Math.min(count, Math.max(1, Math.ceil(mix.diary * (1 - REWATCH_SHARE))));

  const ratings: RatingRow[] = Array.from({ length: mix.ratings }, (_, index) => ({
    movie: movie(index),
    stars: starsOf(index),
    ratedOn: day(DIARY_START, index),
  }));
  const diary: DiaryRow[] = Array.from({ length: mix.diary }, (_, index) => {
    const film = index % diaryFilms;
    return {
      movie: movie(film),
      watchedOn: day(DIARY_START, index),
      stars: film < mix.ratings ? starsOf(film) : null,
      rewatch: index >= diaryFilms,
    };
  });
  const watchlist: WatchlistRow[] = Array.from({ length: mix.watchlist }, (_, index) => ({
    movie: movie(count - 1 - index),
    addedOn: day(WATCHLIST_START, Math.floor(index / 3)),
  }));

  const film = ({ title, year }: NamedMovie) => [title, year];
  const files = [
    csvFile(
      'diary.csv',
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
      diary.map((row) => [
        row.watchedOn,
        ...film(row.movie),
        uri(row.movie),
        row.stars ?? undefined,
        row.rewatch ? 'Yes' : undefined,
        undefined,
        row.watchedOn,
      ]),
    ),
    csvFile(
      'ratings.csv',
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
      ratings.map((row) => [row.ratedOn, ...film(row.movie), uri(row.movie), row.stars]),
    ),
    csvFile(
      'watchlist.csv',
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      watchlist.map((row) => [row.addedOn, ...film(row.movie), uri(row.movie)]),
    ),
  ];
  return { files, diary, ratings, watchlist };
}

export function rowsIn(exported: LetterboxdExport): number {
  return exported.diary.length + exported.ratings.length + exported.watchlist.length;
}
