import type Database from 'better-sqlite3';

export interface StatementCache {
  /** The statement for `sql`, prepared on first use. */
  statement(sql: string): Database.Statement;
  /** A `SELECT count(*)` answer, remembered: the catalogue never changes while open. */
  cachedCount(sql: string, args: unknown[]): number;
}

// Queries built from filters have a few hundred shapes at most; counts are bounded by a clear.
const MAX_COUNTS = 5000;

export function createStatementCache(db: Database.Database): StatementCache {
  const statements = new Map<string, Database.Statement>();
  const counts = new Map<string, number>();

  function statement(sql: string): Database.Statement {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  }

  return {
    statement,
    cachedCount(sql, args) {
      const key = `${sql}\u0000${JSON.stringify(args)}`;
      let total = counts.get(key);
      if (total === undefined) {
        total = statement(sql)
          .pluck()
          .get(...args) as number;
        if (counts.size > MAX_COUNTS) counts.clear();
        counts.set(key, total);
      }
      return total;
    },
  };
}
