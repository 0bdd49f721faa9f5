import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(SOURCE_DIR, 'main.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server as npm start does (through tsx), with only the given settings. */
function start(env: Record<string, string>): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
    // Where tsx is found; every path the tests give is absolute.
    cwd: SOURCE_DIR,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('a server that cannot start', () => {
  it('says what setting is wrong in one line, without a stack trace, and exits 1', () => {
    const { status, stderr } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid environment variable PORT: "eighty" .*\n$/);
  });

  it('says which data file is bad in one line, without a stack trace, and exits 1', () => {
    const file = path.join(dir, 'catalogue.sqlite');
    writeFileSync(file, 'this is not a database');
    const { status, stderr } = start({ CATALOGUE_DB: file, AUTH_REQUIRED: 'false' });
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(file);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
