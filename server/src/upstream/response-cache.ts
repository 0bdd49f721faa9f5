import { mkdirSync } from 'node:fs';
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

/** The upstream response cache: a SQLite file apart from the catalogue, bounded in size, least recently used out first. */
export function openResponseCache({
  path: file,
  maxBytes,
  now = Date.now,
}: ResponseCacheOptions): ResponseCache {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Set before the first table exists, so pages freed by eviction go back to the file system.
  db.pragma('auto_vacuum = INCREMENTAL');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
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
