import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ImportMatchResult, ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { TmdbHttpError } from '../../http/tmdb-errors.js';
import type { TitleRef } from '../store/library-limits.js';
import type { NamedTitles, TitleCatalogue } from '../../title-catalogue/title-catalogue.js';
import { mapConcurrently } from '../../map-concurrently.js';
import { fromSearch, matchByName } from './title-match-rule.js';

/**
 * Rows matched at once. The embedded catalogue answers at once anyway; TMDB is asked by at most
 * this many requests at a time (and fewer through its cache), well under its rate limit.
 */
export const MATCH_CONCURRENCY = 8;

/** Finds the catalogue's titles for the rows of a file being imported. */
export interface TitleMatcher {
  /** One result per row, in the rows' order (docs/library-api.md, "Import and export"). */
  match(rows: readonly ImportMatchRow[]): Promise<ImportMatchResult[]>;
}

/** The title of this id, or undefined when the catalogue has none (a row's id may be stale). */
export async function titleOrUndefined(
  catalogue: TitleCatalogue,
  title: TitleRef,
): Promise<LibraryTitle | undefined> {
  try {
    return await catalogue.find(title);
  } catch (error) {
    if (error instanceof TmdbHttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

async function matchRow(source: TitleCatalogue, row: ImportMatchRow): Promise<ImportMatchResult> {
  if (row.tmdb_id !== undefined && row.media_type !== undefined) {
    const title = await titleOrUndefined(source, {
      mediaType: row.media_type,
      mediaId: row.tmdb_id,
    });
    if (title !== undefined) return { status: 'matched', title };
  }
  if (row.imdb_id !== undefined) {
    const title = await source.byImdbId(row.imdb_id, row.media_type);
    if (title !== undefined) return { status: 'matched', title };
  }
  // TheTVDB numbers shows (and episodes), never movies: a movie's row ignores it.
  if (row.tvdb_id !== undefined && row.media_type !== 'movie') {
    const title = await source.byTvdbId(row.tvdb_id);
    if (title !== undefined) return { status: 'matched', title };
  }
  const name = row.title?.trim() ?? '';
  if (name === '') return { status: 'not_found' };
  // Without a kind, movies come first, then shows: one rule over both.
  const kinds: TitleMediaType[] = row.media_type === undefined ? ['movie', 'tv'] : [row.media_type];
  const found: NamedTitles[] = [];
  for (const kind of kinds) found.push(await source.named(kind, name, row.year));
  const byName = matchByName(
    found.flatMap(({ named }) => named),
    row.year,
  );
  if (byName !== undefined) return byName;
  const searched: LibraryTitle[] = [];
  for (const { searched: search } of found) searched.push(...(await search()));
  return fromSearch(searched);
}

export function createTitleMatcher(source: TitleCatalogue): TitleMatcher {
  return {
    async match(rows) {
      // A file names a title many times (a diary's rewatches): each different row is matched once.
      const distinct = new Map<string, Promise<ImportMatchResult>>();
      return mapConcurrently(rows, MATCH_CONCURRENCY, (row) => {
        const key = JSON.stringify([
          row.tmdb_id,
          row.imdb_id,
          row.tvdb_id,
          row.media_type,
          row.title,
          row.year,
        ]);
        let result = distinct.get(key);
        if (result === undefined) {
          result = matchRow(source, row);
          distinct.set(key, result);
        }
        return result;
      });
    },
  };
}

/** Every title a match answered with, each once: the ones to remember. */
export function titlesOfResults(results: readonly ImportMatchResult[]): LibraryTitle[] {
  const titles = new Map<string, LibraryTitle>();
  for (const result of results) {
    const found =
      result.status === 'matched'
        ? [result.title]
        : result.status === 'ambiguous'
          ? result.candidates
          : [];
    for (const title of found) titles.set(`${title.media_type}:${title.id}`, title);
  }
  return [...titles.values()];
}
