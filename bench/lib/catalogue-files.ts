import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from '../../scripts/lib/repo-root.js';
import { SCHEMA_VERSION } from '../../server/src/testing.js';

export const cacheDir = join(repoRoot, 'bench/.cache');
const SEED = 'marquee';

/**
 * A catalogue file of the bench's own, generated once (`titles` undefined = the server's default
 * size) and reused: the 1,000,000-title one takes minutes and gigabytes to make.
 */
export function ensureCatalogue(
  name: string,
  titles: number | undefined,
  log: (line: string) => void,
): string {
  const file = join(cacheDir, `catalogue-${name}.sqlite`);
  if (existsSync(file)) {
    const version = schemaVersion(file);
    if (version === SCHEMA_VERSION) return file;
    log(
      `${relative(repoRoot, file)} has schema version ${version}, not ${SCHEMA_VERSION}: regenerating.`,
    );
    rmSync(file);
  }
  mkdirSync(cacheDir, { recursive: true });
  // Written under another name first, so an interrupted run is never mistaken for a finished file.
  const partial = `${file}.partial`;
  for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`])
    rmSync(leftover, { force: true });
  log(
    `Generating the ${titles === undefined ? 'default' : titles.toLocaleString('en') + '-title'} catalogue ` +
      `into ${relative(repoRoot, file)} (once; reused afterwards)...`,
  );
  const args = [
    resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    resolve(repoRoot, 'server/src/catalogue/generate-cli.ts'),
    '--out',
    partial,
    '--seed',
    SEED,
    ...(titles === undefined ? [] : ['--titles', String(titles)]),
  ];
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`Generating ${relative(repoRoot, file)} failed (exit ${result.status})`);
  renameSync(partial, file);
  return file;
}

function schemaVersion(file: string): string | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").pluck().get() as
        string | undefined;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
