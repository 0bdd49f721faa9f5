import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason, type BuildTarget } from './build-if-stale.js';

const target: BuildTarget = { workspace: 'server', output: 'dist/main.js', sources: ['src'] };
const folders: string[] = [];

/** A workspace whose source and output were last written at these times (seconds since the epoch). */
function workspace(sourceAt: number, outputAt: number): string {
  const root = mkdtempSync(join(tmpdir(), 'marquee-build-'));
  folders.push(root);
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src/main.ts'), '');
  writeFileSync(join(root, 'dist/main.js'), '');
  utimesSync(join(root, 'src/main.ts'), sourceAt, sourceAt);
  utimesSync(join(root, 'dist/main.js'), outputAt, outputAt);
  return root;
}

const now = Date.now() / 1000;
const DAY = 86_400;

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('staleReason', () => {
  it('builds when a source changed since the output, and not when none did', () => {
    expect(staleReason(target, workspace(now - DAY, now - 2 * DAY))).toBe(
      'src/main.ts changed since the last build',
    );
    expect(staleReason(target, workspace(now - 2 * DAY, now - DAY))).toBeUndefined();
  });

  it('builds when the output is dated in the future, as a run under a shifted clock leaves it', () => {
    expect(staleReason(target, workspace(now - DAY, now + 45 * DAY))).toBe(
      'dist/main.js is dated in the future',
    );
  });
});
