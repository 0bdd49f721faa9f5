import type Database from 'better-sqlite3';
import { PAGE_SIZE } from './catalogue.js';

export interface NameSearch {
  /** The ids of a page of matches: the exact name first, then names it begins, then by name. */
  page(match: string, exactKey: string, page: number): { ids: number[]; total: number };
}

/**
 * Search over a small named table (`keyword`, `company`, `collection`: id, name, search_key) through its FTS
 * table. Unlike titles there is no popularity to rank by, so a name that is or begins with what was
 * typed comes first, as a person typing it expects.
 */
export function createNameSearch(
  db: Database.Database,
  table: 'keyword' | 'company' | 'collection',
): NameSearch {
  const fts = `${table}_fts`;
  const count = db
    .prepare<[string], number>(`SELECT count(*) FROM ${fts} WHERE ${fts} MATCH ?`)
    .pluck();
  const ids = db
    .prepare<[{ match: string; exact: string; limit: number; offset: number }], number>(
      `SELECT t.id FROM ${fts} f JOIN ${table} t ON t.id = f.rowid WHERE ${fts} MATCH @match
       ORDER BY t.search_key = @exact DESC, substr(t.search_key, 1, length(@exact)) = @exact DESC,
         t.search_key, t.id
       LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  return {
    page(match, exactKey, page) {
      return {
        ids: ids.all({ match, exact: exactKey, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
        total: count.get(match) ?? 0,
      };
    },
  };
}
