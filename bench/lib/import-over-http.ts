import { performance } from 'node:perf_hooks';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type {
  ImportAnswer,
  ImportBody,
  ImportCounts,
  ImportDiaryEntry,
  ImportMatchAnswer,
  ImportMatchResult,
  ImportMatchRow,
  ImportRating,
  ImportTitle,
} from '@marquee/tmdb-types/library-transfer';
import type { NamedMovie } from './import-catalogue-movies.js';
import type { LetterboxdExport } from './import-letterboxd-export.js';

/** What the server matches at most in one request (docs/library-api.md), as the web app sends. */
export const MATCH_BATCH = 500;

/** The web app asks about a title once however many rows name it: by name and year. */
export function titleKey(movie: NamedMovie): string {
  return `${movie.title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()}|${movie.year ?? ''}`;
}

/** One match row per title the export names, in the order first named. */
export function matchRowsOf(exported: LetterboxdExport): Map<string, ImportMatchRow> {
  const rows = new Map<string, ImportMatchRow>();
  const named = [...exported.diary, ...exported.ratings, ...exported.watchlist];
  for (const { movie } of named) {
    const key = titleKey(movie);
    if (rows.has(key)) continue;
    rows.set(key, {
      media_type: 'movie',
      title: movie.title,
      ...(movie.year === undefined ? {} : { year: movie.year }),
    });
  }
  return rows;
}

/**
 * The import body the web app would send for these answers, nothing picked among ambiguous
 * titles: each matched watchlist title once, each rating (as 1 to 10), every diary row.
 */
export function importBodyOf(
  exported: LetterboxdExport,
  results: ReadonlyMap<string, ImportMatchResult>,
): ImportBody {
  const matched = (movie: NamedMovie): LibraryTitle | undefined => {
    const result = results.get(titleKey(movie));
    return result?.status === 'matched' ? result.title : undefined;
  };
  const watchlist = new Map<number, ImportTitle>();
  for (const row of exported.watchlist) {
    const title = matched(row.movie);
    if (title && !watchlist.has(title.id))
      watchlist.set(title.id, { media_type: 'movie', media_id: title.id, added_at: row.addedOn });
  }
  const ratings = new Map<number, ImportRating>();
  for (const row of exported.ratings) {
    const title = matched(row.movie);
    if (title)
      ratings.set(title.id, {
        media_type: 'movie',
        media_id: title.id,
        rating: row.stars * 2,
        rated_at: row.ratedOn,
      });
  }
  const diary: ImportDiaryEntry[] = [];
  for (const row of exported.diary) {
    const title = matched(row.movie);
    if (title)
      diary.push({
        media_type: 'movie',
        media_id: title.id,
        watched_on: row.watchedOn,
        rating: row.stars === null ? null : row.stars * 2,
        note: null,
        logged_at: row.watchedOn,
      });
  }
  return { watchlist: [...watchlist.values()], ratings: [...ratings.values()], diary };
}

export interface HttpImportTiming {
  /** Every match request, one at a time: the server's share of the preview. */
  previewMs: number;
  /** The one import request. */
  commitMs: number;
  matchRequests: number;
  titles: number;
  matched: number;
  ambiguous: number;
  notFound: number;
  added: ImportCounts;
}

async function postJson<T>(url: string, idToken: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${new URL(url).pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * The server's side of importing the export, as the web app drives it: the titles matched in
 * requests of 500, one in flight, then the import in one request; each part timed whole.
 */
export async function timeImportOverHttp(
  origin: string,
  uid: string,
  idToken: string,
  exported: LetterboxdExport,
): Promise<HttpImportTiming> {
  const account = `${origin}/3/account/${encodeURIComponent(uid)}`;
  const rows = matchRowsOf(exported);
  const keys = [...rows.keys()];
  const results = new Map<string, ImportMatchResult>();
  let matchRequests = 0;
  const previewStarted = performance.now();
  for (let start = 0; start < keys.length; start += MATCH_BATCH) {
    const batch = keys.slice(start, start + MATCH_BATCH);
    const answer = await postJson<ImportMatchAnswer>(`${account}/import/match`, idToken, {
      rows: batch.map((key) => rows.get(key)),
    });
    matchRequests += 1;
    batch.forEach((key, index) => {
      const result = answer.results[index];
      if (!result) throw new Error(`The match answer lacks row ${start + index}`);
      results.set(key, result);
    });
  }
  const previewMs = performance.now() - previewStarted;
  const body = importBodyOf(exported, results);
  const commitStarted = performance.now();
  const answer = await postJson<ImportAnswer>(`${account}/import`, idToken, body);
  const commitMs = performance.now() - commitStarted;
  const statuses = [...results.values()].map((result) => result.status);
  return {
    previewMs,
    commitMs,
    matchRequests,
    titles: keys.length,
    matched: statuses.filter((status) => status === 'matched').length,
    ambiguous: statuses.filter((status) => status === 'ambiguous').length,
    notFound: statuses.filter((status) => status === 'not_found').length,
    added: answer.added,
  };
}
