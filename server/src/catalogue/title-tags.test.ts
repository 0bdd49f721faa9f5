import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { buildTestCatalogue, TEST_SIZES } from '../test/test-catalogue.js';

const test = buildTestCatalogue();
const db = new Database(test.dbPath, { readonly: true });
afterAll(() => {
  db.close();
  test.cleanup();
});

function plan(sql: string): string {
  return db
    .prepare<[number], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(1)
    .map((row) => row.detail)
    .join(' | ');
}

describe('the posting tables', () => {
  it.each([
    ['movie_keyword', 'keyword_id'],
    ['tv_keyword', 'keyword_id'],
    ['movie_company', 'company_id'],
    ['tv_company', 'company_id'],
    ['tv_network', 'network_id'],
  ])(
    '%s lists a tag’s titles most popular first from its index, without sorting',
    (table, column) => {
      const steps = plan(
        `SELECT title_id FROM ${table} WHERE ${column} = ? ORDER BY popularity DESC, title_id LIMIT 20`,
      );
      expect(steps).toContain(`COVERING INDEX ${table}_titles`);
      expect(steps).not.toContain('TEMP B-TREE');
      expect(plan(`SELECT ${column} FROM ${table} WHERE title_id = ?`)).toContain('PRIMARY KEY');
    },
  );

  it('holds every title’s companies and networks as its details name them, with its popularity', () => {
    const rows = (sql: string, id: number) =>
      db.prepare<[number], { tag: number; popularity: number }>(sql).all(id);
    for (let id = 1; id <= TEST_SIZES.tv; id += 1) {
      const show = JSON.parse(test.catalogue.detailsJson('tv', id)!) as TvDetails;
      expect(
        rows('SELECT network_id AS tag, popularity FROM tv_network WHERE title_id = ?', id),
      ).toEqual(show.networks.map((network) => ({ tag: network.id, popularity: show.popularity })));
      expect(
        rows('SELECT company_id AS tag, popularity FROM tv_company WHERE title_id = ?', id),
      ).toEqual(
        show.production_companies.map((company) => ({
          tag: company.id,
          popularity: show.popularity,
        })),
      );
    }
    for (let id = 1; id <= TEST_SIZES.movies; id += 1) {
      const movie = JSON.parse(test.catalogue.detailsJson('movie', id)!) as MovieDetails;
      expect(
        rows('SELECT company_id AS tag, popularity FROM movie_company WHERE title_id = ?', id),
      ).toEqual(
        movie.production_companies.map((company) => ({
          tag: company.id,
          popularity: movie.popularity,
        })),
      );
      const keywords = rows(
        'SELECT keyword_id AS tag, popularity FROM movie_keyword WHERE title_id = ?',
        id,
      );
      expect(keywords.every((row) => row.popularity === movie.popularity)).toBe(true);
    }
  });

  it('names each network as its id does in every show', () => {
    const names = new Map<number, Set<string>>();
    for (let id = 1; id <= TEST_SIZES.tv; id += 1) {
      for (const network of (JSON.parse(test.catalogue.detailsJson('tv', id)!) as TvDetails)
        .networks)
        names.set(network.id, (names.get(network.id) ?? new Set()).add(network.name));
    }
    expect(names.size).toBeGreaterThan(1);
    for (const [, seen] of names) expect(seen.size).toBe(1);
  });
});
