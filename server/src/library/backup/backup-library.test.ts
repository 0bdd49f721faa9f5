import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { LibraryConfig } from '../../config.js';
import { libraryContents } from '../../test/library-contents.js';
import {
  emptyLibrarySettings,
  episodeDetails,
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  tickingClock,
} from '../../test/test-library.js';
import { createLibraryStore } from '../store/create-library-store.js';
import { openLibraryDatabase } from '../store/library-database.js';
import type { LibraryTables } from '../store/library-tables.js';
import { migrateLibrary } from '../store/migrate-library.js';
import { libraryMigrations } from '../store/migrations/library-migrations.js';
import { backupLibrary, restoreLibrary } from './backup-library.js';
import { BackupProblem } from './backup-problem.js';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const WRITER = path.join(SOURCE_DIR, '..', '..', 'test', 'library-writer-cli.ts');
const options = { env: process.env };

/** Every row of every table, the migration tables included, each table's rows in one order. */
async function allRows(settings: LibraryConfig): Promise<Record<string, unknown[]>> {
  const database = await openLibraryDatabase(settings);
  try {
    const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
        database.db,
      );
      rows[name] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** A member's library in every kind of table the store writes. */
async function fillLibrary(settings: LibraryConfig, uid: string): Promise<void> {
  const database = await openLibraryDatabase(settings);
  try {
    const store = createLibraryStore(database, { now: tickingClock() });
    const list = await store.createList(uid, { name: 'Favourite heists', description: 'Ocean’s' });
    await store.setListPublic(uid, list.id, true);
    for (let id = 1; id <= 12; id += 1) {
      const title = { mediaType: 'movie' as const, mediaId: id };
      await store.rememberTitles([movieDetails(id, { genre_ids: [18, 80] })]);
      await store.setMark(uid, id % 2 === 0 ? 'watchlist' : 'favourites', title, true);
      await store.rate(uid, title, (id % 10) + 0.5);
      await store.addDiaryEntry(uid, { ...title, watchedOn: '2026-01-02', note: `Night ${id}` });
      await store.addListItem(uid, list.id, title);
    }
    await store.rememberTitles([showDetails(1396)]);
    await store.markEpisodes(uid, 1396, [{ seasonNumber: 1, episodeNumber: 1 }], {
      watchedOn: '2026-06-02',
    });
    const episode = { showId: 1396, seasonNumber: 1, episodeNumber: 1 };
    await store.rateEpisode(uid, episode, 9, episodeDetails(episode));
    await store.updateSettings(uid, { displayName: 'Ada' });
    await store.calendarFeedSecret(uid);
  } finally {
    await database.close();
  }
}

/** 5,000 titles' details with long overviews: about 10 MB of rows. */
async function rememberManyTitles(settings: LibraryConfig): Promise<void> {
  const database = await openLibraryDatabase(settings);
  try {
    const store = createLibraryStore(database);
    for (let first = 100_000; first < 105_000; first += 100)
      await store.rememberTitles(
        Array.from({ length: 100 }, (_title, index) =>
          movieDetails(first + index, { overview: `A long story ${first + index}. `.repeat(100) }),
        ),
      );
  } finally {
    await database.close();
  }
}

/**
 * Runs the library writer (another process, writing through the store without end) until it has
 * reported `before` writes, calls `during`, lets it report `after` more, then kills it. Every line
 * it reported, in order: each is a write it had committed.
 */
async function writeAround(
  settings: LibraryConfig,
  uid: string,
  { before, after }: { before: number; after: number },
  during: () => Promise<void>,
): Promise<{ reported: string[]; seenBefore: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WRITER, JSON.stringify(settings), uid],
    { cwd: SOURCE_DIR, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const reported: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve()
        : reject(new Error(`The writer stopped by itself (${String(code)}): ${stderr}`)),
    );
  });
  let waiting: { count: number; resolve: () => void } | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => {
    reported.push(line);
    if (waiting !== undefined && reported.length >= waiting.count) waiting.resolve();
  });
  const reportedAtLeast = (count: number) =>
    Promise.race([
      closed,
      new Promise<void>((resolve) => {
        if (reported.length >= count) resolve();
        else waiting = { count, resolve };
      }),
    ]);
  try {
    await reportedAtLeast(before);
    const seenBefore = reported.length;
    await during();
    await reportedAtLeast(reported.length + after);
    return { reported, seenBefore };
  } finally {
    child.kill('SIGKILL');
    await closed.catch(() => {});
  }
}

/** The writer's writes that a library holds, as the writer reports them. */
async function writesIn(settings: LibraryConfig, uid: string): Promise<Set<string>> {
  const { watchlist, ratings, diary, lists } = await libraryContents(settings, uid);
  return new Set([
    ...watchlist.map((title) => `watchlist ${title.mediaId}`),
    ...ratings.map((title) => `rating ${title.mediaId}`),
    ...diary.map((entry) => `diary ${entry.id}`),
    ...lists.flatMap(({ list, items }) => [
      `list ${list.id}`,
      ...items.map((item) => `item ${item.mediaId}`),
    ]),
  ]);
}

/** Whether anything of a library is there, looked at without opening it as one (which would make it). */
async function holdsLibrary(settings: LibraryConfig): Promise<boolean> {
  if (settings.engine === 'sqlite') return existsSync(settings.file);
  const client = new pg.Client({ connectionString: settings.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname = 'public'`,
    );
    return rows[0]?.tables !== 0;
  } finally {
    await client.end();
  }
}

/** A library as an older Marquee left it: every migration but the last, and one watchlist row. */
async function olderLibrary(engine: LibraryConfig['engine']): Promise<LibraryConfig> {
  const settings = await newLibrary(engine);
  const db = new Kysely<LibraryTables>({
    dialect:
      settings.engine === 'sqlite'
        ? new SqliteDialect({ database: new Database(settings.file) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.url }) }),
  });
  try {
    const migrations = Object.entries(libraryMigrations(engine)).slice(0, -1);
    await migrateLibrary({ db, engine, where: 'an older library' }, Object.fromEntries(migrations));
    await db
      .insertInto('watchlist')
      .values({ uid: 'older', media_type: 'movie', media_id: 603, added_at: 1 })
      .execute();
  } finally {
    await db.destroy();
  }
  return settings;
}

function withPassword(settings: LibraryConfig, password: string): LibraryConfig {
  if (settings.engine === 'sqlite') return settings;
  const url = new URL(settings.url);
  url.password = encodeURIComponent(password);
  return { engine: 'postgres', url: url.toString() };
}

function newFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'marquee-backup-'));
  folders.push(folder);
  return folder;
}
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A library for the test: its cleanup runs after the file's tests. */
async function newLibrary(engine: LibraryConfig['engine']): Promise<LibraryConfig> {
  const { settings, cleanup } = await emptyLibrarySettings(engine);
  if (settings.engine === 'sqlite') folders.push(path.dirname(settings.file));
  else cleanup();
  return settings;
}

describe.each(LIBRARY_ENGINES)('a backup on %s', (engine) => {
  it('restores into a new place with every row of every table as it was', async () => {
    // The test cluster trusts every local connection: a password is taken and not needed.
    const source = withPassword(await newLibrary(engine), 'p@ss word/');
    const uid = newUid();
    await fillLibrary(source, uid);
    const rows = await allRows(source);
    const file = path.join(newFolder(), 'library.backup');

    const written = await backupLibrary(source, file, options);
    expect(written).toMatchObject({ file, bytes: expect.any(Number) as number });
    expect(written.bytes).toBeGreaterThan(0);
    const target = withPassword(await newLibrary(engine), 'p@ss word/');
    await restoreLibrary(target, file, options);

    const restored = await allRows(target);
    expect(restored).toEqual(rows);
    for (const table of ['ratings', 'diary_entries', 'list_items', 'episode_watches'])
      expect(restored[table]?.length, table).toBeGreaterThan(0);
    expect(await libraryContents(target, uid)).toEqual(await libraryContents(source, uid));
  });

  it('taken while another process writes, holds a moment of the library: every write up to one, none after', async () => {
    const source = await newLibrary(engine);
    // Megabytes to copy besides the writes, so that the copy takes a while.
    await fillLibrary(source, newUid());
    await rememberManyTitles(source);
    const uid = newUid();
    const file = path.join(newFolder(), 'library.backup');
    const { reported, seenBefore } = await writeAround(
      source,
      uid,
      { before: 40, after: 8 },
      async () => {
        await backupLibrary(source, file, options);
      },
    );
    const target = await newLibrary(engine);
    await restoreLibrary(target, file, options);

    // The writer commits one write at a time, in the order it reports them: a moment of the
    // library holds exactly the first so many, and every one reported before the backup began.
    const restored = await writesIn(target, uid);
    expect(restored.size).toBeGreaterThanOrEqual(seenBefore);
    expect(restored.size).toBeLessThan(reported.length);
    expect(restored).toEqual(new Set(reported.slice(0, restored.size)));

    // Each row the writer only adds is in the source as it is in the copy; a list's count is its items'.
    const [copied, now] = [await allRows(target), await allRows(source)];
    for (const table of [
      'watchlist',
      'ratings',
      'diary_entries',
      'list_items',
      'library_migration',
    ])
      expect(now[table], table).toEqual(expect.arrayContaining(copied[table] ?? []));
    const { lists } = await libraryContents(target, uid);
    for (const { list, items } of lists) {
      expect(list.itemCount).toBe(items.length);
      expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index));
    }
  });

  it('replaces a library only with --force, and then with the backup’s rows alone', async () => {
    const library = await newLibrary(engine);
    const uid = newUid();
    await fillLibrary(library, uid);
    const file = path.join(newFolder(), 'library.backup');
    await backupLibrary(library, file, options);
    const rowsAtBackup = await allRows(library);
    await fillLibrary(library, newUid());
    const rowsLater = await allRows(library);

    await expect(restoreLibrary(library, file, options)).rejects.toThrow(
      /run the restore again with --force to replace it/,
    );
    expect(await allRows(library)).toEqual(rowsLater);

    await restoreLibrary(library, file, { ...options, force: true });
    expect(await allRows(library)).toEqual(rowsAtBackup);
  });

  it('puts an older version’s backup in place of a newer library, which the next start migrates again', async () => {
    const older = await olderLibrary(engine);
    const file = path.join(newFolder(), 'older.backup');
    await backupLibrary(older, file, options);
    const library = await newLibrary(engine);
    await fillLibrary(library, newUid());

    await restoreLibrary(library, file, { ...options, force: true });
    const rows = await allRows(library);
    expect(rows.watchlist).toEqual([
      JSON.stringify({ uid: 'older', media_type: 'movie', media_id: 603, added_at: 1 }),
    ]);
    expect(rows.library_migration).toHaveLength(Object.keys(libraryMigrations(engine)).length);
    expect(rows.diary_entries).toEqual([]);
  });

  it('leaves the library as it was when the backup is cut short', async () => {
    const library = await newLibrary(engine);
    await fillLibrary(library, newUid());
    await rememberManyTitles(library);
    const file = path.join(newFolder(), 'library.backup');
    await backupLibrary(library, file, options);
    truncateSync(file, Math.floor(statSync(file).size * 0.6));
    await fillLibrary(library, newUid());
    const rows = await allRows(library);

    await expect(restoreLibrary(library, file, { ...options, force: true })).rejects.toThrow(
      BackupProblem,
    );
    expect(await allRows(library)).toEqual(rows);
  });

  it('refuses to replace a library that a server has open, even with --force', async () => {
    const library = await newLibrary(engine);
    await fillLibrary(library, newUid());
    const file = path.join(newFolder(), 'library.backup');
    await backupLibrary(library, file, options);
    const rows = await allRows(library);
    const server = await openLibraryDatabase(library);
    try {
      // A server's connection is open, idle between requests.
      await createLibraryStore(server).listLists(newUid());
      await expect(restoreLibrary(library, file, { ...options, force: true })).rejects.toThrow(
        engine === 'sqlite'
          ? /is open in another process \(is the server running\?\)/
          : /other connections? \(are servers running\?\)/,
      );
    } finally {
      await server.close();
    }
    expect(await allRows(library)).toEqual(rows);
  });

  it('refuses a backup file that is not there, or not a Marquee library, and leaves the library absent', async () => {
    const target = await newLibrary(engine);
    const folder = newFolder();
    await expect(
      restoreLibrary(target, path.join(folder, 'missing.backup'), options),
    ).rejects.toThrow(
      new BackupProblem(`There is no backup at ${path.join(folder, 'missing.backup')}.`),
    );

    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'Not a library, just some notes.\n'.repeat(100));
    await expect(restoreLibrary(target, text, options)).rejects.toThrow(
      engine === 'sqlite'
        ? `${text} is not a SQLite library file (file is not a database).`
        : new RegExp(`^${text} is not a PostgreSQL backup \\(pg_restore: .+\\)\\.$`),
    );

    if (engine === 'sqlite') {
      const other = path.join(folder, 'other.sqlite');
      const db = new Database(other);
      db.exec('create table notes (text text)');
      db.close();
      await expect(restoreLibrary(target, other, options)).rejects.toThrow(
        `${other} is not a Marquee library (it has no library_migration).`,
      );
    }
    expect(await holdsLibrary(target)).toBe(false);
  });

  it('refuses to write over a backup without --force, and to back up what is not a library', async () => {
    const library = await newLibrary(engine);
    await fillLibrary(library, newUid());
    const file = path.join(newFolder(), 'library.backup');
    await backupLibrary(library, file, options);
    await expect(backupLibrary(library, file, options)).rejects.toThrow(
      `${file} exists. Name another file, or add --force to replace it.`,
    );
    await backupLibrary(library, file, { ...options, force: true });

    const empty = await emptyLibrarySettings(engine);
    try {
      await expect(
        backupLibrary(empty.settings, path.join(newFolder(), 'empty.backup'), options),
      ).rejects.toThrow(
        empty.settings.engine === 'sqlite'
          ? `There is no library at ${empty.settings.file} to back up (LIBRARY_DB).`
          : /holds no Marquee library to back up \(it has no library_migration\)\.$/,
      );
    } finally {
      empty.cleanup();
    }
  });
});

describe('a restore on sqlite', () => {
  it('folds in and removes the -wal a killed server left, so it is never replayed into the backup', async () => {
    const library = await newLibrary('sqlite');
    if (library.engine !== 'sqlite') throw new Error('sqlite only');
    await fillLibrary(library, newUid());
    const file = path.join(newFolder(), 'library.backup');
    await backupLibrary(library, file, options);
    const rowsAtBackup = await allRows(library);

    // A server killed with writes in its -wal: the file and its -wal copied while it is open.
    const crashed = path.join(newFolder(), 'library.sqlite');
    const server = new Database(library.file);
    try {
      server.pragma('wal_autocheckpoint = 0');
      server.prepare('delete from ratings').run();
      server.prepare('delete from diary_entries').run();
      copyFileSync(library.file, crashed);
      copyFileSync(`${library.file}-wal`, `${crashed}-wal`);
    } finally {
      server.close();
    }

    await restoreLibrary({ engine: 'sqlite', file: crashed }, file, { ...options, force: true });
    expect(existsSync(`${crashed}-wal`)).toBe(false);
    expect(await allRows({ engine: 'sqlite', file: crashed })).toEqual(rowsAtBackup);
  });
});
