import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { LibraryEngine } from '../library-tables.js';

// Frozen in time: later code may change its limits and types, this migration must keep making
// the tables it always made. Numbers here are the limits as of issue 12.

type AnyTable = CreateTableBuilder<string, never>;

/** Watchlist, favourites, ratings, the diary, and lists with their items. */
export function libraryTablesMigration(engine: LibraryEngine): Migration {
  // Both never hand out a deleted row's id again, so an old link can never reach a newer row.
  const withId = (table: AnyTable): AnyTable =>
    engine === 'sqlite'
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigint', (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        );
  const mediaTypeCheck = (table: AnyTable, name: string): AnyTable =>
    table.addCheckConstraint(`${name}_media_type`, sql`media_type in ('movie', 'tv')`);

  const titleMarks = (db: Kysely<unknown>, name: 'watchlist' | 'favourites') =>
    mediaTypeCheck(
      db.schema
        .createTable(name)
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('media_type', 'text', (column) => column.notNull())
        .addColumn('media_id', 'integer', (column) => column.notNull())
        .addColumn('added_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint(`${name}_pkey`, ['uid', 'media_type', 'media_id']),
      name,
    ).execute();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await titleMarks(db, 'watchlist');
      await db.schema
        .createIndex('watchlist_by_added')
        .on('watchlist')
        .columns(['uid', 'added_at', 'media_type', 'media_id'])
        .execute();
      await titleMarks(db, 'favourites');
      await db.schema
        .createIndex('favourites_by_added')
        .on('favourites')
        .columns(['uid', 'added_at', 'media_type', 'media_id'])
        .execute();

      await mediaTypeCheck(
        db.schema
          .createTable('ratings')
          .addColumn('uid', 'text', (column) => column.notNull())
          .addColumn('media_type', 'text', (column) => column.notNull())
          .addColumn('media_id', 'integer', (column) => column.notNull())
          .addColumn('value_halves', 'integer', (column) => column.notNull())
          .addColumn('rated_at', 'bigint', (column) => column.notNull())
          .addPrimaryKeyConstraint('ratings_pkey', ['uid', 'media_type', 'media_id'])
          .addCheckConstraint('ratings_value', sql`value_halves between 1 and 20`),
        'ratings',
      ).execute();
      await db.schema
        .createIndex('ratings_by_rated')
        .on('ratings')
        .columns(['uid', 'rated_at', 'media_type', 'media_id'])
        .execute();
      await db.schema
        .createIndex('ratings_by_value')
        .on('ratings')
        .columns(['uid', 'value_halves', 'rated_at', 'media_type', 'media_id'])
        .execute();

      await mediaTypeCheck(
        withId(db.schema.createTable('diary_entries'))
          .addColumn('uid', 'text', (column) => column.notNull())
          .addColumn('media_type', 'text', (column) => column.notNull())
          .addColumn('media_id', 'integer', (column) => column.notNull())
          .addColumn('watched_on', 'text', (column) => column.notNull())
          .addColumn('note', 'text')
          .addColumn('rating_halves', 'integer')
          .addColumn('created_at', 'bigint', (column) => column.notNull())
          .addCheckConstraint('diary_entries_note', sql`length(note) <= 1000`)
          .addCheckConstraint('diary_entries_rating', sql`rating_halves between 1 and 20`),
        'diary_entries',
      ).execute();
      await db.schema
        .createIndex('diary_by_watched')
        .on('diary_entries')
        .columns(['uid', 'watched_on', 'id'])
        .execute();
      await db.schema
        .createIndex('diary_by_title')
        .on('diary_entries')
        .columns(['uid', 'media_type', 'media_id', 'watched_on', 'id'])
        .execute();

      await withId(db.schema.createTable('lists'))
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .addColumn('item_count', 'integer', (column) => column.notNull())
        .addColumn('is_public', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('share_id', 'text')
        .addCheckConstraint('lists_name', sql`length(name) between 1 and 100`)
        .addCheckConstraint('lists_description', sql`length(description) <= 1000`)
        .addCheckConstraint('lists_item_count', sql`item_count between 0 and 5000`)
        .addCheckConstraint('lists_is_public', sql`is_public in (0, 1)`)
        .execute();
      await db.schema
        .createIndex('lists_by_user')
        .on('lists')
        .columns(['uid', 'updated_at', 'id'])
        .execute();
      await db.schema
        .createIndex('lists_by_share_id')
        .on('lists')
        .column('share_id')
        .unique()
        .execute();

      await mediaTypeCheck(
        db.schema
          .createTable('list_items')
          .addColumn('list_id', engine === 'sqlite' ? 'integer' : 'bigint', (column) =>
            column.notNull().references('lists.id').onDelete('cascade'),
          )
          .addColumn('media_type', 'text', (column) => column.notNull())
          .addColumn('media_id', 'integer', (column) => column.notNull())
          .addColumn('position', 'integer', (column) => column.notNull())
          .addColumn('added_at', 'bigint', (column) => column.notNull())
          .addPrimaryKeyConstraint('list_items_pkey', ['list_id', 'media_type', 'media_id'])
          .addCheckConstraint('list_items_position', sql`position >= 0`),
        'list_items',
      ).execute();
      await db.schema
        .createIndex('list_items_by_position')
        .on('list_items')
        .columns(['list_id', 'position'])
        .execute();
      await db.schema
        .createIndex('list_items_by_added')
        .on('list_items')
        .columns(['list_id', 'added_at', 'media_type', 'media_id'])
        .execute();
    },
  };
}
