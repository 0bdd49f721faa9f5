import { afterAll, describe, expect, it } from 'vitest';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { buildSearchQuery, MAX_QUERY_LENGTH } from './search-query.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

// FTS5 and SQL syntax a visitor might type, on purpose or not.
const HOSTILE = [
  '"',
  '""',
  '*',
  'a*',
  'NEAR(a b, 5)',
  'NEAR(',
  "'; DROP TABLE movie; --",
  '-- comment',
  '/* x */',
  'a AND b OR NOT c',
  'title:x',
  '{title overview}: x',
  '^a',
  '(a OR b',
  'a + b',
  '\u0000',
  '\ud800',
  '%_',
];

describe('buildSearchQuery', () => {
  it('quotes every term (a prefix from two letters on), so operators are plain words', () => {
    expect(buildSearchQuery('silent NEAR(harbor, 5) OR "x"* y').match).toBe(
      '"silent"* "near"* "harbor"* "5" "or"* "x" "y"*',
    );
    for (const text of HOSTILE)
      expect(buildSearchQuery(text).match, text).toMatch(/^("[\p{L}\p{N}]+"\*? ?)*$/u);
  });

  it('makes a last term of one letter a prefix only after a longer term, as it is being typed', () => {
    expect(buildSearchQuery('Broken T').match).toBe('"broken"* "t"*');
    expect(buildSearchQuery('A Mirror for M').match).toBe('"a" "mirror"* "for"* "m"*');
    expect(buildSearchQuery('t').match).toBe('"t"');
    expect(buildSearchQuery('a b').match).toBe('"a" "b"');
    expect(buildSearchQuery('x y').match).toBe('"x" "y"');
  });

  it(`reads at most ${MAX_QUERY_LENGTH} characters and 12 terms`, () => {
    expect(buildSearchQuery('x'.repeat(10_000)).exactKey).toHaveLength(MAX_QUERY_LENGTH);
    expect(
      buildSearchQuery(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')).match.split(' '),
    ).toHaveLength(12);
  });

  it('gives queries that SQLite runs without error against the catalogue', () => {
    for (const text of HOSTILE) {
      const { match, exactKey } = buildSearchQuery(text);
      if (match === '') continue;
      expect(() => test.catalogue.search('multi', match, exactKey, 1), text).not.toThrow();
    }
    // The tables are still all there.
    expect(test.catalogue.popularityLeaders('movie', 1)).toHaveLength(1);
  });
});
