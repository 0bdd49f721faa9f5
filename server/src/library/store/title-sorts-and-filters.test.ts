import { describe, expect, it } from 'vitest';
import {
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import type {
  DetailsSort,
  LibraryStore,
  LibraryTitle,
  Slice,
  TitleFilter,
  TitleRef,
  WithDetails,
} from './library-store.js';

const ALIEN = movieDetails(348, {
  title: 'alien',
  release_date: '1979-05-25',
  popularity: 50,
  genre_ids: [27, 878],
});
const BLADE_RUNNER = movieDetails(78, {
  title: 'Blade Runner',
  release_date: '1982-06-25',
  popularity: 70,
  genre_ids: [878, 18],
});
const COWBOY_BEBOP = showDetails(30991, {
  name: 'Cowboy Bebop',
  first_air_date: '1998-04-03',
  popularity: 30,
  genre_ids: [16, 10765],
});
const DELICATESSEN = movieDetails(892, {
  title: 'delicatessen',
  release_date: '1991-04-17',
  popularity: 10,
  genre_ids: [35, 878],
});
// TMDB sends an empty date for a title it has none for.
const ERASERHEAD = movieDetails(985, {
  title: 'Eraserhead',
  release_date: '',
  popularity: 20,
  genre_ids: [27],
});
const REMEMBERED = [ALIEN, BLADE_RUNNER, COWBOY_BEBOP, DELICATESSEN, ERASERHEAD];

const ref = (title: LibraryTitle): TitleRef => ({ mediaType: title.media_type, mediaId: title.id });
const NEVER_REMEMBERED: TitleRef = { mediaType: 'movie', mediaId: 999_999 };
/** Every title, in the order each read is given them (each later than the one before). */
const TITLES = [...REMEMBERED.map(ref), NEVER_REMEMBERED];
const NAMES = new Map(
  ['alien', 'blade', 'cowboy', 'deli', 'eraser', 'never'].map((name, index) => {
    const title = TITLES[index] as TitleRef;
    return [`${title.mediaType}:${title.mediaId}`, name];
  }),
);

type Request = TitleFilter & {
  sort?: DetailsSort;
  order?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
};
type Read = (request?: Request) => Promise<Slice<TitleRef & WithDetails>>;

/** One of the store's reads of titles, with a way to put the titles there in a given order. */
interface TitleRead {
  name: string;
  /** The read's default order is the order the titles went in (else the reverse). */
  firstFirst: boolean;
  fill(store: LibraryStore, uid: string, titles: readonly TitleRef[]): Promise<Read>;
}

const READS: TitleRead[] = [
  ...(['watchlist', 'favourites'] as const).map((mark): TitleRead => ({
    name: mark,
    firstFirst: false,
    async fill(store, uid, titles) {
      for (const title of titles) await store.setMark(uid, mark, title, true);
      return (request) => store.listMarks(uid, mark, request);
    },
  })),
  {
    name: 'ratings',
    firstFirst: false,
    async fill(store, uid, titles) {
      for (const title of titles) await store.rate(uid, title, 5);
      return (request) => store.listRatings(uid, request);
    },
  },
  {
    name: 'diary',
    firstFirst: false,
    async fill(store, uid, titles) {
      for (const [index, title] of titles.entries())
        await store.addDiaryEntry(uid, { ...title, watchedOn: `2026-01-${10 + index}` });
      return (request) => store.listDiary(uid, request);
    },
  },
  {
    name: 'list items',
    firstFirst: true,
    async fill(store, uid, titles) {
      const list = await store.createList(uid, { name: 'Mixed' });
      for (const title of titles) await store.addListItem(uid, list.id, title);
      return (request) => store.listListItems(uid, list.id, request);
    },
  },
];

const names = (slice: Slice<TitleRef>) =>
  slice.results.map((title) => NAMES.get(`${title.mediaType}:${title.mediaId}`));

describe.each(LIBRARY_ENGINES)('sorts and filters by the details on %s', (engine) => {
  const library = useTestLibrary(engine);

  describe.each(READS)('of $name', ({ fill, firstFirst }) => {
    async function filled(): Promise<Read> {
      await library.store.rememberTitles(REMEMBERED);
      return fill(library.store, newUid(), TITLES);
    }

    it('keeps its own order by default', async () => {
      const read = await filled();
      const inOrder = ['alien', 'blade', 'cowboy', 'deli', 'eraser', 'never'];
      expect(names(await read())).toEqual(firstFirst ? inOrder : inOrder.reverse());
    });

    it.each<[DetailsSort, string[], string[]]>([
      // Case-insensitive: 'alien' before 'Blade Runner'.
      [
        'title',
        ['alien', 'blade', 'cowboy', 'deli', 'eraser', 'never'],
        ['eraser', 'deli', 'cowboy', 'blade', 'alien', 'never'],
      ],
      // Undated last in either direction, among them by the read's own order, in that direction.
      [
        'release_date',
        ['alien', 'blade', 'deli', 'cowboy', 'eraser', 'never'],
        ['cowboy', 'deli', 'blade', 'alien', 'never', 'eraser'],
      ],
      [
        'popularity',
        ['deli', 'eraser', 'cowboy', 'alien', 'blade', 'never'],
        ['blade', 'alien', 'cowboy', 'eraser', 'deli', 'never'],
      ],
    ])('sorts by %s both ways, the unknown last', async (sort, ascending, descending) => {
      const read = await filled();
      expect(names(await read({ sort, order: 'asc' }))).toEqual(ascending);
      expect(names(await read({ sort, order: 'desc' }))).toEqual(descending);
      const page = await read({ sort, order: 'desc', offset: 2, limit: 2 });
      expect([names(page), page.total]).toEqual([descending.slice(2, 4), 6]);
    });

    it.each<[Request, string[], number]>([
      [{ mediaType: 'tv' }, ['cowboy'], 1],
      [{ mediaType: 'movie' }, ['alien', 'blade', 'deli', 'eraser', 'never'], 5],
      [{ genreId: 878 }, ['alien', 'blade', 'deli'], 3],
      [{ genreId: 27 }, ['alien', 'eraser'], 2],
      [{ genreId: 12 }, [], 0],
      [{ decade: 1990 }, ['cowboy', 'deli'], 2],
      [{ decade: 1970 }, ['alien'], 1],
      [{ decade: 2020 }, [], 0],
      [{ genreId: 878, decade: 1990 }, ['deli'], 1],
      [{ genreId: 878, mediaType: 'tv' }, [], 0],
      [{ genreId: 10765, decade: 1990, mediaType: 'tv' }, ['cowboy'], 1],
      [{ genreId: 878, limit: 1, offset: 1 }, ['blade'], 3],
    ])('filters by %j with the total of all that match', async (filter, expected, total) => {
      const read = await filled();
      const slice = await read({ ...filter, sort: 'title', order: 'asc' });
      expect([names(slice), slice.total]).toEqual([expected, total]);
    });

    it('gives each item the details remembered last, and null for a title never remembered', async () => {
      const read = await filled();
      const newer = { ...ALIEN, title: 'Aliens', release_date: '1986-07-18', genre_ids: [28] };
      await library.store.rememberTitles([newer]);
      const { results } = await read({ sort: 'title', order: 'asc' });
      expect(results.map((item) => item.details)).toEqual([
        newer,
        BLADE_RUNNER,
        COWBOY_BEBOP,
        DELICATESSEN,
        ERASERHEAD,
        null,
      ]);
      expect(names(await read({ genreId: 27 }))).toEqual(['eraser']);
      expect(names(await read({ genreId: 28 }))).toEqual(['alien']);
      expect(names(await read({ decade: 1980, sort: 'title', order: 'asc' }))).toEqual([
        'alien',
        'blade',
      ]);
    });
  });

  describe('by the rating', () => {
    // Blade Runner 9.5, Alien 8, Delicatessen 3; the others unrated.
    const RATED_FIRST_ASC = ['deli', 'alien', 'blade', 'cowboy', 'eraser', 'never'];
    const RATED_FIRST_DESC = ['blade', 'alien', 'deli', 'never', 'eraser', 'cowboy'];

    async function rateSome(uid: string): Promise<void> {
      await library.store.rate(uid, ref(BLADE_RUNNER), 9.5);
      await library.store.rate(uid, ref(ALIEN), 8);
      await library.store.rate(uid, ref(DELICATESSEN), 3);
    }

    it.each(['watchlist', 'favourites'] as const)(
      'sorts the %s by the user rating, the unrated last, and shows it',
      async (mark) => {
        const uid = newUid();
        await library.store.rememberTitles(REMEMBERED);
        for (const title of TITLES) await library.store.setMark(uid, mark, title, true);
        await rateSome(uid);
        const read = (order: 'asc' | 'desc') =>
          library.store.listMarks(uid, mark, { sort: 'rating', order });
        expect(names(await read('asc'))).toEqual(RATED_FIRST_ASC);
        const descending = await read('desc');
        expect(names(descending)).toEqual(RATED_FIRST_DESC);
        expect(descending.results.map((item) => item.rating)).toEqual([
          9.5,
          8,
          3,
          null,
          null,
          null,
        ]);
      },
    );

    it('sorts list items by the owner rating, the unrated last, and shows it', async () => {
      const uid = newUid();
      await library.store.rememberTitles(REMEMBERED);
      const list = await library.store.createList(uid, { name: 'Rated' });
      for (const title of TITLES) await library.store.addListItem(uid, list.id, title);
      await rateSome(uid);
      // Another user's rating of a title is not the owner's.
      await library.store.rate(newUid(), ref(COWBOY_BEBOP), 10);
      const read = (order: 'asc' | 'desc') =>
        library.store.listListItems(uid, list.id, { sort: 'rating', order });
      expect(names(await read('asc'))).toEqual(RATED_FIRST_ASC);
      const descending = await read('desc');
      expect(names(descending)).toEqual(RATED_FIRST_DESC);
      expect(descending.results.map((item) => item.rating)).toEqual([9.5, 8, 3, null, null, null]);
      const inOrder = await library.store.listListItems(uid, list.id);
      expect(inOrder.results.map((item) => item.rating)).toEqual([8, 9.5, null, 3, null, null]);
    });

    it("sorts the diary by each watch's own rating, the unrated last", async () => {
      const uid = newUid();
      const ratings = [8, 9.5, null, 3, null, null];
      for (const [index, title] of TITLES.entries())
        await library.store.addDiaryEntry(uid, {
          ...title,
          watchedOn: `2026-02-${10 + index}`,
          rating: ratings[index],
        });
      const read = (order: 'asc' | 'desc') =>
        library.store.listDiary(uid, { sort: 'rating', order });
      expect(names(await read('asc'))).toEqual(RATED_FIRST_ASC);
      expect(names(await read('desc'))).toEqual(RATED_FIRST_DESC);
    });

    it('sorts ratings by their value both ways, ties by when rated', async () => {
      const uid = newUid();
      const values = [8, 9.5, 3, 8, 1, 5];
      for (const [index, title] of TITLES.entries())
        await library.store.rate(uid, title, values[index] as number);
      const read = (order: 'asc' | 'desc') =>
        library.store.listRatings(uid, { sort: 'rating', order });
      expect(names(await read('asc'))).toEqual([
        'eraser',
        'cowboy',
        'never',
        'alien',
        'deli',
        'blade',
      ]);
      expect(names(await read('desc'))).toEqual([
        'blade',
        'deli',
        'alien',
        'never',
        'cowboy',
        'eraser',
      ]);
    });
  });

  it('breaks ties by the read’s own order, in the sort’s direction', async () => {
    const uid = newUid();
    const twins = [
      movieDetails(7001, { title: 'Twin', release_date: '2001-01-01', popularity: 5 }),
      showDetails(7001, { name: 'twin', first_air_date: '2001-01-01', popularity: 5 }),
    ];
    await library.store.rememberTitles(twins);
    for (const twin of twins) await library.store.setMark(uid, 'watchlist', ref(twin), true);
    // Equal in every detail: the order added decides, in the sort's direction.
    const read = (sort: DetailsSort, order: 'asc' | 'desc') =>
      library.store.listMarks(uid, 'watchlist', { sort, order });
    for (const sort of ['title', 'release_date', 'popularity'] as const) {
      expect((await read(sort, 'asc')).results.map((item) => item.mediaType)).toEqual([
        'movie',
        'tv',
      ]);
      expect((await read(sort, 'desc')).results.map((item) => item.mediaType)).toEqual([
        'tv',
        'movie',
      ]);
    }
  });
});
