import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import { afterAll, beforeAll, inject } from 'vitest';
import type { LibraryConfig } from '../config.js';
import { createLibraryStore } from '../library/store/create-library-store.js';
import {
  openLibraryDatabase,
  type LibraryDatabase,
  type LibraryDatabaseOptions,
} from '../library/store/library-database.js';
import type {
  EpisodeRef,
  LibraryStore,
  RatedEpisodeDetails,
} from '../library/store/library-store.js';
import type { LibraryEngine } from '../library/store/library-tables.js';
import { createPostgresDatabase } from './postgres-cluster.js';

/** Every library test runs on each: describe.each(LIBRARY_ENGINES)('on %s', (engine) => …). */
export const LIBRARY_ENGINES: readonly LibraryEngine[] = ['sqlite', 'postgres'];

/**
 * Settings of a new, empty library: a file in a new temporary folder, or a new database in the
 * test run's PostgreSQL cluster (or the one at `postgresUrl`). `cleanup` removes the folder.
 */
export async function emptyLibrarySettings(
  engine: LibraryEngine,
  postgresUrl?: string,
): Promise<{ settings: LibraryConfig; cleanup(): void }> {
  if (engine === 'postgres')
    return {
      settings: {
        engine,
        url: await createPostgresDatabase(postgresUrl ?? inject('postgresUrl')),
      },
      cleanup() {},
    };
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-library-'));
  return {
    settings: { engine, file: path.join(dir, 'library.sqlite') },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A clock for stores under test: a second later at each reading, so every row has its own time. */
export function tickingClock(start = Date.parse('2026-06-15T12:00:00Z')): () => number {
  let time = start - 1000;
  return () => (time += 1000);
}

/** A user id no other test uses, so tests share a database without seeing each other's rows. */
export function newUid(): string {
  return `user-${randomUUID()}`;
}

/** A movie's details as rememberTitles takes them: TMDB's list item, with what a test names. */
export function movieDetails(id: number, fields: Partial<MovieListItem> = {}): LibraryTitle {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [],
    id,
    original_language: 'en',
    original_title: `Movie ${id}`,
    overview: '',
    popularity: 1,
    poster_path: null,
    release_date: '2000-01-01',
    title: `Movie ${id}`,
    video: false,
    vote_average: 0,
    vote_count: 0,
    ...fields,
    media_type: 'movie',
  };
}

/** A TV show's details as rememberTitles takes them. */
export function showDetails(id: number, fields: Partial<TvListItem> = {}): LibraryTitle {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [],
    id,
    origin_country: ['US'],
    original_language: 'en',
    original_name: `Show ${id}`,
    overview: '',
    popularity: 1,
    poster_path: null,
    first_air_date: '2000-01-01',
    name: `Show ${id}`,
    vote_average: 0,
    vote_count: 0,
    ...fields,
    media_type: 'tv',
  };
}

/** An episode's details as rateEpisode takes them: an item of TMDB's rated episodes, unrated. */
export function episodeDetails(
  { showId, seasonNumber, episodeNumber }: EpisodeRef,
  fields: Partial<RatedEpisodeDetails> = {},
): RatedEpisodeDetails {
  return {
    air_date: '2013-09-29',
    episode_number: episodeNumber,
    id: showId * 1000 + seasonNumber * 100 + episodeNumber,
    name: `Episode ${seasonNumber}x${episodeNumber}`,
    overview: '',
    production_code: '',
    runtime: 45,
    season_number: seasonNumber,
    show_id: showId,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
    ...fields,
  };
}

export interface TestLibrary {
  readonly settings: LibraryConfig;
  readonly database: LibraryDatabase;
  readonly store: LibraryStore;
}

/**
 * A migrated library on `engine` for the test file that calls it: opened before its tests,
 * closed and removed after them. Tests tell their rows apart by user (newUid).
 */
export function useTestLibrary(
  engine: LibraryEngine,
  options: LibraryDatabaseOptions & { now?: () => number } = {},
): TestLibrary {
  let opened: (TestLibrary & { cleanup(): void }) | undefined;
  beforeAll(async () => {
    const { settings, cleanup } = await emptyLibrarySettings(engine);
    const database = await openLibraryDatabase(settings, { postgresPoolSize: 4, ...options });
    const store = createLibraryStore(database, { now: options.now ?? tickingClock() });
    opened = { settings, database, store, cleanup };
  });
  afterAll(async () => {
    await opened?.database.close();
    opened?.cleanup();
  });
  const current = (): TestLibrary => {
    if (opened === undefined) throw new Error('useTestLibrary: the library opens in beforeAll');
    return opened;
  };
  return {
    get settings() {
      return current().settings;
    },
    get database() {
      return current().database;
    },
    get store() {
      return current().store;
    },
  };
}
