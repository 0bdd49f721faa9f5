import { sql, type Kysely, type Migration } from 'kysely';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

/** A member's settings (issue 13): the name their shared lists show, and hiding watched titles. */
export function memberSettingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('member_settings')
        .addColumn('uid', 'text', (column) => column.primaryKey())
        .addColumn('display_name', 'text')
        .addColumn('hide_watched', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .addCheckConstraint(
          'member_settings_display_name',
          sql`length(display_name) between 1 and 50`,
        )
        .addCheckConstraint('member_settings_hide_watched', sql`hide_watched in (0, 1)`)
        .execute();
    },
  };
}
