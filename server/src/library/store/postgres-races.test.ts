import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { episodeDetails, newUid, useTestLibrary } from '../../test/test-library.js';
import type { LibraryTables } from './library-tables.js';
import { MAX_DIARY_ENTRIES_PER_USER, MAX_LISTS_PER_USER } from './library-limits.js';

// SQLite runs one transaction at a time, so only PostgreSQL, with one connection per request
// (and several servers), can interleave two writers of one user's rows.
describe('writers of one user at once, on PostgreSQL', () => {
  const library = useTestLibrary('postgres', { postgresPoolSize: 10 });
  const ATTEMPTS = 6;

  /**
   * Starts every attempt while `table` is locked against writes, so each gets as far as it can
   * (reads included) before any writes; lets go once all of them wait, and returns their outcomes.
   * Without the store's own locks, every attempt would read the same counts.
   */
  async function raceBehindLockOf(
    table: keyof LibraryTables,
    attempts: (() => Promise<unknown>)[],
  ): Promise<PromiseSettledResult<unknown>[]> {
    const { db } = library.database;
    return db.connection().execute(async (locker) => {
      await sql`begin`.execute(locker);
      await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(locker);
      const outcomes = Promise.allSettled(attempts.map((attempt) => attempt()));
      for (;;) {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        if (rows[0]?.waiting === attempts.length) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await sql`commit`.execute(locker);
      return outcomes;
    });
  }

  const fulfilled = (outcomes: PromiseSettledResult<unknown>[]) =>
    outcomes.filter((outcome) => outcome.status === 'fulfilled').length;

  it(`create no more than ${MAX_LISTS_PER_USER} lists`, async () => {
    const uid = newUid();
    const at = Date.now();
    await library.database.db
      .insertInto('lists')
      .values(
        Array.from({ length: MAX_LISTS_PER_USER - 3 }, (_, index) => ({
          uid,
          name: `List ${index}`,
          description: '',
          created_at: at,
          updated_at: at,
          item_count: 0,
          share_id: null,
        })),
      )
      .execute();
    const outcomes = await raceBehindLockOf(
      'lists',
      Array.from({ length: ATTEMPTS }, () => () => library.store.createList(uid, { name: 'Late' })),
    );
    expect(fulfilled(outcomes)).toBe(3);
    expect((await library.store.listLists(uid)).total).toBe(MAX_LISTS_PER_USER);
  });

  it(`log no more than ${MAX_DIARY_ENTRIES_PER_USER.toLocaleString('en')} watches`, async () => {
    const uid = newUid();
    const row = {
      uid,
      media_type: 'movie' as const,
      media_id: 550,
      watched_on: '2026-01-01',
      note: null,
      rating_halves: null,
      created_at: 0,
    };
    const seeded = MAX_DIARY_ENTRIES_PER_USER - 2;
    for (let start = 0; start < seeded; start += 1000)
      await library.database.db
        .insertInto('diary_entries')
        .values(Array.from({ length: Math.min(1000, seeded - start) }, () => row))
        .execute();
    const outcomes = await raceBehindLockOf(
      'diary_entries',
      Array.from(
        { length: ATTEMPTS },
        () => () =>
          library.store.addDiaryEntry(uid, {
            mediaType: 'movie',
            mediaId: 550,
            watchedOn: '2026-06-01',
          }),
      ),
    );
    expect(fulfilled(outcomes)).toBe(2);
    expect((await library.store.listDiary(uid)).total).toBe(MAX_DIARY_ENTRIES_PER_USER);
  });

  it('rate one title for the first time, and only one of them is new', async () => {
    const uid = newUid();
    const outcomes = await raceBehindLockOf(
      'ratings',
      Array.from(
        { length: ATTEMPTS },
        (_, index) => () =>
          library.store.rate(uid, { mediaType: 'movie', mediaId: 550 }, index + 1),
      ),
    );
    expect(fulfilled(outcomes)).toBe(ATTEMPTS);
    const isNew = outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value);
    expect(isNew.filter((value) => value === true)).toHaveLength(1);
    expect(isNew.filter((value) => value === false)).toHaveLength(ATTEMPTS - 1);
    expect((await library.store.listRatings(uid)).total).toBe(1);
  });

  it('rate one episode for the first time, and only one of them is new', async () => {
    const uid = newUid();
    const felina = { showId: 1396, seasonNumber: 5, episodeNumber: 16 };
    const outcomes = await raceBehindLockOf(
      'episode_ratings',
      Array.from(
        { length: ATTEMPTS },
        (_, index) => () =>
          library.store.rateEpisode(uid, felina, index + 1, episodeDetails(felina)),
      ),
    );
    expect(fulfilled(outcomes)).toBe(ATTEMPTS);
    const isNew = outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value);
    expect(isNew.filter((value) => value === true)).toHaveLength(1);
    expect((await library.store.listEpisodeRatings(uid)).total).toBe(1);
  });

  it('ask for a calendar feed secret for the first time, and all get the one made', async () => {
    const uid = newUid();
    const outcomes = await raceBehindLockOf(
      'calendar_feeds',
      Array.from({ length: ATTEMPTS }, () => () => library.store.calendarFeedSecret(uid)),
    );
    expect(fulfilled(outcomes)).toBe(ATTEMPTS);
    const secrets = outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value);
    expect(new Set(secrets)).toEqual(new Set([await library.store.calendarFeedSecret(uid)]));
  });

  it('add titles to one list in one order, without gaps or doubles', async () => {
    const uid = newUid();
    const list = await library.store.createList(uid, { name: 'Raced' });
    const outcomes = await raceBehindLockOf(
      'list_items',
      Array.from(
        { length: ATTEMPTS },
        (_, index) => () =>
          library.store.addListItem(uid, list.id, { mediaType: 'movie', mediaId: index + 1 }),
      ),
    );
    expect(fulfilled(outcomes)).toBe(ATTEMPTS);
    const { results } = await library.store.listListItems(uid, list.id);
    expect(results.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await library.store.getList(uid, list.id))?.itemCount).toBe(ATTEMPTS);
  });
});
