import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, movieDetails, newUid, useTestLibrary } from '../../test/test-library.js';
import type { TitleRef } from './library-store.js';

const movie = (mediaId: number): TitleRef => ({ mediaType: 'movie', mediaId });
const show = (mediaId: number): TitleRef => ({ mediaType: 'tv', mediaId });

describe.each(LIBRARY_ENGINES)('the titles a member liked on %s', (engine) => {
  const library = useTestLibrary(engine);

  const liked = async (uid: string, limit = 10) =>
    (await library.store.likedTitles(uid, limit)).map(
      ({ mediaType, mediaId, rating, favourite }) => [mediaType, mediaId, rating, favourite],
    );

  it('are none for a new member', async () => {
    expect(await library.store.likedTitles(newUid(), 10)).toEqual([]);
  });

  it('are the ratings of 7 or more and the favourites, most recently liked first', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rate(uid, movie(1), 7);
    await store.rate(uid, movie(2), 6.5);
    await store.setMark(uid, 'favourites', show(3), true);
    await store.rate(uid, movie(4), 10);
    // On the watchlist only: wanted, not liked.
    await store.setMark(uid, 'watchlist', movie(5), true);
    expect(await liked(uid)).toEqual([
      ['movie', 4, 10, false],
      ['tv', 3, null, true],
      ['movie', 1, 7, false],
    ]);
  });

  it('are each title once, liked when it was last rated 7 or more or favourited', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rate(uid, movie(1), 8);
    await store.setMark(uid, 'favourites', movie(2), true);
    await store.setMark(uid, 'favourites', movie(1), true);
    await store.rate(uid, movie(2), 9);
    const titles = await store.likedTitles(uid, 10);
    expect(titles.map(({ mediaId, rating, favourite }) => [mediaId, rating, favourite])).toEqual([
      [2, 9, true],
      [1, 8, true],
    ]);
    expect(titles[0]?.likedAt).toBeGreaterThan(titles[1]?.likedAt ?? Infinity);
  });

  it('keep a favourite that was rated low, liked when it was favourited', async () => {
    const { store } = library;
    const uid = newUid();
    await store.setMark(uid, 'favourites', movie(1), true);
    await store.rate(uid, movie(2), 7.5);
    // Rated low after: the rating is no like, so it does not bring the title forward.
    await store.rate(uid, movie(1), 3);
    expect(await liked(uid)).toEqual([
      ['movie', 2, 7.5, false],
      ['movie', 1, 3, true],
    ]);
  });

  it('come with their details, at most `limit`, and never another member’s', async () => {
    const { store } = library;
    const [uid, other] = [newUid(), newUid()];
    await store.rememberTitles([movieDetails(11, { title: 'Heat' })]);
    for (const id of [11, 12, 13]) await store.rate(uid, movie(id), 9);
    await store.rate(other, movie(14), 10);
    await store.setMark(other, 'favourites', movie(15), true);
    const titles = await store.likedTitles(uid, 2);
    expect(titles.map((title) => title.mediaId)).toEqual([13, 12]);
    expect((await store.likedTitles(uid, 3))[2]?.details).toMatchObject({ title: 'Heat' });
    expect(titles[0]?.details).toBeNull();
  });

  it('refuse a limit that is not a count of rows', async () => {
    for (const limit of [0, -1, 1.5, Number.NaN])
      await expect(library.store.likedTitles(newUid(), limit)).rejects.toMatchObject({
        code: 'invalid-slice',
      });
  });
});
