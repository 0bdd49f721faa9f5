import { describe, expect, it } from 'vitest';
import {
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import { MAX_TITLES_REMEMBERED_AT_ONCE } from './library-limits.js';
import type { LibraryTitle } from './library-store.js';

const FIGHT_CLUB = movieDetails(550, {
  title: 'Fight Club',
  release_date: '1999-10-15',
  genre_ids: [18],
});
const BREAKING_BAD = showDetails(1396, {
  name: 'Breaking Bad',
  first_air_date: '2008-01-20',
  genre_ids: [18, 80],
});

describe.each(LIBRARY_ENGINES)('remembering titles on %s', (engine) => {
  const library = useTestLibrary(engine);

  async function watchlistOf(uid: string) {
    return (await library.store.listMarks(uid, 'watchlist', { limit: 100 })).results;
  }

  it('shows the details on every user’s items, and null for a title never remembered', async () => {
    const [first, second] = [newUid(), newUid()];
    await library.store.rememberTitles([FIGHT_CLUB, BREAKING_BAD]);
    for (const uid of [first, second]) {
      await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 550 }, true);
      await library.store.setMark(uid, 'watchlist', { mediaType: 'tv', mediaId: 550 }, true);
    }
    for (const uid of [first, second])
      expect(await watchlistOf(uid)).toEqual([
        expect.objectContaining({ mediaType: 'tv', mediaId: 550, details: null, rating: null }),
        expect.objectContaining({ mediaType: 'movie', mediaId: 550, details: FIGHT_CLUB }),
      ]);
  });

  it('gives a new diary entry the details, or null', async () => {
    const uid = newUid();
    await library.store.rememberTitles([FIGHT_CLUB]);
    const remembered = await library.store.addDiaryEntry(uid, {
      mediaType: 'movie',
      mediaId: 550,
      watchedOn: '2026-01-01',
    });
    const unknown = await library.store.addDiaryEntry(uid, {
      mediaType: 'tv',
      mediaId: 550,
      watchedOn: '2026-01-01',
    });
    expect([remembered.details, unknown.details]).toEqual([FIGHT_CLUB, null]);
  });

  it('replaces an older copy, genres too', async () => {
    const uid = newUid();
    const older = movieDetails(4001, { title: 'Old Title', genre_ids: [18, 35] });
    const newer = movieDetails(4001, { title: 'New Title', genre_ids: [35, 99] });
    await library.store.rememberTitles([older]);
    await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 4001 }, true);
    await library.store.rememberTitles([newer]);
    expect((await watchlistOf(uid)).map((item) => item.details)).toEqual([newer]);
    const withGenre = async (genreId: number) =>
      (await library.store.listMarks(uid, 'watchlist', { genreId })).total;
    expect([await withGenre(18), await withGenre(35), await withGenre(99)]).toEqual([0, 1, 1]);
  });

  it('keeps the last of two copies given at once', async () => {
    const uid = newUid();
    const first = movieDetails(4002, { title: 'First', genre_ids: [1, 2] });
    const last = movieDetails(4002, { title: 'Last', genre_ids: [2, 3, 3] });
    await library.store.rememberTitles([first, last]);
    await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 4002 }, true);
    expect((await watchlistOf(uid)).map((item) => item.details)).toEqual([last]);
    expect((await library.store.listMarks(uid, 'watchlist', { genreId: 1 })).total).toBe(0);
    expect((await library.store.listMarks(uid, 'watchlist', { genreId: 3 })).total).toBe(1);
  });

  it('takes many writers of the same titles at once, each copy whole', async () => {
    const uid = newUid();
    const copies = Array.from({ length: 8 }, (_, index) => [
      movieDetails(4003, { title: `Copy ${index}`, genre_ids: [index + 1, index + 2] }),
      showDetails(4004, { name: `Copy ${index}`, genre_ids: [index + 1] }),
    ]);
    // Half of them in the other order, which must not deadlock.
    await Promise.all(
      copies.map((pair, index) =>
        library.store.rememberTitles(index % 2 === 0 ? pair : [...pair].reverse()),
      ),
    );
    await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 4003 }, true);
    const [item] = await watchlistOf(uid);
    const genres = item?.details?.genre_ids ?? [];
    for (let genreId = 1; genreId <= 10; genreId += 1)
      expect((await library.store.listMarks(uid, 'watchlist', { genreId })).total).toBe(
        genres.includes(genreId) ? 1 : 0,
      );
  });

  it('does nothing for no titles', async () => {
    await expect(library.store.rememberTitles([])).resolves.toBe(false);
  });

  it('says whether any details changed, and rewrites none that did not', async () => {
    const uid = newUid();
    const same = movieDetails(4007, { title: 'Same', genre_ids: [18] });
    await expect(library.store.rememberTitles([same])).resolves.toBe(true);
    await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: 4007 }, true);
    await expect(library.store.rememberTitles([same])).resolves.toBe(false);
    await expect(library.store.rememberTitles([same, movieDetails(4008)])).resolves.toBe(true);
    expect((await library.store.listMarks(uid, 'watchlist', { genreId: 18 })).total).toBe(1);
    const renamed = movieDetails(4007, { title: 'Renamed', genre_ids: [18] });
    await expect(library.store.rememberTitles([renamed])).resolves.toBe(true);
    expect((await watchlistOf(uid)).map((item) => item.details)).toEqual([renamed]);
  });

  let unrememberedId = 5000;
  it.each<[string, unknown]>([
    ['a person', { ...FIGHT_CLUB, media_type: 'person' }],
    ['no media type', { ...FIGHT_CLUB, media_type: undefined }],
    ['id 0', { ...FIGHT_CLUB, id: 0 }],
    ['a fractional id', { ...FIGHT_CLUB, id: 1.5 }],
    ['a movie without a title', { ...FIGHT_CLUB, title: undefined }],
    ['a show without a name', { ...BREAKING_BAD, name: 42 }],
    ['genres that are not ids', { ...FIGHT_CLUB, genre_ids: [18, 'drama'] }],
    ['a genre id of 0', { ...FIGHT_CLUB, genre_ids: [0] }],
    ['genres that are no list', { ...FIGHT_CLUB, genre_ids: 18 }],
    ['no object', null],
  ])('refuses %s, remembering nothing of the call', async (_, wrong) => {
    const uid = newUid();
    const fine = movieDetails((unrememberedId += 1));
    await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId: fine.id }, true);
    await expect(library.store.rememberTitles([fine, wrong as LibraryTitle])).rejects.toMatchObject(
      { code: 'invalid-title' },
    );
    expect((await watchlistOf(uid)).map((item) => item.details)).toEqual([null]);
  });

  it(`takes at most ${MAX_TITLES_REMEMBERED_AT_ONCE} titles a call`, async () => {
    const many = Array.from({ length: MAX_TITLES_REMEMBERED_AT_ONCE + 1 }, (_, index) =>
      movieDetails(6000 + index),
    );
    await expect(library.store.rememberTitles(many)).rejects.toMatchObject({
      code: 'too-many-titles',
    });
    await expect(library.store.rememberTitles(many.slice(1))).resolves.toBe(true);
  });

  it('keeps a title without popularity or date, sorting it last', async () => {
    const uid = newUid();
    const bare = { ...movieDetails(4005, { release_date: 'soon' }), popularity: undefined };
    await library.store.rememberTitles([bare as unknown as LibraryTitle, movieDetails(4006)]);
    for (const mediaId of [4005, 4006])
      await library.store.setMark(uid, 'watchlist', { mediaType: 'movie', mediaId }, true);
    for (const sort of ['popularity', 'release_date'] as const)
      for (const order of ['asc', 'desc'] as const)
        expect(
          (await library.store.listMarks(uid, 'watchlist', { sort, order })).results.map(
            (item) => item.mediaId,
          ),
        ).toEqual([4006, 4005]);
  });
});
