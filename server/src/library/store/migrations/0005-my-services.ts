import { sql, type Kysely, type Migration } from 'kysely';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

/**
 * My services (issue 23): the member's watch region, the services they pay for, whether renting
 * and buying count as having a title, and "Only my services". Columns of member_settings, so one
 * statement still writes every setting at once; each is a statement of its own, as SQLite adds
 * one column at a time.
 */
export function myServicesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const settings = () => db.schema.alterTable('member_settings');
      await settings()
        .addColumn('watch_region', 'text', (column) => column.check(sql`length(watch_region) = 2`))
        .execute();
      // Provider ids in ascending order joined by commas; '' for none.
      await settings()
        .addColumn('watch_providers', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await settings()
        .addColumn('count_rent_buy', 'integer', (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`count_rent_buy in (0, 1)`),
        )
        .execute();
      await settings()
        .addColumn('only_my_services', 'integer', (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`only_my_services in (0, 1)`),
        )
        .execute();
    },
  };
}
