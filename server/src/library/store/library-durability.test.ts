import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LibraryConfig } from '../../config.js';
import { libraryContents } from '../../test/library-contents.js';
import { emptyLibrarySettings, LIBRARY_ENGINES, newUid } from '../../test/test-library.js';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const WRITER = path.join(SOURCE_DIR, '..', '..', 'test', 'library-writer-cli.ts');
// Enough committed writes that the kill lands mid-stream, with writes still in flight.
const WRITES_BEFORE_KILL = 60;

/** Runs the writer until it has reported enough writes, SIGKILLs it, and returns every line it reported. */
function killMidWrite(settings: LibraryConfig, uid: string): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WRITER, JSON.stringify(settings), uid],
    {
      cwd: SOURCE_DIR,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const reported: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    reported.push(line);
    if (reported.length === WRITES_BEFORE_KILL) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // 'close' comes after the last reported line is read.
    child.on('close', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve(reported)
        : reject(new Error(`The writer stopped by itself (${String(_code)}): ${stderr}`)),
    );
  });
}

describe.each(LIBRARY_ENGINES)('a write on %s', (engine) => {
  it('is there after the process that made it is killed with SIGKILL right after', async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    try {
      const uid = newUid();
      const reported = await killMidWrite(settings, uid);
      expect(reported.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);

      const { watchlist, ratings, diary, lists } = await libraryContents(settings, uid);
      const found = new Set([
        ...watchlist.map((title) => `watchlist ${title.mediaId}`),
        ...ratings.map((title) => `rating ${title.mediaId}`),
        ...diary.map((entry) => `diary ${entry.id}`),
        ...lists.flatMap(({ list, items }) => [
          `list ${list.id}`,
          ...items.map((item) => `item ${item.mediaId}`),
        ]),
      ]);
      expect(reported.filter((line) => !found.has(line))).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
