import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaType } from '@marquee/tmdb-types/media';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { createCatalogueWriter } from './catalogue-writer.js';
import { createSearchRanking, wholeWordMatch } from './search-ranking.js';
import { buildSearchQuery } from './search-query.js';

const EXACT_ID = 90001;
const test = buildTestCatalogue();
test.catalogue.close();
const db = new Database(test.dbPath);
{
  // An obscure title spelled exactly like a broad query: it must still come first.
  const writer = createCatalogueWriter(db, { replace: true });
  const base = JSON.parse(
    db.prepare('SELECT json FROM movie WHERE id = 1').pluck().get() as string,
  );
  writer.putMovie({
    ...base,
    id: EXACT_ID,
    title: 'Sil',
    original_title: 'Sil',
    popularity: 0.001,
  });
}
afterAll(() => {
  db.close();
  test.cleanup();
});

const KINDS: MediaType[] = ['movie', 'tv', 'person'];
// A tiny limit makes common prefixes "broad" in the small test catalogue.
const broad = createSearchRanking(db, 10);

function popularityOf(ref: { media_type: MediaType; id: number }): number {
  return db
    .prepare(`SELECT popularity FROM ${ref.media_type} WHERE id = ?`)
    .pluck()
    .get(ref.id) as number;
}

describe('search ranking of broad queries', () => {
  it('answers the most popular matches, after exact titles, with the true total', () => {
    const { match, exactKey } = buildSearchQuery('sil');
    const { refs, total } = broad.page(KINDS, match, exactKey, 0, 20);
    const everyMatch = KINDS.reduce(
      (sum, media) =>
        sum +
        (db
          .prepare(`SELECT count(*) FROM ${media}_fts WHERE ${media}_fts MATCH ?`)
          .pluck()
          .get(match) as number),
      0,
    );
    expect(everyMatch).toBeGreaterThan(10);
    expect(total).toBe(everyMatch);
    expect(refs[0]).toEqual({ media_type: 'movie', id: EXACT_ID });
    const popularities = refs.slice(1).map(popularityOf);
    expect(popularities).toEqual([...popularities].sort((a, b) => b - a));
  });

  it('pages without gaps or repeats', () => {
    const { match, exactKey } = buildSearchQuery('the');
    const all = broad.page(KINDS, match, exactKey, 0, 60).refs;
    const paged = [0, 20, 40].flatMap(
      (offset) => broad.page(KINDS, match, exactKey, offset, 20).refs,
    );
    expect(paged).toEqual(all);
    expect(new Set(paged.map((ref) => `${ref.media_type}:${ref.id}`)).size).toBe(paged.length);
  });

  it('finds the most popular matches whichever way it walks the index', () => {
    // A common prefix is dense (found walking the popularity index); a rarer one is collected first.
    for (const query of ['the', 'sil', 'ma', 'ro']) {
      const { match, exactKey } = buildSearchQuery(query);
      for (const media of KINDS) {
        const { refs, total } = broad.page([media], match, exactKey, 0, 20);
        if (total <= 10) continue;
        const expected = db
          .prepare(
            `SELECT id FROM ${media} WHERE id IN (SELECT rowid FROM ${media}_fts WHERE ${media}_fts MATCH ?) AND search_key != ? ORDER BY popularity DESC LIMIT 20`,
          )
          .pluck()
          .all(match, exactKey) as number[];
        expect(refs.map((ref) => ref.id).filter((id) => id !== EXACT_ID)).toEqual(
          expected.slice(0, refs.length - (refs[0]?.id === EXACT_ID ? 1 : 0)),
        );
      }
    }
  });
});

describe('search queries', () => {
  it('matches one-letter terms as whole words, longer ones as prefixes', () => {
    expect(buildSearchQuery('a st').match).toBe('"a" "st"*');
    expect(wholeWordMatch('"star"* "wa"*')).toBe('"star" "wa"');
  });
});
