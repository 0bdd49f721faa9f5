import { reportingUnavailable } from './database-unavailable.js';
import { diaryQueries } from './diary-queries.js';
import type { LibraryDatabase } from './library-database.js';
import type { LibraryStore } from './library-store.js';
import { listItemQueries } from './list-item-queries.js';
import { listQueries } from './list-queries.js';
import { ratingQueries } from './rating-queries.js';
import { rememberTitlesQuery } from './remember-titles-query.js';
import { titleMarkQueries } from './title-mark-queries.js';
import { titleStateQuery } from './title-state-query.js';

export interface LibraryStoreOptions {
  /** Milliseconds since the epoch; the real clock by default. */
  now?: () => number;
}

/** The one LibraryStore, the same code over SQLite and PostgreSQL. */
export function createLibraryStore(
  database: LibraryDatabase,
  { now = Date.now }: LibraryStoreOptions = {},
): LibraryStore {
  const context = { db: database.db, engine: database.engine, now };
  const store: LibraryStore = {
    ...rememberTitlesQuery(context),
    ...titleMarkQueries(context),
    ...ratingQueries(context),
    ...titleStateQuery(context),
    ...diaryQueries(context),
    ...listQueries(context),
    ...listItemQueries(context),
  };
  return reportingUnavailable(store);
}
