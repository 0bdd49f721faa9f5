import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { LibraryEngine } from '../library-tables.js';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

type AnyTable = CreateTableBuilder<string, never>;

/**
 * Episode progress (issue 22): where a member is with each show they follow, every watch of an
 * episode, their episode ratings, and the secret of their calendar feed.
 */
export function episodeProgressMigration(engine: LibraryEngine): Migration {
  const withId = (table: AnyTable): AnyTable =>
    engine === 'sqlite'
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigint', (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        );
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row per show a member follows: its current watch-through (cycle) and whether they
      // are watching it, have paused it or have stopped tracking it.
      await db.schema
        .createTable('show_progress')
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('show_id', 'integer', (column) => column.notNull())
        .addColumn('cycle', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('started_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('show_progress_pkey', ['uid', 'show_id'])
        .addCheckConstraint('show_progress_cycle', sql`cycle >= 1`)
        .addCheckConstraint(
          'show_progress_status',
          sql`status in ('watching', 'paused', 'dropped')`,
        )
        .execute();
      await db.schema
        .createIndex('show_progress_by_status')
        .on('show_progress')
        .columns(['uid', 'status', 'updated_at', 'show_id'])
        .execute();

      // Every watch of an episode. Within a cycle, rewatch 0 is the first watch and 1, 2… the
      // ones after; the unique key makes two tabs marking the same episode end with one watch.
      await withId(db.schema.createTable('episode_watches'))
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('show_id', 'integer', (column) => column.notNull())
        .addColumn('season_number', 'integer', (column) => column.notNull())
        .addColumn('episode_number', 'integer', (column) => column.notNull())
        .addColumn('cycle', 'integer', (column) => column.notNull())
        .addColumn('rewatch', 'integer', (column) => column.notNull())
        .addColumn('watched_on', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addCheckConstraint('episode_watches_season', sql`season_number >= 0`)
        .addCheckConstraint('episode_watches_episode', sql`episode_number >= 1`)
        .addCheckConstraint('episode_watches_cycle', sql`cycle >= 1`)
        .addCheckConstraint('episode_watches_rewatch', sql`rewatch >= 0`)
        .execute();
      await db.schema
        .createIndex('episode_watches_unique')
        .on('episode_watches')
        .columns(['uid', 'show_id', 'cycle', 'season_number', 'episode_number', 'rewatch'])
        .unique()
        .execute();
      await db.schema
        .createIndex('episode_watches_by_watched')
        .on('episode_watches')
        .columns(['uid', 'watched_on', 'id'])
        .execute();

      await db.schema
        .createTable('episode_ratings')
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('show_id', 'integer', (column) => column.notNull())
        .addColumn('season_number', 'integer', (column) => column.notNull())
        .addColumn('episode_number', 'integer', (column) => column.notNull())
        .addColumn('value_halves', 'integer', (column) => column.notNull())
        .addColumn('rated_at', 'bigint', (column) => column.notNull())
        // The episode as the catalogue gave it when rated (TMDB's rated list answers with it).
        .addColumn('details', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('episode_ratings_pkey', [
          'uid',
          'show_id',
          'season_number',
          'episode_number',
        ])
        .addCheckConstraint('episode_ratings_value', sql`value_halves between 1 and 20`)
        .execute();
      await db.schema
        .createIndex('episode_ratings_by_rated')
        .on('episode_ratings')
        .columns(['uid', 'rated_at', 'show_id', 'season_number', 'episode_number'])
        .execute();

      // The secret in a member's calendar feed address; a reset replaces it.
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('uid', 'text', (column) => column.primaryKey())
        .addColumn('secret', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('calendar_feeds_by_secret')
        .on('calendar_feeds')
        .column('secret')
        .unique()
        .execute();
    },
  };
}
