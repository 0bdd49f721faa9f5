import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { ParsedImport, RowSource } from './import-records';
import { traktId } from './trakt-titles';

/*
 * The shows the export's episodes name (plays and ratings): one `show` record each, whose match
 * row every episode of the show shares, so each show is matched once.
 */

/** The show's match row: the one first given for its Trakt id (or for the same row). */
export type TraktShowOf = (
  value: unknown,
  match: ImportMatchRow,
  source: RowSource,
) => ImportMatchRow;

export function traktShows(parsed: ParsedImport): TraktShowOf {
  const shows = new Map<string, ImportMatchRow>();
  return (value, match, source) => {
    const id = traktId(value);
    const key = id === undefined ? JSON.stringify(match) : `trakt:${id}`;
    const known = shows.get(key);
    if (known) return known;
    shows.set(key, match);
    parsed.records.push({ kind: 'show', title: { match, source } });
    return match;
  };
}
