import Papa from 'papaparse';
import type { LibraryContents } from '../store/library-store.js';
import { exportTitle } from './export-document.js';

/** The columns of Letterboxd's import format that a Marquee library can fill. */
export const LETTERBOXD_COLUMNS = [
  'tmdbID',
  'Title',
  'Year',
  'Rating10',
  'WatchedDate',
  'Rewatch',
  'Review',
] as const;

/**
 * OWASP's advice on CSV injection: a text cell a spreadsheet would run as a formula is quoted behind
 * a '. Papa Parse's own `escapeFormulae: true` pattern ends in `.*$`, so it misses a review of
 * several lines; only the first character matters. Numbers (ratings, years) are not text and stay.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

type LetterboxdRow = Record<(typeof LETTERBOXD_COLUMNS)[number], string | number>;

/**
 * Letterboxd's Rating10 is a whole number from 1 to 10 (half stars); a rating of Marquee's halves
 * (7.5) goes to the nearer one above.
 */
function rating10(rating: number | null): string | number {
  return rating === null ? '' : Math.max(1, Math.round(rating));
}

/**
 * The member's films as Letterboxd imports them: one row per watch (its own rating, else the
 * film's), oldest first, each after the first of a film a rewatch; then one per rated film never
 * watched. Letterboxd keeps films only, so shows are left out.
 */
export function letterboxdCsv(contents: LibraryContents): string {
  const ratingOf = new Map(
    contents.ratings
      .filter((rated) => rated.mediaType === 'movie')
      .map((rated) => [rated.mediaId, rated.rating]),
  );
  const watched = new Set<number>();
  const rows: LetterboxdRow[] = [];
  for (const entry of contents.diary) {
    if (entry.mediaType !== 'movie') continue;
    const { media_id, title, year } = exportTitle(entry);
    rows.push({
      tmdbID: media_id,
      Title: title,
      Year: year ?? '',
      Rating10: rating10(entry.rating ?? ratingOf.get(entry.mediaId) ?? null),
      WatchedDate: entry.watchedOn,
      Rewatch: watched.has(entry.mediaId) ? 'true' : 'false',
      Review: entry.note ?? '',
    });
    watched.add(entry.mediaId);
  }
  for (const rated of contents.ratings) {
    if (rated.mediaType !== 'movie' || watched.has(rated.mediaId)) continue;
    const { media_id, title, year } = exportTitle(rated);
    rows.push({
      tmdbID: media_id,
      Title: title,
      Year: year ?? '',
      Rating10: rating10(rated.rating),
      WatchedDate: '',
      Rewatch: 'false',
      Review: '',
    });
  }
  return Papa.unparse(
    { fields: [...LETTERBOXD_COLUMNS], data: rows },
    { escapeFormulae: FORMULA_START },
  );
}
