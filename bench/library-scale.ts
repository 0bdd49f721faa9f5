// How library reads scale, on both engines (not part of npm test or npm run bench):
//   npx tsx bench/library-scale.ts [--quick]
// 1. One user with 10,000 rows: the Library page's reads for that user.
// 2. A random user's typical reads with 10,000 rows in all (100 users) and with 1,000,000 rows
//    (10,000 users), 100 rows each: the p50 should grow at most 1.5×.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { LibraryConfig } from '../server/src/config.js';
import { createLibraryStore } from '../server/src/library/create-library-store.js';
import {
  openLibraryDatabase,
  type LibraryDatabase,
} from '../server/src/library/library-database.js';
import type { LibraryStore, TitleRef } from '../server/src/library/library-store.js';
import type { LibraryEngine } from '../server/src/library/library-tables.js';
import {
  createPostgresDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../server/src/test-support/postgres-cluster.js';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 50 : 300;
const SCALED_USERS = quick ? 1_000 : 10_000;

interface Mix {
  watchlist: number;
  favourites: number;
  ratings: number;
  diary: number;
  listItems: number;
}
const ONE_BIG_LIBRARY: Mix = {
  watchlist: 3_000,
  favourites: 1_000,
  ratings: 3_000,
  diary: 2_000,
  listItems: 1_000,
};
const TYPICAL_LIBRARY: Mix = {
  watchlist: 30,
  favourites: 10,
  ratings: 30,
  diary: 20,
  listItems: 10,
};

const uidOf = (user: number) => `user-${user}`;
// Each user's titles start somewhere else, so indexes see many distinct titles.
const titleOf = (user: number, index: number): TitleRef => ({
  mediaType: index % 5 === 0 ? 'tv' : 'movie',
  mediaId: ((user * 7_919) % 500_000) + index + 1,
});

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000)
    await insert(rows.slice(start, start + 1_000));
}

/** The details of every title users [from, to) hold, as rememberTitles keeps them. */
async function remember(database: LibraryDatabase, from: number, to: number, mix: Mix) {
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

/** Fills users [from, to) with `mix` rows each, straight into the tables. */
async function fill(database: LibraryDatabase, from: number, to: number, mix: Mix): Promise<void> {
  const { db } = database;
  const at = Date.parse('2026-01-01T00:00:00Z');
  await remember(database, from, to, mix);
  const marks = (count: number, offset: number) =>
    Array.from({ length: to - from }, (_, u) =>
      Array.from({ length: count }, (_, index) => {
        const title = titleOf(from + u, index + offset);
        return {
          uid: uidOf(from + u),
          media_type: title.mediaType,
          media_id: title.mediaId,
          added_at: at + index * 60_000,
        };
      }),
    ).flat();
  await inChunks(marks(mix.watchlist, 0), (chunk) =>
    db.insertInto('watchlist').values(chunk).execute(),
  );
  await inChunks(marks(mix.favourites, 0), (chunk) =>
    db.insertInto('favourites').values(chunk).execute(),
  );
  await inChunks(
    marks(mix.ratings, 0).map(({ added_at, ...row }, index) => ({
      ...row,
      rated_at: added_at,
      value_halves: (index % 20) + 1,
    })),
    (chunk) => db.insertInto('ratings').values(chunk).execute(),
  );
  await inChunks(
    marks(mix.diary, 0).map(({ added_at, ...row }, index) => ({
      ...row,
      watched_on: new Date(added_at + index * 86_400_000).toISOString().slice(0, 10),
      note: index % 3 === 0 ? 'Watched again with friends.' : null,
      rating_halves: null,
      created_at: added_at,
    })),
    (chunk) => db.insertInto('diary_entries').values(chunk).execute(),
  );
  for (let user = from; user < to; user += 1) {
    const list = await db
      .insertInto('lists')
      .values({
        uid: uidOf(user),
        name: 'Favourites of the year',
        description: '',
        created_at: at,
        updated_at: at,
        item_count: mix.listItems,
        share_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = Array.from({ length: mix.listItems }, (_, index) => {
      const title = titleOf(user, index);
      return {
        list_id: list.id,
        media_type: title.mediaType,
        media_id: title.mediaId,
        position: index,
        added_at: at,
      };
    });
    await inChunks(items, (chunk) => db.insertInto('list_items').values(chunk).execute());
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function time(read: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 10; warm += 1) await read();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await read();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const ms = (value: number) => value.toFixed(2);

async function bigLibraryReads(store: LibraryStore): Promise<void> {
  const uid = uidOf(0);
  const page = Array.from({ length: 20 }, (_, index) => titleOf(0, index * 7));
  const [list] = (await store.listLists(uid)).results;
  const reads: [string, () => Promise<unknown>][] = [
    ['watchlist page 1 (20 of 3,000)', () => store.listMarks(uid, 'watchlist')],
    ['watchlist by title, page 1', () => store.listMarks(uid, 'watchlist', { sort: 'title' })],
    [
      'watchlist of one genre and decade, page 1',
      () => store.listMarks(uid, 'watchlist', { genreId: 18, decade: 1990 }),
    ],
    ['whole watchlist (3,000)', () => store.listMarks(uid, 'watchlist', { limit: 20_000 })],
    ['ratings by rating, page 1', () => store.listRatings(uid, { sort: 'rating' })],
    ['diary page 1 (20 of 2,000)', () => store.listDiary(uid)],
    ['whole diary (2,000)', () => store.listDiary(uid, { limit: 20_000 })],
    ['diary by popularity, page 1', () => store.listDiary(uid, { sort: 'popularity' })],
    ['states of 20 titles', () => store.titleStates(uid, page)],
    ['list items page 1 (20 of 1,000)', () => store.listListItems(uid, list?.id ?? 0)],
  ];
  for (const [name, read] of reads) {
    const { p50, p99 } = await time(read);
    console.log(`  ${name}: p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
  }
}

async function typicalReadP50(store: LibraryStore, users: number): Promise<Record<string, number>> {
  let seed = 1;
  const randomUser = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed % users;
  };
  const reads: Record<string, () => Promise<unknown>> = {
    'watchlist page 1': () => store.listMarks(uidOf(randomUser()), 'watchlist'),
    'watchlist by title, page 1': () =>
      store.listMarks(uidOf(randomUser()), 'watchlist', { sort: 'title' }),
    'states of 20 titles': () => {
      const user = randomUser();
      return store.titleStates(
        uidOf(user),
        Array.from({ length: 20 }, (_, index) => titleOf(user, index * 3)),
      );
    },
    'diary page 1': () => store.listDiary(uidOf(randomUser())),
    'ratings page 1': () => store.listRatings(uidOf(randomUser())),
  };
  const result: Record<string, number> = {};
  for (const [name, read] of Object.entries(reads)) result[name] = (await time(read)).p50;
  return result;
}

async function openEmpty(
  engine: LibraryEngine,
  cluster: PostgresCluster | undefined,
  dir: string,
  name: string,
): Promise<LibraryDatabase> {
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
): Promise<void> {
  console.log(`\n${engine}`);
  const big = await openEmpty(engine, cluster, dir, 'big');
  await fill(big, 0, 1, ONE_BIG_LIBRARY);
  // What autovacuum would have done by itself: without statistics, PostgreSQL joins the
  // details and ratings of a fresh table by scanning them whole.
  if (engine === 'postgres') await sql`analyze`.execute(big.db);
  console.log(' one user with 10,000 rows:');
  await bigLibraryReads(createLibraryStore(big));
  await big.close();

  const small = await openEmpty(engine, cluster, dir, 'small');
  await fill(small, 0, 100, TYPICAL_LIBRARY);
  const smallP50 = await typicalReadP50(createLibraryStore(small), 100);
  await small.close();

  const scaled = await openEmpty(engine, cluster, dir, 'scaled');
  const started = performance.now();
  for (let from = 0; from < SCALED_USERS; from += 500)
    await fill(scaled, from, Math.min(from + 500, SCALED_USERS), TYPICAL_LIBRARY);
  // What autovacuum would have done by itself after so many inserts.
  if (engine === 'postgres') await sql`analyze`.execute(scaled.db);
  console.log(
    ` filled ${(SCALED_USERS * 100).toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const scaledP50 = await typicalReadP50(createLibraryStore(scaled), SCALED_USERS);
  await scaled.close();
  console.log(
    ` typical read p50, 10,000 rows → ${(SCALED_USERS * 100).toLocaleString('en')} rows:`,
  );
  for (const name of Object.keys(smallP50)) {
    const before = smallP50[name] as number;
    const after = scaledP50[name] as number;
    console.log(`  ${name}: ${ms(before)} → ${ms(after)} ms (${(after / before).toFixed(2)}×)`);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-library-bench-'));
const cluster = await startPostgresCluster();
try {
  for (const engine of ['sqlite', 'postgres'] as const) await benchEngine(engine, cluster, dir);
} finally {
  await cluster.remove();
  rmSync(dir, { recursive: true, force: true });
}
