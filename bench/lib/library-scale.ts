import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  type LibraryConfig,
  createLibraryStore,
  openLibraryDatabase,
  type LibraryDatabase,
  type LibraryStore,
  type TitleRef,
  type LibraryEngine,
  createPostgresDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../../server/src/testing.js';
import { fillLibraries, itemsIn, ONE_BIG_LIBRARY, TYPICAL_LIBRARY } from './library-fill.js';
import type { LibraryOwner, Mix } from './library-fill.js';
import { libraryScaleRows, SMALL_ROWS } from './library-scale-table.js';
import type { ReadGrowth } from './library-scale-table.js';
import { ONE_THOUSAND_SHOWS } from './progress-fill.js';
import { progressStoreCalls } from './progress-store-calls.js';
import type { Row } from './report-table.js';

export interface LibraryScaleOptions {
  quick: boolean;
  log: (line: string) => void;
  registerCleanup: (cleanup: () => Promise<void>) => void;
}

export interface LibraryScaleResult {
  rows: Row[];
  notes: string[];
  data: unknown;
}

interface Settings {
  /** Timed calls of each read per measurement, after 10 untimed ones. */
  samples: number;
  /** Measurements of each read on both databases, side by side. */
  rounds: number;
  scaledUsers: number;
  /** Timed calls of each episode progress call, fewer: Up next's read takes tens of ms. */
  progressSamples: number;
}

const FILL_BATCH_USERS = 500;
const BIG_SECTION = 'Library: one member with 10,000 items (store reads, in process)';
const { shows: PROGRESS_SHOWS, watchesPerShow: WATCHES_PER_SHOW } = ONE_THOUSAND_SHOWS;
const PROGRESS_SECTION =
  'Episode progress store calls: the same member also follows ' +
  `${PROGRESS_SHOWS.toLocaleString('en')} shows, ` +
  `${(PROGRESS_SHOWS * WATCHES_PER_SHOW).toLocaleString('en')} watches (in process)`;
const SMALL_USERS = SMALL_ROWS / itemsIn(TYPICAL_LIBRARY);

const uidOf = (user: number) => `user-${user}`;
// Each user's titles start somewhere else, so the indexes see many distinct titles.
const titleOf = (user: number, index: number): TitleRef => ({
  mediaType: index % 5 === 0 ? 'tv' : 'movie',
  mediaId: ((user * 7_919) % 500_000) + index + 1,
});
const ownersOf = (from: number, to: number): LibraryOwner[] =>
  Array.from({ length: to - from }, (_, offset) => ({
    uid: uidOf(from + offset),
    titleAt: (index) => titleOf(from + offset, index),
  }));

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000)
    await insert(rows.slice(start, start + 1_000));
}

/**
 * The details of every title users [from, to) hold, as rememberTitles keeps them: a dated title
 * with two genres (one of five common ones) and an overview of a real one's length.
 */
async function rememberSynthetic(database: LibraryDatabase, from: number, to: number, mix: Mix) {
  const most = Math.max(...Object.values(mix));
  const titles = new Map<string, TitleRef>();
  for (let user = from; user < to; user += 1)
    for (let index = 0; index < most; index += 1) {
      const title = titleOf(user, index);
      titles.set(`${title.mediaType}:${title.mediaId}`, title);
    }
  const rows = [...titles.values()].map(({ mediaType, mediaId }) => {
    const year = 1930 + (mediaId % 95);
    const name = `Title ${mediaId}`;
    const date = `${year}-0${1 + (mediaId % 9)}-1${mediaId % 10}`;
    const genres = [[18, 35, 28, 27, 878][mediaId % 5] as number, 10_000 + (mediaId % 7)];
    const details =
      mediaType === 'movie'
        ? { media_type: mediaType, id: mediaId, title: name, release_date: date, genre_ids: genres }
        : { media_type: mediaType, id: mediaId, name, first_air_date: date, genre_ids: genres };
    return {
      title: {
        media_type: mediaType,
        media_id: mediaId,
        details: JSON.stringify({
          ...details,
          overview: 'x'.repeat(300),
          popularity: mediaId % 997,
        }),
        title_key: name.toLowerCase(),
        release_date: date,
        popularity: mediaId % 997,
      },
      genres: genres.map((genre_id) => ({ media_type: mediaType, media_id: mediaId, genre_id })),
    };
  });
  await inChunks(rows, (chunk) =>
    database.db
      .insertInto('remembered_titles')
      .values(chunk.map((row) => row.title))
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
  await inChunks(rows, (chunk) =>
    database.db
      .insertInto('title_genres')
      .values(chunk.flatMap((row) => row.genres))
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
}

/** Users [0, users) with `mix` each, in batches (a million rows at once would not fit in memory). */
async function fillUsers(database: LibraryDatabase, users: number, mix: Mix): Promise<void> {
  for (let from = 0; from < users; from += FILL_BATCH_USERS) {
    const to = Math.min(from + FILL_BATCH_USERS, users);
    await rememberSynthetic(database, from, to, mix);
    await fillLibraries(database, ownersOf(from, to), mix);
  }
  // What autovacuum would have done by itself after so many inserts: without statistics,
  // PostgreSQL joins a fresh table's details and ratings by scanning them whole.
  if (database.engine === 'postgres') await sql`analyze`.execute(database.db);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function time(
  read: () => Promise<unknown>,
  samples: number,
): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 10; warm += 1) await read();
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The Library page's reads of a member with 10,000 items, one by one. */
async function bigLibraryReads(
  store: LibraryStore,
  samples: number,
): Promise<Array<{ read: string; p50: number; p99: number }>> {
  const uid = uidOf(0);
  const page = Array.from({ length: 20 }, (_, index) => titleOf(0, index * 7));
  const [list] = (await store.listLists(uid)).results;
  if (!list) throw new Error('The big library has no list');
  const reads: Array<[string, () => Promise<unknown>]> = [
    ['watchlist page 1, newest first (of 3,000)', () => store.listMarks(uid, 'watchlist')],
    ['watchlist page 1 by title', () => store.listMarks(uid, 'watchlist', { sort: 'title' })],
    [
      'watchlist page 1 of one genre and decade',
      () => store.listMarks(uid, 'watchlist', { genreId: 18, decade: 1990 }),
    ],
    ['ratings page 1 by rating', () => store.listRatings(uid, { sort: 'rating' })],
    ['diary page 1 (of 2,000)', () => store.listDiary(uid)],
    ['diary page 1 by popularity', () => store.listDiary(uid, { sort: 'popularity' })],
    ['list page 1 (of 1,000)', () => store.listListItems(uid, list.id)],
    ['states of 20 titles', () => store.titleStates(uid, page)],
  ];
  const measured = [];
  for (const [read, call] of reads) measured.push({ read, ...(await time(call, samples)) });
  return measured;
}

type Reads = Record<string, () => Promise<unknown>>;

/** The Library page's reads, each of a member picked at random (the same sequence every time). */
async function typicalReads(database: LibraryDatabase, users: number): Promise<Reads> {
  const store = createLibraryStore(database);
  const lists = new Map(
    (await database.db.selectFrom('lists').select(['uid', 'id']).execute()).map((row) => [
      row.uid,
      row.id,
    ]),
  );
  let seed = 1;
  const randomUser = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed % users;
  };
  return {
    'watchlist page 1, newest first': () => store.listMarks(uidOf(randomUser()), 'watchlist'),
    'watchlist page 1 by title': () =>
      store.listMarks(uidOf(randomUser()), 'watchlist', { sort: 'title', order: 'asc' }),
    'watchlist page 1 of one genre and decade': () =>
      store.listMarks(uidOf(randomUser()), 'watchlist', { genreId: 18, decade: 1990 }),
    'diary page 1': () => store.listDiary(uidOf(randomUser())),
    'ratings page 1': () => store.listRatings(uidOf(randomUser())),
    'list page 1': () => {
      const uid = uidOf(randomUser());
      return store.listListItems(uid, lists.get(uid) ?? 0);
    },
    'states of 20 titles': () => {
      const user = randomUser();
      return store.titleStates(
        uidOf(user),
        Array.from({ length: 20 }, (_, index) => titleOf(user, index * 3)),
      );
    },
  };
}

async function openEmpty(
  engine: LibraryEngine,
  cluster: PostgresCluster | undefined,
  dir: string,
  name: string,
): Promise<LibraryDatabase> {
  if (engine === 'postgres' && cluster === undefined) throw new Error('No PostgreSQL cluster');
  const settings: LibraryConfig =
    engine === 'sqlite'
      ? { engine, file: path.join(dir, `${name}.sqlite`) }
      : { engine, url: await createPostgresDatabase((cluster as PostgresCluster).url) };
  return openLibraryDatabase(settings);
}

async function benchEngine(
  engine: LibraryEngine,
  cluster: PostgresCluster | undefined,
  dir: string,
  settings: Settings,
  log: (line: string) => void,
) {
  const open: LibraryDatabase[] = [];
  const opened = async (name: string) => {
    const database = await openEmpty(engine, cluster, dir, name);
    open.push(database);
    return database;
  };
  try {
    const big = await opened('big');
    await fillUsers(big, 1, ONE_BIG_LIBRARY);
    const bigReads = await bigLibraryReads(createLibraryStore(big), settings.samples);
    for (const { read, p50, p99 } of bigReads)
      log(`  ${engine} 10,000 items, ${read}: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
    const progressCalls = await progressStoreCalls(big, uidOf(0), settings.progressSamples, time);
    for (const { read, p50, p99 } of progressCalls)
      log(`  ${engine} 1,000 shows, ${read}: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);

    const small = await opened('small');
    await fillUsers(small, SMALL_USERS, TYPICAL_LIBRARY);
    const scaled = await opened('scaled');
    const fillStarted = performance.now();
    await fillUsers(scaled, settings.scaledUsers, TYPICAL_LIBRARY);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const scaledRows = settings.scaledUsers * itemsIn(TYPICAL_LIBRARY);
    log(
      `  ${engine}: filled ${scaledRows.toLocaleString('en')} rows in ${fillSeconds.toFixed(0)} s`,
    );

    // Side by side, round after round, so drift on a shared machine falls on both alike.
    const smallReads = await typicalReads(small, SMALL_USERS);
    const scaledReads = await typicalReads(scaled, settings.scaledUsers);
    const growth: ReadGrowth[] = Object.keys(smallReads).map((read) => ({
      read,
      small: [],
      scaled: [],
    }));
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const entry of growth) {
        entry.small.push(
          (await time(smallReads[entry.read] as () => Promise<unknown>, settings.samples)).p50,
        );
        entry.scaled.push(
          (await time(scaledReads[entry.read] as () => Promise<unknown>, settings.samples)).p50,
        );
        log(
          `  ${engine} round ${round + 1}/${settings.rounds} ${entry.read}: ` +
            `${entry.small.at(-1)?.toFixed(3)} → ${entry.scaled.at(-1)?.toFixed(3)} ms`,
        );
      }
    }
    return { bigReads, progressCalls, growth, scaledRows, fillSeconds };
  } finally {
    for (const database of open) await database.close();
  }
}

function bigLibraryRows(
  section: string,
  engine: LibraryEngine,
  reads: Array<{ read: string; p50: number; p99: number }>,
): Row[] {
  return reads.map(({ read, p50, p99 }) => ({
    section,
    figure: `${engine}: ${read}, p50 / p99 ms`,
    marquee: `${p50.toFixed(2)} / ${p99.toFixed(2)}`,
    peers: '',
    ratio: '',
    goal: '',
    met: undefined,
  }));
}

/**
 * The library's reads as its tables grow, on both engines (PostgreSQL in a throwaway cluster):
 * one member with 10,000 items, then a random member's reads with 10,000 rows in all (100
 * members) against 1,000,000 (10,000 members), 100 rows each.
 */
export async function runLibraryScale(options: LibraryScaleOptions): Promise<LibraryScaleResult> {
  const { log } = options;
  const settings: Settings = options.quick
    ? { samples: 100, rounds: 1, scaledUsers: 1_000, progressSamples: 50 }
    : { samples: 300, rounds: 3, scaledUsers: 10_000, progressSamples: 100 };
  const notes: string[] = [];
  const rows: Row[] = [];
  const data: Record<string, unknown> = { settings };
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-library-scale-'));
  let cluster: PostgresCluster | undefined;
  const cleanUp = async () => {
    await cluster?.remove();
    cluster = undefined;
    rmSync(dir, { recursive: true, force: true });
  };
  options.registerCleanup(cleanUp);
  try {
    try {
      cluster = await startPostgresCluster();
    } catch (error) {
      notes.push(`Library scale on PostgreSQL skipped: ${(error as Error).message}`);
    }
    const engines: LibraryEngine[] = cluster ? ['sqlite', 'postgres'] : ['sqlite'];
    const bigRows: Row[] = [];
    const progressRows: Row[] = [];
    for (const engine of engines) {
      const result = await benchEngine(engine, cluster, dir, settings, log);
      bigRows.push(...bigLibraryRows(BIG_SECTION, engine, result.bigReads));
      progressRows.push(...bigLibraryRows(PROGRESS_SECTION, engine, result.progressCalls));
      rows.push(...libraryScaleRows(engine, result.scaledRows, result.growth));
      data[engine] = result;
    }
    rows.push(...bigRows, ...progressRows);
  } finally {
    await cleanUp();
  }
  notes.push(
    'Episode progress store calls: the big library’s member also follows ' +
      `${PROGRESS_SHOWS.toLocaleString('en')} synthetic shows (1–8 seasons of 6–24 aired ` +
      `episodes), ${WATCHES_PER_SHOW} watches each as the API part’s member; on PostgreSQL no ` +
      'answer is kept, so every Up next and calendar read makes these calls. ' +
      `Each figure of ${settings.progressSamples} calls.`,
    'Library scale: the store called in process (no HTTP), each figure the p50 of ' +
      `${settings.samples} calls, each call of a member picked at random; the two sizes measured ` +
      'side by side in each round, and the growth is the median of the rounds’ ratios.',
  );
  return { rows, notes, data };
}
