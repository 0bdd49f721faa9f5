import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { StartupProblem } from '../../startup-problem.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import type { LibraryEngine, LibraryTables } from './library-tables.js';
import { libraryMigrations } from './migrations/library-migrations.js';

/** Kysely's record of applied migrations, named for what it belongs to. */
export const MIGRATION_TABLE = 'library_migration';
export const MIGRATION_LOCK_TABLE = 'library_migration_lock';

export interface MigrationTarget {
  db: Kysely<LibraryTables>;
  engine: LibraryEngine;
  /** The file, or PostgreSQL's host and database, for messages. */
  where: string;
}

async function appliedMigrations(db: Kysely<LibraryTables>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Kysely runs PostgreSQL's migrations in a transaction but not SQLite's (its adapter says SQLite
 * has no transactional DDL, which it has): a crash or an error halfway would leave tables that no
 * migration record explains, and the next start would fail on them. SQLite's dialect has one
 * connection, so a transaction begun here holds everything the migrator does on it.
 */
async function inOneTransactionOnSqlite(
  db: Kysely<LibraryTables>,
  engine: LibraryEngine,
  migrate: () => Promise<void>,
): Promise<void> {
  if (engine !== 'sqlite') return migrate();
  await sql`begin immediate`.execute(db);
  try {
    await migrate();
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
  await sql`commit`.execute(db);
}

/**
 * Brings the library's tables up to date, forward only. A database that a newer Marquee has
 * migrated further is refused rather than guessed at: this code does not know its tables. Several
 * servers starting at once on one PostgreSQL take turns (Kysely's migration lock).
 */
export async function migrateLibrary(
  { db, engine, where }: MigrationTarget,
  migrations: Record<string, Migration> = libraryMigrations(engine),
): Promise<void> {
  try {
    const known = Object.keys(migrations).sort();
    const unknown = (await appliedMigrations(db)).filter((name) => !known.includes(name)).sort();
    if (unknown.length > 0)
      throw new StartupProblem(
        `The library database ${where} was updated by a newer version of Marquee (migration ${unknown.join(', ')}; ` +
          `this version knows up to ${known.at(-1) ?? 'none'}). Run that newer version, or point ` +
          `${engine === 'sqlite' ? 'LIBRARY_DB' : 'DATABASE_URL'} at another database.`,
      );
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      migrationTableName: MIGRATION_TABLE,
      migrationLockTableName: MIGRATION_LOCK_TABLE,
    });
    await inOneTransactionOnSqlite(db, engine, async () => {
      const { error } = await migrator.migrateToLatest();
      if (error !== undefined) throw error;
    });
  } catch (error) {
    if (error instanceof StartupProblem) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupProblem(
      isDatabaseUnavailable(error)
        ? `The library database ${where} cannot be reached (${reason}).`
        : `The library database ${where} could not be brought up to date (${reason}).`,
      { cause: error },
    );
  }
}
