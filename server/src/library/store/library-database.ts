import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import type { LibraryConfig } from '../../config.js';
import { StartupProblem } from '../../startup-problem.js';
import type { LibraryObserver } from './library-observer.js';
import type { LibraryEngine, LibraryTables } from './library-tables.js';
import { migrateLibrary } from './migrate-library.js';
import {
  describePostgresUrl,
  openPostgresPool,
  POSTGRES_TIMEOUTS,
  type PostgresTimeouts,
} from './postgres-pool.js';
import { keepingStatements } from './sqlite-statement-cache.js';

export interface LibraryDatabase {
  engine: LibraryEngine;
  db: Kysely<LibraryTables>;
  /** The file, or PostgreSQL's host, port and database (never the password), for messages. */
  where: string;
  close(): Promise<void>;
}

export interface LibraryDatabaseOptions {
  /** Told when an idle PostgreSQL connection breaks (the pool replaces it by itself). */
  warn?: (message: string) => void;
  postgresTimeouts?: PostgresTimeouts;
  /** Connections to PostgreSQL at most, per server. */
  postgresPoolSize?: number;
  /** The metrics' (main.ts opens the library with them when METRICS_TOKEN is set). */
  observer?: LibraryObserver;
}

// Kysely times every statement it runs, the store's and the migrations', when given a log function.
function queryLog(observer: LibraryObserver | undefined): LogConfig {
  if (observer === undefined) return [];
  return (event) => observer.queried(event.queryDurationMillis, event.level === 'error');
}

/**
 * Opens the library where the settings say (a SQLite file, or PostgreSQL when DATABASE_URL is
 * set) and brings its tables up to date. Throws a StartupProblem when the database cannot be
 * opened, reached, or was written by a newer Marquee.
 */
export async function openLibraryDatabase(
  settings: LibraryConfig,
  options: LibraryDatabaseOptions = {},
): Promise<LibraryDatabase> {
  const database =
    settings.engine === 'sqlite'
      ? openSqliteLibrary(settings.file, options)
      : openPostgresLibrary(settings.url, options);
  try {
    await migrateLibrary(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqliteLibrary(file: string, options: LibraryDatabaseOptions): LibraryDatabase {
  let sqlite: Database.Database | undefined;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new Database(file);
    // WAL lets reads go on while a write commits. A commit is in the WAL file, not only in this
    // process, before the call returns, so a kill -9 right after a 2xx loses nothing; FULL also
    // fsyncs the WAL at each commit, so a power cut or OS crash does not either. Library writes
    // are a person's clicks, so one fsync each costs nothing that matters.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    // list_items rows go with their list (ON DELETE CASCADE), which SQLite does only when asked.
    sqlite.pragma('foreign_keys = ON');
    // Another process holding the file (a backup, a second server by mistake) is waited for, briefly.
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupProblem(
      `The library file ${file} cannot be used (${reason}). It holds people's libraries: fix or restore it, or set LIBRARY_DB to another file.`,
      { cause: error },
    );
  }
  const db = new Kysely<LibraryTables>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    log: queryLog(options.observer),
  });
  return { engine: 'sqlite', db, where: file, close: () => db.destroy() };
}

function openPostgresLibrary(url: string, options: LibraryDatabaseOptions): LibraryDatabase {
  const where = describePostgresUrl(url);
  const pool = openPostgresPool(url, {
    timeouts: options.postgresTimeouts ?? POSTGRES_TIMEOUTS,
    size: options.postgresPoolSize ?? 10,
    warn: (message) => options.warn?.(`The library database ${where}: ${message}`),
  });
  options.observer?.watchPool(() => pool.use());
  const db = new Kysely<LibraryTables>({
    dialect: new PostgresDialect({ pool }),
    log: queryLog(options.observer),
  });
  return { engine: 'postgres', db, where, close: () => db.destroy() };
}
