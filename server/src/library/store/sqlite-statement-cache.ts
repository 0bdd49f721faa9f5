import type Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { createLruByteCache } from '../../http/lru-byte-cache.js';

/**
 * Statements kept per library file. The store's queries come in a few hundred shapes at most (a
 * read's sorts and filters, and `in (?, …)` lists of 1 to 20 titles); the bound keeps any other
 * text from growing the set.
 */
export const KEPT_STATEMENTS = 500;

/**
 * `sqlite` as Kysely's SQLite dialect takes it, preparing each SQL text once: Kysely asks for a
 * statement on every query, and preparing one again each time costs about a tenth of a library
 * read's time. better-sqlite3 re-prepares a kept statement by itself when the schema changes, and
 * a statement is used by one query at a time, since the dialect runs one query at a time.
 */
export function keepingStatements(
  sqlite: Database.Database,
  capacity: number = KEPT_STATEMENTS,
): SqliteDatabase {
  // Each statement costs 1, so the least-recently-used cache's bound counts statements.
  const statements = createLruByteCache<Database.Statement>(capacity);
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement, 1);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
