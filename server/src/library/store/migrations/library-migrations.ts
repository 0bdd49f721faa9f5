import type { Migration } from 'kysely';
import type { LibraryEngine } from '../library-tables.js';
import { libraryTablesMigration } from './0001-library-tables.js';
import { rememberedTitlesMigration } from './0002-remembered-titles.js';
import { memberSettingsMigration } from './0003-member-settings.js';
import { episodeProgressMigration } from './0004-episode-progress.js';
import { myServicesMigration } from './0005-my-services.js';
import { savedFiltersMigration } from './0006-saved-filters.js';
import { displaySettingsMigration } from './0007-display-settings.js';

/**
 * Every migration, by name, in the order they apply. Listed here rather than found on disk, so the
 * compiled server in dist/ runs exactly the migrations it was built with. Forward only: a new
 * change is a new file with the next number, never an edit of an old one.
 */
export function libraryMigrations(engine: LibraryEngine): Record<string, Migration> {
  return {
    '0001-library-tables': libraryTablesMigration(engine),
    '0002-remembered-titles': rememberedTitlesMigration(engine),
    '0003-member-settings': memberSettingsMigration(),
    '0004-episode-progress': episodeProgressMigration(engine),
    '0005-my-services': myServicesMigration(),
    '0006-saved-filters': savedFiltersMigration(engine),
    '0007-display-settings': displaySettingsMigration(),
  };
}
