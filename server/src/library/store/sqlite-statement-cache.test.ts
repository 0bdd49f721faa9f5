import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUid, useTestLibrary } from '../../test/test-library.js';
import { keepingStatements } from './sqlite-statement-cache.js';

/** What better-sqlite3 was asked to prepare from now on, by SQL text. */
function watchPrepares(): Map<string, number> {
  const prepared = new Map<string, number>();
  const prepare = Database.prototype.prepare;
  vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (
    this: Database.Database,
    sql: string,
  ) {
    prepared.set(sql, (prepared.get(sql) ?? 0) + 1);
    return prepare.call(this, sql);
  });
  return prepared;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the library on SQLite', () => {
  const library = useTestLibrary('sqlite');

  it('prepares each statement once, however often the store runs it', async () => {
    const uid = newUid();
    const { store } = library;
    await store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 550 }, true);
    const prepared = watchPrepares();
    for (let read = 0; read < 3; read += 1) {
      await store.listMarks(uid, 'watchlist');
      await store.titleStates(uid, [{ mediaType: 'movie', mediaId: 550 }]);
    }
    expect(prepared.size).toBeGreaterThan(0);
    expect(
      [...prepared.values()].every((times) => times === 1),
      JSON.stringify([...prepared]),
    ).toBe(true);
  });
});

describe('keepingStatements', () => {
  it('keeps the most recently used statements only, up to its capacity', () => {
    const sqlite = new Database(':memory:');
    try {
      const kept = keepingStatements(sqlite, 2);
      const prepared = watchPrepares();
      const first = kept.prepare('select 1');
      kept.prepare('select 2');
      expect(kept.prepare('select 1')).toBe(first);
      // "select 2" is now the least recently used, so the third statement pushes it out.
      kept.prepare('select 3');
      kept.prepare('select 2');
      expect(Object.fromEntries(prepared)).toEqual({ 'select 1': 1, 'select 2': 2, 'select 3': 1 });
      expect(kept.prepare('select 3').all([])).toEqual([{ 3: 3 }]);
    } finally {
      sqlite.close();
    }
  });
});
