import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BackupOutcome } from '../../server/src/testing.js';

export const BACKUP_USAGE = 'Usage: npm run backup -- [file] [--force]';
export const RESTORE_USAGE = 'Usage: npm run restore -- <file> [--force]';

/** A command line the backup or restore cannot read. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * `npm run backup -- [file] [--force]`. The file is resolved from `from`, the folder the command
 * was typed in; undefined when none is named (the backup picks one).
 */
export function parseBackupCommand(
  args: string[],
  from: string,
): { file: string | undefined; force: boolean } {
  const { files, force } = readCommandLine(args, BACKUP_USAGE);
  if (files.length > 1) throw new UsageError(`Name one file at most. ${BACKUP_USAGE}`);
  return { file: files[0] === undefined ? undefined : resolve(from, files[0]), force };
}

/** `npm run restore -- <file> [--force]`, the file resolved from `from`. */
export function parseRestoreCommand(
  args: string[],
  from: string,
): { file: string; force: boolean } {
  const { files, force } = readCommandLine(args, RESTORE_USAGE);
  if (files.length !== 1 || files[0] === undefined)
    throw new UsageError(`Name the one backup file to restore. ${RESTORE_USAGE}`);
  return { file: resolve(from, files[0]), force };
}

function readCommandLine(args: string[], usage: string): { files: string[]; force: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
    return { files: positionals, force: values.force ?? false };
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)} ${usage}`);
  }
}

/** The one line a backup or restore prints: what, where, how big, how long. */
export function describeBackupOutcome(
  kind: 'backup' | 'restore',
  { library, file, bytes, ms }: BackupOutcome,
  root: string,
): string {
  const size = `${formatBytes(bytes)} in ${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`}`;
  return kind === 'backup'
    ? `Backed up the library (${shortPath(library, root)}) to ${shortPath(file, root)}: ${size}.`
    : `Restored the library (${shortPath(library, root)}) from ${shortPath(file, root)}: ${size}.`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

// A path under the repository reads as the operator would type it; anything else stays as it is.
function shortPath(where: string, root: string): string {
  if (!isAbsolute(where)) return where;
  const fromRoot = relative(root, where);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? where : fromRoot;
}
