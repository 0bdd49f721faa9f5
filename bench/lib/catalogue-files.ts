import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from '../../scripts/lib/repo-root.js';
import { GENERATOR_VERSION, SCHEMA_VERSION } from '../../server/src/testing.js';

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
    const version = versions(file);
    const wanted = `${SCHEMA_VERSION}/${GENERATOR_VERSION}`;
    if (version === wanted) return file;
    log(
      `${relative(repoRoot, file)} has schema/generator version ${version}, not ${wanted}: regenerating.`,
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

/** "schema/generator" versions of a file; the generator's is 1 in files written before it was kept. */
function versions(file: string): string | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const value = db.prepare<[string], string>('SELECT value FROM meta WHERE key = ?').pluck();
      return `${value.get('schema_version')}/${value.get('generator_version') ?? '1'}`;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
