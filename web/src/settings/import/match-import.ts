import type {
  ImportMatchAnswer,
  ImportMatchResult,
  ImportMatchRow,
} from '@marquee/tmdb-types/library-transfer';
import type { ImportRecord } from './import-records';

/** The server matches at most this many rows a request. */
export const matchBatchSize = 500;

/**
 * What makes two rows the same title to ask about: the catalogue id, else the IMDb id, else
 * TheTVDB's, else the title (case and Unicode form aside), year and kind. Heat (1995) in watched.csv, ratings.csv
 * and diary.csv is asked once.
 */
export function matchKey(row: ImportMatchRow): string {
  if (row.tmdb_id !== undefined && row.media_type !== undefined)
    return `tmdb:${row.media_type}:${row.tmdb_id}`;
  if (row.imdb_id !== undefined) return `imdb:${row.imdb_id}`;
  if (row.tvdb_id !== undefined) return `tvdb:${row.media_type ?? ''}:${row.tvdb_id}`;
  const title = (row.title ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `title:${row.media_type ?? ''}:${row.year ?? ''}:${title}`;
}

export interface MatchPlan {
  /** One per distinct title, in the order first seen. */
  keys: string[];
  rows: ImportMatchRow[];
}

export function planMatches(records: readonly ImportRecord[]): MatchPlan {
  const seen = new Set<string>();
  const plan: MatchPlan = { keys: [], rows: [] };
  for (const record of records) {
    const key = matchKey(record.title.match);
    if (seen.has(key)) continue;
    seen.add(key);
    plan.keys.push(key);
    plan.rows.push(record.title.match);
  }
  return plan;
}

export interface MatchOptions {
  signal?: AbortSignal;
  /** After each batch: how many titles have been asked about, of how many. */
  onProgress?(done: number, total: number): void;
}

export type AskMatches = (
  rows: readonly ImportMatchRow[],
  signal: AbortSignal | undefined,
) => Promise<ImportMatchAnswer>;

/** Asks about every title, a batch at a time (one request in flight), and answers by key. */
export async function matchTitles(
  plan: MatchPlan,
  ask: AskMatches,
  { signal, onProgress }: MatchOptions = {},
): Promise<Map<string, ImportMatchResult>> {
  const results = new Map<string, ImportMatchResult>();
  const total = plan.rows.length;
  for (let start = 0; start < total; start += matchBatchSize) {
    signal?.throwIfAborted();
    const rows = plan.rows.slice(start, start + matchBatchSize);
    const answer = await ask(rows, signal);
    if (answer.results.length !== rows.length)
      throw new Error(
        `The server matched ${answer.results.length} of ${rows.length} titles; try the preview again.`,
      );
    answer.results.forEach((result, index) => {
      results.set(plan.keys[start + index] as string, result);
    });
    onProgress?.(start + rows.length, total);
  }
  return results;
}
