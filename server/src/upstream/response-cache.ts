import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface CachedResponse {
  status: number;
  body: Buffer;
  /** Epoch milliseconds. */
  storedAt: number;
  expiresAt: number;
}

export interface ResponseCache {
  /** The entry, fresh or not; reading it counts as a use for eviction. */
  get(key: string): CachedResponse | undefined;
  put(key: string, response: CachedResponse): void;
  /** What the bound is measured on: bodies plus keys plus a fixed row overhead. */
  totalBytes(): number;
  close(): void;
}

export interface ResponseCacheOptions {
  path: string;
  maxBytes: number;
  now?: () => number;
  /** Told when an unreadable cache file was moved aside; defaults to a Node warning on stderr. */
  warn?: (message: string) => void;
}

// SQLite's own row and index bookkeeping, roughly, so many tiny entries still count.
const ROW_OVERHEAD_BYTES = 64;
// Evicting down to 90 % of the bound frees room for many puts, instead of one delete per put.
const EVICT_TO_FRACTION = 0.9;

interface Row {
  status: number;
  body: Buffer;
  stored_at: number;
  expires_at: number;
}

const COLUMNS = ['key', 'status', 'body', 'stored_at', 'expires_at', 'last_used', 'bytes'];

/** The file holds something, but not this cache: moving it aside loses nothing. */
class NotACacheError extends Error {}

// SQLite's answers for a file that is damaged or not a database at all.
const CORRUPT_CODES = /^SQLITE_(?:NOTADB|CORRUPT)/;

function isUnreadableCache(error: unknown): error is Error {
  return (
    error instanceof NotACacheError ||
    (error instanceof Database.SqliteError && CORRUPT_CODES.test(error.code))
  );
}

function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  try {
    // Set before the first table exists, so pages freed by eviction go back to the file system.
    db.pragma('auto_vacuum = INCREMENTAL');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const tables = db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all();
    // An empty file is a new cache; anything else must be this cache, so another database named
    // by mistake never gets a table written into it.
    if (tables.length > 0) {
      const columns = db
        .prepare<[], string>("SELECT name FROM pragma_table_info('responses') ORDER BY cid")
        .pluck()
        .all();
      if (columns.join() !== COLUMNS.join())
        throw new NotACacheError(
          tables.includes('responses')
            ? 'its responses table has other columns'
            : 'it holds no responses table',
        );
    }
    db.exec(`CREATE TABLE IF NOT EXISTS responses (
      key TEXT PRIMARY KEY,
      status INTEGER NOT NULL,
      body BLOB NOT NULL,
      stored_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      last_used INTEGER NOT NULL,
      bytes INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS responses_last_used ON responses (last_used);`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Renames the file and its WAL and shared-memory companions to `<file>.corrupt-<time>`; returns the new name. */
function moveAside(file: string, now: number): string {
  const movedTo = `${file}.corrupt-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${movedTo}${suffix}`);
  return movedTo;
}

function nodeWarning(message: string): void {
  process.emitWarning(message, 'ResponseCacheWarning');
}

/**
 * The upstream response cache: a SQLite file apart from the catalogue, bounded in size, least
 * recently used out first. It only holds copies of TMDB's answers, so a file that cannot be read as
 * one is moved aside (kept for a look, never deleted) and the server starts with an empty cache.
 */
export function openResponseCache({
  path: file,
  maxBytes,
  now = Date.now,
  warn = nodeWarning,
}: ResponseCacheOptions): ResponseCache {
  mkdirSync(path.dirname(file), { recursive: true });
  let db: Database.Database;
  try {
    db = openDatabase(file);
  } catch (error) {
    // Anything else (no permission, locked by another process) is not ours to move.
    if (!isUnreadableCache(error)) throw error;
    const movedTo = moveAside(file, now());
    warn(
      `The TMDB response cache ${file} could not be used (${error.message}); moved it to ${movedTo} and started an empty cache. It only held copies of TMDB answers: nothing is lost, and the moved file may be deleted.`,
    );
    db = openDatabase(file);
  }

  const select = db.prepare<[string], Row>(
    'SELECT status, body, stored_at, expires_at FROM responses WHERE key = ?',
  );
  const touch = db.prepare<[number, string]>('UPDATE responses SET last_used = ? WHERE key = ?');
  const sizeOf = db.prepare<[string], { bytes: number }>(
    'SELECT bytes FROM responses WHERE key = ?',
  );
  const upsert = db.prepare<[string, number, Buffer, number, number, number, number]>(
    'INSERT OR REPLACE INTO responses (key, status, body, stored_at, expires_at, last_used, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const oldestUsed = db.prepare<[], { key: string; bytes: number }>(
    'SELECT key, bytes FROM responses ORDER BY last_used, rowid',
  );
  const remove = db.prepare<[string]>('DELETE FROM responses WHERE key = ?');
  let total =
    db.prepare<[], { total: number | null }>('SELECT SUM(bytes) AS total FROM responses').get()
      ?.total ?? 0;
  // Several uses in the same millisecond still need an order, so last_used never goes backwards or repeats.
  let lastTick =
    db.prepare<[], { tick: number | null }>('SELECT MAX(last_used) AS tick FROM responses').get()
      ?.tick ?? 0;
  function tick(): number {
    lastTick = Math.max(now(), lastTick + 1);
    return lastTick;
  }

  const evict = db.transaction((target: number) => {
    const victims: Array<{ key: string; bytes: number }> = [];
    let remaining = total;
    for (const row of oldestUsed.iterate()) {
      if (remaining <= target) break;
      victims.push(row);
      remaining -= row.bytes;
    }
    for (const victim of victims) remove.run(victim.key);
    total = remaining;
  });

  const write = db.transaction((key: string, response: CachedResponse, bytes: number) => {
    const previous = sizeOf.get(key)?.bytes ?? 0;
    upsert.run(
      key,
      response.status,
      response.body,
      response.storedAt,
      response.expiresAt,
      tick(),
      bytes,
    );
    total += bytes - previous;
  });

  return {
    get(key) {
      const row = select.get(key);
      if (row === undefined) return undefined;
      touch.run(tick(), key);
      return {
        status: row.status,
        body: row.body,
        storedAt: row.stored_at,
        expiresAt: row.expires_at,
      };
    },
    put(key, response) {
      const bytes = response.body.length + Buffer.byteLength(key) + ROW_OVERHEAD_BYTES;
      if (bytes > maxBytes) return;
      write(key, response, bytes);
      if (total > maxBytes) {
        evict(Math.floor(maxBytes * EVICT_TO_FRACTION));
        db.pragma('incremental_vacuum');
      }
    },
    totalBytes: () => total,
    close() {
      db.close();
    },
  };
}
