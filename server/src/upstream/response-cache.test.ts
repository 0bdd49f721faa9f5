import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempCacheDir } from '../test/upstream-test-app.js';
import { openResponseCache } from './response-cache.js';

const dir = tempCacheDir();
afterAll(() => dir.remove());

function entry(size: number, storedAt = 0) {
  return { status: 200, body: Buffer.alloc(size, 120), storedAt, expiresAt: storedAt + 1_000 };
}

describe('openResponseCache', () => {
  it('evicts the least recently used entries first and stays within the bound', () => {
    const cache = openResponseCache({
      path: dir.file('lru.sqlite'),
      maxBytes: 10_000,
      now: () => 0,
    });
    for (const key of ['a', 'b', 'c', 'd']) cache.put(key, entry(2_000));
    cache.get('a');
    cache.put('e', entry(2_500));
    expect(cache.totalBytes()).toBeLessThanOrEqual(9_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.length).toBe(2_000);
    expect(cache.get('e')?.body.length).toBe(2_500);
    cache.close();
  });

  it('keeps many entries within the bound, on disk too', () => {
    const file = dir.file('bound.sqlite');
    const cache = openResponseCache({ path: file, maxBytes: 256 * 1024 });
    for (let index = 0; index < 2_000; index += 1)
      cache.put(`/3/movie/${index}`, entry(1_500 + (index % 7) * 300));
    expect(cache.totalBytes()).toBeLessThanOrEqual(256 * 1024);
    expect(cache.get('/3/movie/0')).toBeUndefined();
    expect(cache.get('/3/movie/1999')).toBeDefined();
    cache.close();
    // After close the WAL is folded in; free pages went back through incremental vacuum.
    expect(statSync(file).size).toBeLessThan(2 * 256 * 1024);
  });

  it('refuses an entry larger than the whole bound', () => {
    const cache = openResponseCache({ path: dir.file('huge.sqlite'), maxBytes: 1_000 });
    cache.put('big', entry(5_000));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.totalBytes()).toBe(0);
    cache.close();
  });

  it('reopens with its entries, total and use order intact', () => {
    const file = dir.file('reopen.sqlite');
    const first = openResponseCache({ path: file, maxBytes: 4_000, now: () => 10 });
    first.put('old', entry(1_500, 7));
    first.put('new', entry(1_500, 8));
    const total = first.totalBytes();
    first.close();
    const second = openResponseCache({ path: file, maxBytes: 4_000, now: () => 5 });
    expect(second.totalBytes()).toBe(total);
    expect(second.get('old')).toMatchObject({ status: 200, storedAt: 7, expiresAt: 1_007 });
    second.put('third', entry(1_500));
    expect(second.get('new')).toBeUndefined();
    expect(second.get('old')).toBeDefined();
    second.close();
  });

  describe('with a file that is not a good cache', () => {
    const clock = Date.UTC(2025, 5, 10, 12, 0, 0);
    const stamp = '2025-06-10T12-00-00-000Z';

    function openWarned(file: string) {
      const warnings: string[] = [];
      const cache = openResponseCache({
        path: file,
        maxBytes: 10_000,
        now: () => clock,
        warn: (message) => warnings.push(message),
      });
      return { cache, warnings };
    }

    function expectWorking(cache: ReturnType<typeof openResponseCache>): void {
      cache.put('/3/movie/550', entry(100, clock));
      expect(cache.get('/3/movie/550')?.body.length).toBe(100);
      cache.close();
    }

    it('moves a file of garbage aside, says so, and starts empty', () => {
      const file = dir.file('garbage.sqlite');
      const garbage = Buffer.alloc(8_192, 'not a database at all ');
      writeFileSync(file, garbage);
      const { cache, warnings } = openWarned(file);
      expect(cache.totalBytes()).toBe(0);
      expectWorking(cache);
      const movedTo = `${file}.corrupt-${stamp}`;
      expect(readFileSync(movedTo).equals(garbage)).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(file);
      expect(warnings[0]).toContain(movedTo);
    });

    it('moves aside a SQLite file that is not a response cache (another table, no responses)', () => {
      const file = dir.file('other.sqlite');
      const other = new Database(file);
      other.exec(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('a', 'b')",
      );
      other.close();
      const { cache, warnings } = openWarned(file);
      expectWorking(cache);
      const moved = new Database(`${file}.corrupt-${stamp}`, { readonly: true });
      expect(moved.prepare('SELECT value FROM meta').pluck().get()).toBe('b');
      moved.close();
      expect(warnings).toHaveLength(1);
    });

    it('moves aside a responses table of another shape', () => {
      const file = dir.file('shape.sqlite');
      const other = new Database(file);
      other.exec('CREATE TABLE responses (key TEXT PRIMARY KEY, body BLOB)');
      other.close();
      const { cache, warnings } = openWarned(file);
      expectWorking(cache);
      expect(existsSync(`${file}.corrupt-${stamp}`)).toBe(true);
      expect(warnings).toHaveLength(1);
    });

    it('uses an empty file as it is, without a warning', () => {
      const file = dir.file('empty.sqlite');
      writeFileSync(file, '');
      const { cache, warnings } = openWarned(file);
      expectWorking(cache);
      expect(warnings).toEqual([]);
      expect(
        readdirSync(path.dirname(file)).filter((name) => name.includes('empty.sqlite.corrupt')),
      ).toEqual([]);
    });
  });
});
