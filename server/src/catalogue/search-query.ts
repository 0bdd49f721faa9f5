import { foldText } from './fold-text.js';

/** Longer queries are cut to this many characters rather than refused, as a search box would. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 12;
/** Shorter terms match whole words only, but for the last one after a longer term (see below). */
export const MIN_PREFIX_LENGTH = 2;

export interface SearchQuery {
  /** An FTS5 MATCH expression where every term is quoted, most of them as prefixes; empty when nothing is searchable. */
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
  const narrowed = terms.some((term) => term.length >= MIN_PREFIX_LENGTH);
  return {
    match: terms
      .map((term, index) => {
        const quoted = `"${term.replace(/"/g, '""')}"`;
        return isPrefix(term, index === terms.length - 1, narrowed) ? `${quoted}*` : quoted;
      })
      .join(' '),
    exactKey: folded,
  };
}

/**
 * A one-letter prefix alone would match most of a large catalogue, so it matches as a word. As the
 * last term after a longer one it is what a person is typing ("Broken T"): the longer term already
 * narrows the matches, and the FTS tables index one-letter prefixes, so it is a prefix as on TMDB.
 */
function isPrefix(term: string, last: boolean, narrowed: boolean): boolean {
  return term.length >= MIN_PREFIX_LENGTH || (last && narrowed);
}
