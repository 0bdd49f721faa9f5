import type Database from 'better-sqlite3';
import type { MediaType } from '@marquee/tmdb-types/media';
import type { MediaRef } from './catalogue.js';
import { createStatementCache } from './statement-cache.js';

/**
 * Up to this many matches, results are ranked by relevance (exact title, then FTS5's bm25, then
 * popularity). Ranking means scoring every match, which for a one- or two-letter prefix of a
 * million titles is hundreds of thousands of rows (seconds); beyond it, a query is "broad" and
 * answers with its most popular matches, which an index finds without looking at the rest.
 */
export const RELEVANCE_LIMIT = 5000;

// Measured at 1,000,000 titles: checking one row against the FTS index costs about ten times as
// much as collecting one match into a set, which decides between the two ways of finding the
// most popular matches.
const SCAN_COST_FACTOR = 10;

export interface SearchRanking {
  /** The refs of one page, in order, and how many matches there are in all. */
  page(
    kinds: readonly MediaType[],
    match: string,
    exactKey: string,
    offset: number,
    limit: number,
  ): { refs: MediaRef[]; total: number };
}

interface Ranked extends MediaRef {
  popularity: number;
}

/** `match` quotes every term and makes it a prefix ("star"* "wa"*); the same terms as whole words. */
export function wholeWordMatch(match: string): string {
  return match.replace(/"\*/g, '"');
}

// The FTS tables index prefixes of 1 to 3 characters (prefix='1 2 3'); a longer prefix is expanded
// into every word it starts, on each check — far too slow to repeat for thousands of rows.
const INDEXED_PREFIX_LENGTHS = new Set([1, 2, 3]);

/** Whether checking one row against `match` is a lookup, not an expansion of a long prefix. */
function checksCheaply(match: string): boolean {
  return [...match.matchAll(/"((?:[^"]|"")*)"(\*?)/g)].every(
    ([, term = '', star]) => star === '' || INDEXED_PREFIX_LENGTHS.has([...term].length),
  );
}

export function createSearchRanking(
  db: Database.Database,
  relevanceLimit = RELEVANCE_LIMIT,
): SearchRanking {
  const { statement } = createStatementCache(db);
  const rowCounts = new Map<MediaType, number>();
  function rowCount(media: MediaType): number {
    let count = rowCounts.get(media);
    if (count === undefined) {
      count = statement(`SELECT count(*) FROM ${media}`).pluck().get() as number;
      rowCounts.set(media, count);
    }
    return count;
  }
  const matchCount = (media: MediaType, match: string) =>
    statement(`SELECT count(*) FROM ${media}_fts WHERE ${media}_fts MATCH ?`)
      .pluck()
      .get(match) as number;

  function relevancePage(
    kinds: readonly MediaType[],
    match: string,
    exactKey: string,
    offset: number,
    limit: number,
  ): MediaRef[] {
    const union = kinds
      .map(
        (media) =>
          `SELECT '${media}' AS media_type, t.id, (t.search_key = @exact) AS exact, f.rank AS score, t.popularity
           FROM ${media}_fts f JOIN ${media} t ON t.id = f.rowid WHERE ${media}_fts MATCH @match`,
      )
      .join(' UNION ALL ');
    return statement(
      `SELECT media_type, id FROM (${union}) ORDER BY exact DESC, score, popularity DESC, media_type, id LIMIT @limit OFFSET @offset`,
    ).all({
      exact: exactKey,
      match,
      limit,
      offset,
    }) as MediaRef[];
  }

  /** The `want` most popular matches of a kind, by whichever way reads fewer rows. */
  function mostPopular(media: MediaType, match: string, matches: number, want: number): Ranked[] {
    // Walking the popularity index stops after about rows × want / matches rows, each checked against the index;
    // the other way collects every match first. A dense match is found at once by the walk, a sparse one is not.
    const walk = (rowCount(media) * want) / matches;
    const sql =
      walk * SCAN_COST_FACTOR < matches && checksCheaply(match)
        ? `SELECT '${media}' AS media_type, id, popularity FROM ${media}
           WHERE EXISTS (SELECT 1 FROM ${media}_fts WHERE ${media}_fts MATCH @match AND rowid = ${media}.id)
           ORDER BY popularity DESC LIMIT @want`
        : // The unary + keeps SQLite from looking every match up by id; it walks the popularity index against the set instead.
          `SELECT '${media}' AS media_type, id, popularity FROM ${media}
           WHERE +id IN (SELECT rowid FROM ${media}_fts WHERE ${media}_fts MATCH @match)
           ORDER BY popularity DESC LIMIT @want`;
    return statement(sql).all({ match, want }) as Ranked[];
  }

  /** Titles spelled exactly as the query, found among the whole-word matches when there are few enough to check. */
  function exactTitles(media: MediaType, match: string, exactKey: string): Ranked[] {
    const words = wholeWordMatch(match);
    if (matchCount(media, words) > relevanceLimit) return [];
    return statement(
      `SELECT '${media}' AS media_type, t.id, t.popularity FROM ${media}_fts f JOIN ${media} t ON t.id = f.rowid
       WHERE ${media}_fts MATCH @words AND t.search_key = @exact`,
    ).all({ words, exact: exactKey }) as Ranked[];
  }

  const byPopularity = (a: Ranked, b: Ranked) =>
    b.popularity - a.popularity ||
    (a.media_type < b.media_type ? -1 : a.media_type > b.media_type ? 1 : a.id - b.id);

  return {
    page(kinds, match, exactKey, offset, limit) {
      const counts = kinds.map((media) => matchCount(media, match));
      const total = counts.reduce((sum, count) => sum + count, 0);
      if (total === 0) return { refs: [], total };
      if (total <= relevanceLimit)
        return { refs: relevancePage(kinds, match, exactKey, offset, limit), total };

      const exact = kinds
        .flatMap((media) => exactTitles(media, match, exactKey))
        .sort(byPopularity);
      const isExact = new Set(exact.map((ref) => `${ref.media_type}:${ref.id}`));
      const want = offset + limit + exact.length;
      const popular = kinds
        .flatMap((media, index) =>
          (counts[index] ?? 0) === 0 ? [] : mostPopular(media, match, counts[index] ?? 0, want),
        )
        .filter((ref) => !isExact.has(`${ref.media_type}:${ref.id}`))
        .sort(byPopularity);
      const refs = [...exact, ...popular]
        .slice(offset, offset + limit)
        .map(({ media_type, id }) => ({ media_type, id }));
      return { refs, total };
    },
  };
}
