import { sql, type Kysely, type Migration } from 'kysely';
import type { LibraryEngine } from '../library-tables.js';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

/**
 * Saved filters (issue 23): a member's browse filters kept under a name, in the member's order,
 * some of them pinned as rows on home. The filters are the browse address's query, so browse can
 * grow filters without a migration.
 */
export function savedFiltersMigration(engine: LibraryEngine): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('saved_filters');
      await (
        engine === 'sqlite'
          ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
          : table.addColumn('id', 'bigint', (column) =>
              column.primaryKey().generatedByDefaultAsIdentity(),
            )
      )
        .addColumn('uid', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('media_type', 'text', (column) => column.notNull())
        .addColumn('query', 'text', (column) => column.notNull())
        .addColumn('pinned', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addCheckConstraint('saved_filters_name', sql`length(name) between 1 and 100`)
        .addCheckConstraint('saved_filters_media_type', sql`media_type in ('movie', 'tv')`)
        .addCheckConstraint('saved_filters_query', sql`length(query) <= 2000`)
        .addCheckConstraint('saved_filters_pinned', sql`pinned in (0, 1)`)
        .addCheckConstraint('saved_filters_position', sql`position >= 0`)
        .execute();
      await db.schema
        .createIndex('saved_filters_by_position')
        .on('saved_filters')
        .columns(['uid', 'position'])
        .execute();
    },
  };
}
