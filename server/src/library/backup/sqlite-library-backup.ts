import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATION_TABLE } from '../store/migrate-library.js';
import { libraryMigrations } from '../store/migrations/library-migrations.js';
import { BackupProblem } from './backup-problem.js';

// Pages per backup step: every page in one step, so the copy is read in one read transaction (a
// snapshot, which WAL lets the server write beside) and never restarts because the server wrote
// between two steps.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the library file to `file` with SQLite's online backup while the server goes on reading
 * and writing it. The copy is written beside `file` and renamed into place once checked, so `file`
 * is either absent or a whole library; it is one file (journal_mode DELETE), with no -wal beside it.
 */
export async function backupSqliteLibrary(source: string, file: string): Promise<void> {
  if (!existsSync(source))
    throw new BackupProblem(`There is no library at ${source} to back up (LIBRARY_DB).`);
  const temporary = `${file}.writing-${process.pid}`;
  try {
    const library = openSqlite(source, source);
    try {
      // The server may hold the write lock for a moment; wait as the server itself would.
      library.pragma('busy_timeout = 5000');
      requireLibrary(library, source);
      await library.backup(temporary, { progress: () => ALL_PAGES });
    } finally {
      library.close();
    }
    const copy = openSqlite(temporary, file);
    try {
      copy.pragma('journal_mode = DELETE');
      requireIntact(copy, file);
    } finally {
      copy.close();
    }
    replaceWith(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Puts a copy of the backup at `target`, the configured library file, once the copy is checked:
 * a SQLite file, intact, of Marquee's migrations that this version knows. An existing library is
 * replaced only when `force` is given and no process has it open (the server must be stopped).
 */
export function restoreSqliteLibrary(target: string, backup: string, force: boolean): void {
  const replacing = existsSync(target);
  if (replacing && !force)
    throw new BackupProblem(
      `The library ${target} exists. Stop the server, then run the restore again with --force to replace it.`,
    );
  const temporary = `${target}.restoring-${process.pid}`;
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    // The copy is what is checked and renamed, so a backup changed meanwhile cannot slip through.
    copyFileSync(backup, temporary);
    const copy = openSqlite(temporary, backup);
    try {
      requireIntact(copy, backup);
      requireLibrary(copy, backup);
    } finally {
      copy.close();
    }
    if (replacing) releaseLibrary(target);
    replaceWith(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function openSqlite(file: string, shownAs: string): Database.Database {
  try {
    return new Database(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupProblem(`${shownAs} cannot be opened (${reasonOf(error)}).`, { cause: error });
  }
}

function requireIntact(db: Database.Database, shownAs: string): void {
  let verdict: string;
  try {
    verdict = db.pragma('integrity_check', { simple: true }) as string;
  } catch (error) {
    throw new BackupProblem(`${shownAs} is not a SQLite library file (${reasonOf(error)}).`, {
      cause: error,
    });
  }
  if (verdict !== 'ok')
    throw new BackupProblem(`${shownAs} is damaged (SQLite's integrity check: ${verdict}).`);
}

/** A Marquee library has Kysely's record of its migrations, all of them ones this version knows. */
function requireLibrary(db: Database.Database, shownAs: string): void {
  let applied: string[];
  try {
    const hasTable = db
      .prepare(`select 1 from sqlite_master where type = 'table' and name = ?`)
      .get(MIGRATION_TABLE);
    applied =
      hasTable === undefined
        ? []
        : db.prepare(`select name from ${MIGRATION_TABLE}`).pluck().all().map(String);
  } catch (error) {
    throw new BackupProblem(`${shownAs} is not a SQLite library file (${reasonOf(error)}).`, {
      cause: error,
    });
  }
  if (applied.length === 0)
    throw new BackupProblem(`${shownAs} is not a Marquee library (it has no ${MIGRATION_TABLE}).`);
  const known = Object.keys(libraryMigrations('sqlite'));
  const unknown = applied.filter((name) => !known.includes(name)).sort();
  if (unknown.length > 0)
    throw new BackupProblem(
      `${shownAs} was written by a newer version of Marquee (migration ${unknown.join(', ')}); restore it with that version.`,
    );
}

/**
 * Makes sure no process has the library open, then closes it cleanly, which folds its -wal into
 * the file and deletes it: a -wal left beside the restored file would be replayed into it. Every
 * connection in WAL mode holds a shared lock on the file, so an exclusive one is refused while the
 * server runs, in this process or another.
 */
function releaseLibrary(target: string): void {
  let library: Database.Database | undefined;
  try {
    library = new Database(target, { fileMustExist: true });
    library.pragma('busy_timeout = 0');
    library.pragma('locking_mode = EXCLUSIVE');
    library.exec('begin exclusive');
    library.exec('commit');
  } catch (error) {
    library?.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY')
      throw new BackupProblem(
        `The library ${target} is open in another process (is the server running?). Stop it, then run the restore again.`,
        { cause: error },
      );
    // A damaged file (the reason to restore) cannot be opened; its -wal and -shm go below.
    library = undefined;
  }
  library?.close();
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
}

/** Renames a finished file into place, durably: the file's contents first, then the folder's entry. */
function replaceWith(temporary: string, file: string): void {
  syncPath(temporary);
  renameSync(temporary, file);
  syncPath(path.dirname(file));
}

function syncPath(file: string): void {
  const descriptor = openSync(file, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
