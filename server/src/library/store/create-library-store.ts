import { calendarFeedQueries } from './calendar-feed-queries.js';
import { calendarWatchlistQueries } from './calendar-watchlist-queries.js';
import { reportingUnavailable } from './database-unavailable.js';
import { diaryQueries } from './diary-queries.js';
import { episodeWatchQueries } from './episode-watch-queries.js';
import { episodeRatingQueries } from './episode-rating-queries.js';
import type { LibraryDatabase } from './library-database.js';
import type { LibraryStore } from './library-store.js';
import { listItemQueries } from './list-item-queries.js';
import { listQueries } from './list-queries.js';
import { ratingQueries } from './rating-queries.js';
import { savedFilterQueries } from './saved-filter-queries.js';
import { rememberTitlesQuery } from './remember-titles-query.js';
import { titleMarkQueries } from './title-mark-queries.js';
import { titleStateQuery } from './title-state-query.js';
import { transferQueries } from './transfer-queries.js';
import { sharingQueries } from './sharing-queries.js';
import { showProgressQueries } from './show-progress-queries.js';
import { versionedLibraryStore } from './versioned-library-store.js';

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
    ...calendarWatchlistQueries(context),
    ...ratingQueries(context),
    ...episodeRatingQueries(context),
    ...calendarFeedQueries(context),
    ...titleStateQuery(context),
    ...diaryQueries(context),
    ...listQueries(context),
    ...listItemQueries(context),
    ...transferQueries(context),
    ...sharingQueries(context),
    ...showProgressQueries(context),
    ...episodeWatchQueries(context),
    ...savedFilterQueries(context),
  };
  const reporting = reportingUnavailable(store);
  // A SQLite file has one server, so this store sees every write and can version answers by
  // them. PostgreSQL is written by every server that shares it, whose writes this one would never
  // hear of: versioning those would take a version row read per request, so none is kept.
  return database.engine === 'sqlite' ? versionedLibraryStore(reporting) : reporting;
}
