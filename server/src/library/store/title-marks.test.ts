import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import type { TitleMark } from './library-store.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const BREAKING_BAD = { mediaType: 'tv', mediaId: 1396 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;

describe.each(LIBRARY_ENGINES)('watchlist, favourites and ratings on %s', (engine) => {
  const library = useTestLibrary(engine);

  describe.each<TitleMark>(['watchlist', 'favourites'])('%s', (mark) => {
    it('adds a title once however often it is added, keeping the first date', async () => {
      const uid = newUid();
      expect(await library.store.setMark(uid, mark, FIGHT_CLUB, true)).toBe(true);
      const { results } = await library.store.listMarks(uid, mark);
      expect(await library.store.setMark(uid, mark, FIGHT_CLUB, true)).toBe(false);
      expect(await library.store.listMarks(uid, mark)).toEqual({ results, total: 1 });
    });

    it('takes concurrent adds of one title as one add, without an error', async () => {
      const uid = newUid();
      const added = await Promise.all(
        Array.from({ length: 8 }, () => library.store.setMark(uid, mark, ALIEN, true)),
      );
      expect(added.filter(Boolean)).toHaveLength(1);
      expect((await library.store.listMarks(uid, mark)).total).toBe(1);
    });

    it('removes a title, and says whether there was one', async () => {
      const uid = newUid();
      await library.store.setMark(uid, mark, FIGHT_CLUB, true);
      expect(await library.store.setMark(uid, mark, FIGHT_CLUB, false)).toBe(true);
      expect(await library.store.setMark(uid, mark, FIGHT_CLUB, false)).toBe(false);
      expect((await library.store.listMarks(uid, mark)).total).toBe(0);
    });

    it('pages newest first by default, oldest first on request, and by media type', async () => {
      const uid = newUid();
      const titles = Array.from({ length: 5 }, (_, index) => ({
        mediaType: index % 2 === 0 ? ('movie' as const) : ('tv' as const),
        mediaId: 100 + index,
      }));
      for (const title of titles) await library.store.setMark(uid, mark, title, true);
      const ids = (slice: { results: { mediaId: number }[] }) =>
        slice.results.map((item) => item.mediaId);
      expect(ids(await library.store.listMarks(uid, mark, { limit: 2 }))).toEqual([104, 103]);
      expect(ids(await library.store.listMarks(uid, mark, { offset: 2, limit: 2 }))).toEqual([
        102, 101,
      ]);
      expect(ids(await library.store.listMarks(uid, mark, { order: 'asc' }))).toEqual([
        100, 101, 102, 103, 104,
      ]);
      const shows = await library.store.listMarks(uid, mark, { mediaType: 'tv' });
      expect([ids(shows), shows.total]).toEqual([[103, 101], 2]);
      expect((await library.store.listMarks(uid, mark, { limit: 1 })).total).toBe(5);
    });
  });

  describe('ratings', () => {
    it('keeps 0.5 to 10 in half steps exactly, and a new rating replaces the old', async () => {
      const uid = newUid();
      await library.store.rate(uid, FIGHT_CLUB, 0.5);
      await library.store.rate(uid, BREAKING_BAD, 10);
      await library.store.rate(uid, ALIEN, 7.5);
      await library.store.rate(uid, ALIEN, 8);
      const { results, total } = await library.store.listRatings(uid, { sort: 'rating' });
      expect(total).toBe(3);
      expect(results.map((rated) => [rated.mediaId, rated.rating])).toEqual([
        [1396, 10],
        [348, 8],
        [550, 0.5],
      ]);
    });

    it.each([0, 0.25, 7.3, 10.5, -1, Number.NaN, Number.POSITIVE_INFINITY])(
      'refuses %s as a rating',
      async (rating) => {
        await expect(library.store.rate(newUid(), FIGHT_CLUB, rating)).rejects.toMatchObject({
          code: 'invalid-rating',
        });
      },
    );

    it('says whether a rating is new or replaced one, and concurrent first ratings make one new', async () => {
      const uid = newUid();
      expect(await library.store.rate(uid, FIGHT_CLUB, 6)).toBe(true);
      expect(await library.store.rate(uid, FIGHT_CLUB, 7)).toBe(false);
      expect(await library.store.rate(uid, FIGHT_CLUB, 7)).toBe(false);
      await library.store.unrate(uid, FIGHT_CLUB);
      expect(await library.store.rate(uid, FIGHT_CLUB, 8)).toBe(true);
      const raced = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((value) => library.store.rate(uid, ALIEN, value)),
      );
      expect(raced.filter(Boolean)).toHaveLength(1);
    });

    it('unrates, and says whether there was a rating', async () => {
      const uid = newUid();
      await library.store.rate(uid, FIGHT_CLUB, 6);
      expect(await library.store.unrate(uid, FIGHT_CLUB)).toBe(true);
      expect(await library.store.unrate(uid, FIGHT_CLUB)).toBe(false);
      expect((await library.store.listRatings(uid)).total).toBe(0);
    });

    it('sorts by when rated, newest first, by default', async () => {
      const uid = newUid();
      await library.store.rate(uid, FIGHT_CLUB, 9);
      await library.store.rate(uid, ALIEN, 3);
      await library.store.rate(uid, FIGHT_CLUB, 2);
      const { results } = await library.store.listRatings(uid);
      expect(results.map((rated) => rated.mediaId)).toEqual([550, 348]);
    });
  });

  describe('title states', () => {
    it('answers a page of titles in their order, with every fact about each', async () => {
      const uid = newUid();
      const { store } = library;
      await store.setMark(uid, 'watchlist', FIGHT_CLUB, true);
      await store.setMark(uid, 'favourites', FIGHT_CLUB, true);
      await store.rate(uid, FIGHT_CLUB, 9.5);
      await store.addDiaryEntry(uid, { ...BREAKING_BAD, watchedOn: '2026-01-02' });
      await store.addDiaryEntry(uid, { ...BREAKING_BAD, watchedOn: '2026-02-03' });
      const list = await store.createList(uid, { name: 'Heists' });
      const other = await store.createList(uid, { name: 'Space' });
      await store.addListItem(uid, other.id, ALIEN);
      await store.addListItem(uid, list.id, ALIEN);
      // The same fact about another title, and a movie with a TV show's id, are not these titles'.
      await store.setMark(uid, 'watchlist', { mediaType: 'tv', mediaId: 550 }, true);

      const states = await store.titleStates(uid, [ALIEN, FIGHT_CLUB, BREAKING_BAD, ALIEN]);
      expect(states).toEqual([
        {
          ...ALIEN,
          watchlist: false,
          favourite: false,
          rating: null,
          watchCount: 0,
          listIds: [list.id, other.id],
        },
        {
          ...FIGHT_CLUB,
          watchlist: true,
          favourite: true,
          rating: 9.5,
          watchCount: 0,
          listIds: [],
        },
        {
          ...BREAKING_BAD,
          watchlist: false,
          favourite: false,
          rating: null,
          watchCount: 2,
          listIds: [],
        },
      ]);
    });

    it('answers nothing for no titles, and refuses more than 100', async () => {
      expect(await library.store.titleStates(newUid(), [])).toEqual([]);
      const many = Array.from({ length: 101 }, (_, index) => ({
        mediaType: 'movie' as const,
        mediaId: index + 1,
      }));
      await expect(library.store.titleStates(newUid(), many)).rejects.toMatchObject({
        code: 'too-many-titles',
      });
      expect(await library.store.titleStates(newUid(), many.slice(1))).toHaveLength(100);
    });
  });

  it.each([
    { mediaType: 'person', mediaId: 1 },
    { mediaType: 'movie', mediaId: 0 },
    { mediaType: 'movie', mediaId: 1.5 },
    { mediaType: 'movie', mediaId: 2 ** 31 },
  ])('refuses %j as a title', async (title) => {
    const store = library.store;
    const wrong = title as unknown as typeof FIGHT_CLUB;
    for (const attempt of [
      store.setMark(newUid(), 'watchlist', wrong, true),
      store.rate(newUid(), wrong, 5),
      store.titleStates(newUid(), [wrong]),
    ])
      await expect(attempt).rejects.toMatchObject({ code: 'invalid-title' });
  });
});
