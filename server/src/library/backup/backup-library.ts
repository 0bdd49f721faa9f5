import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LibraryConfig } from '../../config.js';
import { describePostgresUrl } from '../store/postgres-pool.js';
import { BackupProblem } from './backup-problem.js';
import { backupPostgresLibrary, restorePostgresLibrary } from './postgres-library-backup.js';
import { backupSqliteLibrary, restoreSqliteLibrary } from './sqlite-library-backup.js';

export interface BackupOptions {
  /** Replace what is there: the backup file, or on restore the library itself (servers stopped). */
  force?: boolean;
  /** The environment pg_dump and pg_restore run in, and whose PATH finds them. */
  env: NodeJS.ProcessEnv;
}

/** What a backup wrote or a restore read, for the one line the command prints. */
export interface BackupOutcome {
  /** The library file, or PostgreSQL's host, port and database (never the password). */
  library: string;
  file: string;
  bytes: number;
  ms: number;
}

/** Where a backup goes when no file is named: a file of its own, named by the UTC time, in .data/backups. */
export function defaultBackupFile(settings: LibraryConfig, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const extension = settings.engine === 'sqlite' ? 'sqlite' : 'pgdump';
  return path.resolve('.data', 'backups', `library-${stamp}.${extension}`);
}

/**
 * A consistent copy of the library, taken while servers go on using it: a SQLite file (SQLite's
 * online backup) or pg_dump's custom format. An existing file is replaced only with `force`.
 */
export async function backupLibrary(
  settings: LibraryConfig,
  file: string,
  { force = false, env }: BackupOptions,
): Promise<BackupOutcome> {
  const started = performance.now();
  if (existsSync(file) && !force)
    throw new BackupProblem(`${file} exists. Name another file, or add --force to replace it.`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (settings.engine === 'sqlite') await backupSqliteLibrary(settings.file, file);
  else await backupPostgresLibrary(settings.url, file, env);
  return outcome(settings, file, started);
}

/**
 * Brings a backup back as the library the settings name, once it is checked to be a Marquee
 * library of a version this one knows. The servers must be stopped; a library already there is
 * replaced only with `force`.
 */
export async function restoreLibrary(
  settings: LibraryConfig,
  file: string,
  { force = false, env }: BackupOptions,
): Promise<BackupOutcome> {
  const started = performance.now();
  if (!existsSync(file)) throw new BackupProblem(`There is no backup at ${file}.`);
  if (settings.engine === 'sqlite') restoreSqliteLibrary(settings.file, file, force);
  else await restorePostgresLibrary(settings.url, file, force, env);
  return outcome(settings, file, started);
}

function outcome(settings: LibraryConfig, file: string, started: number): BackupOutcome {
  return {
    library: settings.engine === 'sqlite' ? settings.file : describePostgresUrl(settings.url),
    file,
    bytes: statSync(file).size,
    ms: performance.now() - started,
  };
}
