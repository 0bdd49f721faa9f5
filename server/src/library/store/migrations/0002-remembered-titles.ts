import { sql, type Kysely, type Migration } from 'kysely';
import type { LibraryEngine } from '../library-tables.js';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

/**
 * The titles' details, shared by every user, for the reads' items, sorts and filters; and their
 * genres, one row each. Reads start from the user's own rows (by their indexes) and look these
 * up by primary key, so the sort columns need no index of their own.
 */
export function rememberedTitlesMigration(engine: LibraryEngine): Migration {
  // PostgreSQL would compare text by the database's locale, which may skip spaces and
  // punctuation; bytes, as SQLite compares, sort the same on both.
  const sortableText = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('remembered_titles')
        .addColumn('media_type', 'text', (column) => column.notNull())
        .addColumn('media_id', 'integer', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('title_key', sortableText, (column) => column.notNull())
        .addColumn('release_date', sortableText)
        .addColumn('popularity', 'double precision')
        .addPrimaryKeyConstraint('remembered_titles_pkey', ['media_type', 'media_id'])
        .addCheckConstraint('remembered_titles_media_type', sql`media_type in ('movie', 'tv')`)
        .execute();
      await db.schema
        .createTable('title_genres')
        .addColumn('media_type', 'text', (column) => column.notNull())
        .addColumn('media_id', 'integer', (column) => column.notNull())
        .addColumn('genre_id', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('title_genres_pkey', ['media_type', 'media_id', 'genre_id'])
        .addCheckConstraint('title_genres_media_type', sql`media_type in ('movie', 'tv')`)
        .addCheckConstraint('title_genres_genre_id', sql`genre_id > 0`)
        .execute();
    },
  };
}
