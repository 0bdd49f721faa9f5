import { foldText } from './fold-text.js';

/** Longer queries are cut to this many characters rather than refused, as a search box would. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 12;
/** Shorter terms match whole words only. */
export const MIN_PREFIX_LENGTH = 2;

export interface SearchQuery {
  /** An FTS5 MATCH expression where every term is a quoted prefix; empty when nothing is searchable. */
  match: string;
  /** The folded query, compared with each row's folded title so an exact title ranks first. */
  exactKey: string;
}

/**
 * Turns user text into a safe FTS5 query: folding leaves only letters and digits, and each term is
 * quoted, so operators (AND, NEAR, *, ", :) in the input are plain words, never syntax.
 */
export function buildSearchQuery(raw: string | undefined): SearchQuery {
  const folded = foldText((raw ?? '').slice(0, MAX_QUERY_LENGTH));
  const terms = folded
    .split(' ')
    .filter((term) => term !== '')
    .slice(0, MAX_TERMS);
  return {
    // A one-letter prefix would match most of a large catalogue (and no prefix index covers it): it matches as a word.
    match: terms
      .map((term) => `"${term.replace(/"/g, '""')}"${term.length >= MIN_PREFIX_LENGTH ? '*' : ''}`)
      .join(' '),
    exactKey: folded,
  };
}
