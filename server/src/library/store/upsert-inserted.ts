import { sql, type InsertQueryBuilder, type InsertResult, type Kysely } from 'kysely';
import type { LibraryTables } from './library-tables.js';
import type { StoreContext } from './store-context.js';

/**
 * Runs an insert-or-update (`upsert`) and says whether it inserted, so a first rating answers 201
 * and a changed one 200, right even when two first writes come at once. `existing` looks for the
 * row the upsert would update.
 */
export async function upsertInserted<Table extends keyof LibraryTables>(
  { db, engine }: Pick<StoreContext, 'db' | 'engine'>,
  upsert: (
    executor: Kysely<LibraryTables>,
  ) => InsertQueryBuilder<LibraryTables, Table, InsertResult>,
  existing: (executor: Kysely<LibraryTables>) => Promise<unknown>,
): Promise<boolean> {
  if (engine === 'postgres') {
    // A row the statement inserted has no deleting transaction yet (xmax 0); a row it updated
    // has this one. So the one statement both writes and says which it did, and of two first
    // writes at once, the second waits for the first and finds its row.
    const row = await upsert(db)
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    return row.inserted;
  }
  // SQLite runs one transaction at a time: nothing comes between the look and the write.
  return db.transaction().execute(async (trx) => {
    const before = await existing(trx);
    await upsert(trx).execute();
    return before === undefined;
  });
}
