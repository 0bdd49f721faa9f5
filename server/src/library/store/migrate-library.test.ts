import { writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { StartupProblem } from '../../startup-problem.js';
import { introspectLibrarySchema } from '../../test/introspect-library-schema.js';
import {
  emptyLibrarySettings,
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
} from '../../test/test-library.js';
import type { LibraryConfig } from '../../config.js';
import { createLibraryStore } from './create-library-store.js';
import { openLibraryDatabase, type LibraryDatabase } from './library-database.js';
import type { LibraryTables } from './library-tables.js';
import { MIGRATION_TABLE, migrateLibrary } from './migrate-library.js';
import { libraryMigrations } from './migrations/library-migrations.js';

/** The library at `settings` opened as it is, without bringing it up to date. */
function openAsItIs(settings: LibraryConfig): LibraryDatabase {
  const db = new Kysely<LibraryTables>({
    dialect:
      settings.engine === 'sqlite'
        ? new SqliteDialect({ database: new Database(settings.file) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.url, max: 1 }) }),
  });
  return { engine: settings.engine, db, where: 'the test library', close: () => db.destroy() };
}

describe.each(LIBRARY_ENGINES)('opening a library on %s', (engine) => {
  it('brings a library of the first version up to date, keeping what it holds', async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    try {
      const uid = newUid();
      const first = openAsItIs(settings);
      await migrateLibrary(first, {
        '0001-library-tables': libraryMigrations(engine)['0001-library-tables'] as Migration,
      });
      const fightClub = { mediaType: 'movie', mediaId: 550 } as const;
      await createLibraryStore(first).setMark(uid, 'watchlist', fightClub, true);
      await first.close();

      const updated = await openLibraryDatabase(settings);
      try {
        const store = createLibraryStore(updated);
        const before = await store.listMarks(uid, 'watchlist');
        expect(before.results).toEqual([expect.objectContaining({ ...fightClub, details: null })]);
        const details = movieDetails(550, { title: 'Fight Club', genre_ids: [18] });
        await store.rememberTitles([details]);
        const after = await store.listMarks(uid, 'watchlist', { genreId: 18 });
        expect(after.results).toEqual([expect.objectContaining({ ...fightClub, details })]);
      } finally {
        await updated.close();
      }
    } finally {
      cleanup();
    }
  });

  it('migrates once: opening it again keeps what it holds', async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    try {
      const uid = newUid();
      const first = await openLibraryDatabase(settings);
      await createLibraryStore(first).setMark(
        uid,
        'watchlist',
        { mediaType: 'movie', mediaId: 550 },
        true,
      );
      await first.close();
      const again = await openLibraryDatabase(settings);
      expect((await createLibraryStore(again).listMarks(uid, 'watchlist')).total).toBe(1);
      await again.close();
    } finally {
      cleanup();
    }
  });

  it('refuses a database that a newer Marquee migrated, naming the migration', async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    try {
      const newer = await openLibraryDatabase(settings);
      await migrateLibrary(newer, {
        ...libraryMigrations(engine),
        '9998-from-the-future': { up: async () => {} },
      });
      await newer.close();
      const opening = openLibraryDatabase(settings);
      await expect(opening).rejects.toThrow(StartupProblem);
      await expect(opening).rejects.toThrow(
        `updated by a newer version of Marquee (migration 9998-from-the-future; this version knows up to ${Object.keys(libraryMigrations(engine)).at(-1)})`,
      );
    } finally {
      cleanup();
    }
  });

  it('leaves nothing of a migration that fails halfway', async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    try {
      const database = await openLibraryDatabase(settings);
      try {
        const migrating = migrateLibrary(database, {
          ...libraryMigrations(engine),
          '9999-fails-halfway': {
            async up(db) {
              await db.schema.createTable('half_made').addColumn('id', 'integer').execute();
              throw new Error('the disk is on fire');
            },
          },
        });
        await expect(migrating).rejects.toThrow(
          /could not be brought up to date \(the disk is on fire\)/,
        );
        const { tables } = await introspectLibrarySchema(database);
        expect(Object.keys(tables)).not.toContain('half_made');
        const { rows } = await sql<{
          name: string;
        }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(database.db);
        expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(libraryMigrations(engine)));
      } finally {
        await database.close();
      }
    } finally {
      cleanup();
    }
  });
});

describe('opening a library', () => {
  it('on several servers at once migrates once, without an error', async () => {
    const { settings } = await emptyLibrarySettings('postgres');
    const servers = await Promise.all([1, 2, 3].map(() => openLibraryDatabase(settings)));
    await Promise.all(servers.map((server) => server.close()));
  });

  it('says which file is not a database', async () => {
    const { settings, cleanup } = await emptyLibrarySettings('sqlite');
    try {
      if (settings.engine !== 'sqlite') throw new Error('unreachable');
      writeFileSync(settings.file, 'this is not a database, it is a shopping list');
      const opening = openLibraryDatabase(settings);
      await expect(opening).rejects.toThrow(StartupProblem);
      await expect(opening).rejects.toThrow(`The library file ${settings.file} cannot be used`);
    } finally {
      cleanup();
    }
  });

  it('says PostgreSQL cannot be reached, without its password', async () => {
    // Port 1 on loopback: nothing listens there.
    const opening = openLibraryDatabase(
      { engine: 'postgres', url: 'postgres://marquee:hunter2@127.0.0.1:1/marquee' },
      { postgresTimeouts: { connectMs: 2_000, statementMs: 2_000, answerMs: 2_000 } },
    );
    await expect(opening).rejects.toThrow(
      /^The library database PostgreSQL 127\.0\.0\.1:1\/marquee cannot be reached \(.*ECONNREFUSED/,
    );
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });
});
