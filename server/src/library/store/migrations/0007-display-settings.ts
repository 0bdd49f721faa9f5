import { sql, type Kysely, type Migration } from 'kysely';

// Frozen in time, like 0001: later code may change, this migration keeps making what it made.

/**
 * Display settings (issue 25): the member's language, theme and keyboard shortcuts, remembered
 * when they are logged in. Columns of member_settings, so one statement still writes every
 * setting at once; each is a statement of its own, as SQLite adds one column at a time. null in
 * each is "not chosen". The languages are those the web app spoke when this was written.
 */
export function displaySettingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const settings = () => db.schema.alterTable('member_settings');
      await settings()
        .addColumn('language', 'text', (column) =>
          column.check(
            sql`language in ('en', 'fr', 'es', 'de', 'pt-BR', 'it', 'ja', 'ko', 'ar', 'he')`,
          ),
        )
        .execute();
      await settings()
        .addColumn('theme', 'text', (column) =>
          column.check(sql`theme in ('dark', 'light', 'system')`),
        )
        .execute();
      await settings()
        .addColumn('keyboard_shortcuts', 'integer', (column) =>
          column.check(sql`keyboard_shortcuts in (0, 1)`),
        )
        .execute();
    },
  };
}
