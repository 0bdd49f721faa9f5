import { describe, expect, it } from 'vitest';
import {
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import type { TitleRef } from './library-store.js';

const JUNE = { start: '2026-06-01', end: '2026-06-30' };

const movie = (mediaId: number): TitleRef => ({ mediaType: 'movie', mediaId });
const show = (mediaId: number): TitleRef => ({ mediaType: 'tv', mediaId });

describe.each(LIBRARY_ENGINES)('what a calendar reads of the watchlist on %s', (engine) => {
  const library = useTestLibrary(engine);

  async function onWatchlist(uid: string, titles: readonly TitleRef[]): Promise<void> {
    for (const title of titles) await library.store.setMark(uid, 'watchlist', title, true);
  }

  it('finds the movies released in the range, its first and last days included', async () => {
    const { store } = library;
    const uid = newUid();
    const dated = {
      101: '2026-05-31',
      102: '2026-06-01',
      103: '2026-06-15',
      104: '2026-06-30',
      105: '2026-07-01',
    };
    await store.rememberTitles(
      Object.entries(dated).map(([id, day]) => movieDetails(Number(id), { release_date: day })),
    );
    await onWatchlist(uid, [104, 101, 103, 105, 102].map(movie));
    const released = await store.watchlistMoviesReleased(uid, JUNE);
    expect(released.map((found) => [found.mediaId, found.releaseDate])).toEqual([
      [102, '2026-06-01'],
      [103, '2026-06-15'],
      [104, '2026-06-30'],
    ]);
    expect(released[0]).toEqual({
      mediaType: 'movie',
      mediaId: 102,
      details: movieDetails(102, { release_date: '2026-06-01' }),
      releaseDate: '2026-06-01',
    });
    // A range of one day holds that day's movies.
    const oneDay = await store.watchlistMoviesReleased(uid, {
      start: '2026-06-15',
      end: '2026-06-15',
    });
    expect(oneDay.map((found) => found.mediaId)).toEqual([103]);
  });

  it('lists the movies of one day latest added first, as the watchlist does', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles(
      [111, 112, 113].map((id) => movieDetails(id, { release_date: '2026-06-10' })),
    );
    await onWatchlist(uid, [112, 111, 113].map(movie));
    const released = await store.watchlistMoviesReleased(uid, JUNE);
    expect(released.map((found) => found.mediaId)).toEqual([113, 111, 112]);
  });

  it('leaves out movies without a release date, ones never remembered, and shows', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles([
      movieDetails(121, { release_date: '' }),
      showDetails(122, { first_air_date: '2026-06-10' }),
      movieDetails(123, { release_date: '2026-06-10' }),
    ]);
    // 124 was put on the watchlist without its details ever being remembered.
    await onWatchlist(uid, [movie(121), show(122), movie(123), movie(124)]);
    const released = await store.watchlistMoviesReleased(uid, JUNE);
    expect(released.map((found) => found.mediaId)).toEqual([123]);
  });

  it('never returns another member’s watchlist', async () => {
    const { store } = library;
    const [member, other] = [newUid(), newUid()];
    await store.rememberTitles([movieDetails(131, { release_date: '2026-06-10' })]);
    await onWatchlist(other, [movie(131), show(132)]);
    // Another mark of the member's own is no watchlist.
    await store.setMark(member, 'favourites', movie(131), true);
    expect(await store.watchlistMoviesReleased(member, JUNE)).toEqual([]);
    expect(await store.watchlistShowIds(member)).toEqual([]);
    expect(
      (await store.watchlistMoviesReleased(other, JUNE)).map((found) => found.mediaId),
    ).toEqual([131]);
  });

  it('gives the ids of the watchlist’s shows, and no movie’s', async () => {
    const uid = newUid();
    await onWatchlist(uid, [show(141), movie(142), show(143)]);
    expect((await library.store.watchlistShowIds(uid)).sort((a, b) => a - b)).toEqual([141, 143]);
  });

  it.each([
    { start: '2026-06-31', end: '2026-07-01' },
    { start: '2026-06-01', end: 'June' },
    { start: '2026-06-10', end: '2026-06-01' },
  ])('refuses the range $start to $end', async (range) => {
    await expect(library.store.watchlistMoviesReleased(newUid(), range)).rejects.toMatchObject({
      code: 'invalid-date',
    });
  });
});
