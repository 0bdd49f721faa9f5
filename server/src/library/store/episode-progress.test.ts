import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, showDetails, useTestLibrary } from '../../test/test-library.js';
import type { EpisodeNumbers } from './library-store.js';

const SHOW = 1396;
const OTHER_SHOW = 1399;
const episode = (seasonNumber: number, episodeNumber: number): EpisodeNumbers => ({
  seasonNumber,
  episodeNumber,
});
const numbers = (watches: readonly EpisodeNumbers[]) =>
  watches.map(({ seasonNumber, episodeNumber }) => `S${seasonNumber}E${episodeNumber}`);

describe.each(LIBRARY_ENGINES)('episode progress on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('follows a show at its first watch, and marks each episode once unless again', async () => {
    const { store } = library;
    const uid = newUid();
    const first = await store.markEpisodes(uid, SHOW, [episode(1, 1), episode(1, 2)], {
      watchedOn: '2026-06-01',
    });
    expect(first).toMatchObject([
      { showId: SHOW, seasonNumber: 1, episodeNumber: 1, cycle: 1, rewatch: 0 },
      { showId: SHOW, seasonNumber: 1, episodeNumber: 2, cycle: 1, rewatch: 0 },
    ]);
    expect((await store.showWatches(uid, SHOW)).progress).toMatchObject({
      showId: SHOW,
      cycle: 1,
      status: 'watching',
    });
    expect(
      await store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-06-02' }),
    ).toEqual([]);
    const again = await store.markEpisodes(uid, SHOW, [episode(1, 1), episode(1, 3)], {
      watchedOn: '2026-06-03',
      again: true,
    });
    // Again is a rewatch of a watched episode, and a first watch of one that was not.
    expect(again.map(({ episodeNumber, rewatch }) => [episodeNumber, rewatch])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect((await store.showWatches(uid, SHOW)).watches).toHaveLength(4);
  });

  it('ends two tabs marking the same episode at once with one watch', async () => {
    const { store } = library;
    const uid = newUid();
    const written = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.markEpisodes(uid, SHOW, [episode(2, 4)], { watchedOn: '2026-06-01' }),
      ),
    );
    expect(written.flat()).toHaveLength(1);
    expect((await store.showWatches(uid, SHOW)).watches).toHaveLength(1);
    expect(await store.followedShows(uid)).toHaveLength(1);
  });

  it('unmarks only the current cycle, and a new cycle counts from nothing', async () => {
    const { store } = library;
    const uid = newUid();
    await store.markEpisodes(uid, SHOW, [episode(1, 1), episode(1, 2), episode(2, 1)], {
      watchedOn: '2026-05-01',
    });
    expect(await store.followedShows(uid)).toMatchObject([
      { showId: SHOW, cycle: 1, watchedEpisodes: 3, furthest: episode(2, 1) },
    ]);
    expect(await store.startShowAgain(uid, SHOW)).toMatchObject({ cycle: 2, status: 'watching' });
    expect(await store.followedShows(uid)).toMatchObject([
      { showId: SHOW, cycle: 2, watchedEpisodes: 0, furthest: null },
    ]);
    await store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-06-01' });
    expect(await store.unmarkEpisodes(uid, SHOW, [episode(1, 1), episode(1, 2)])).toBe(1);
    const { watches } = await store.showWatches(uid, SHOW);
    // The first cycle's watches stay: they happened.
    expect(watches.map((watch) => [watch.cycle, ...numbers([watch])])).toEqual([
      [1, 'S1E1'],
      [1, 'S1E2'],
      [1, 'S2E1'],
    ]);
  });

  it('counts regular episodes once each, leaving specials and rewatches out', async () => {
    const { store } = library;
    const uid = newUid();
    await store.markEpisodes(uid, SHOW, [episode(0, 1), episode(1, 1), episode(1, 2)], {
      watchedOn: '2026-05-01',
    });
    await store.markEpisodes(uid, SHOW, [episode(1, 2)], { watchedOn: '2026-05-02', again: true });
    expect(await store.followedShows(uid)).toMatchObject([
      { watchedEpisodes: 2, furthest: episode(1, 2) },
    ]);
  });

  it('pauses and drops a show, and a watch makes it watched again', async () => {
    const { store } = library;
    const uid = newUid();
    expect(await store.setShowStatus(uid, OTHER_SHOW, 'paused')).toMatchObject({
      showId: OTHER_SHOW,
      cycle: 1,
      status: 'paused',
    });
    await store.setShowStatus(uid, SHOW, 'dropped');
    expect((await store.followedShows(uid)).map((show) => [show.showId, show.status])).toEqual([
      [SHOW, 'dropped'],
      [OTHER_SHOW, 'paused'],
    ]);
    await store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-06-01' });
    expect((await store.showWatches(uid, SHOW)).progress?.status).toBe('watching');
  });

  it('refuses what cannot be, and writes nothing for it', async () => {
    const { store } = library;
    const uid = newUid();
    const refusals: Array<[Promise<unknown>, string]> = [
      [
        store.markEpisodes(uid, SHOW, [episode(-1, 1)], { watchedOn: '2026-06-01' }),
        'invalid-episode',
      ],
      [
        store.markEpisodes(uid, SHOW, [episode(1, 0)], { watchedOn: '2026-06-01' }),
        'invalid-episode',
      ],
      [
        store.markEpisodes(uid, SHOW, [episode(1.5, 1)], { watchedOn: '2026-06-01' }),
        'invalid-episode',
      ],
      [store.markEpisodes(uid, 0, [episode(1, 1)], { watchedOn: '2026-06-01' }), 'invalid-title'],
      [store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-02-30' }), 'invalid-date'],
      [store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2999-01-01' }), 'invalid-date'],
      [store.setShowStatus(uid, SHOW, 'finished' as never), 'invalid-status'],
    ];
    for (const [refused, code] of refusals) await expect(refused).rejects.toMatchObject({ code });
    expect(await store.followedShows(uid)).toEqual([]);
    expect(await store.listEpisodeWatches(uid)).toEqual({ results: [], total: 0 });
  });

  it('lists every watch for the diary, latest first, with the show’s details', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles([showDetails(SHOW)]);
    await store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-05-01' });
    await store.markEpisodes(uid, OTHER_SHOW, [episode(1, 1)], { watchedOn: '2026-05-03' });
    await store.markEpisodes(uid, SHOW, [episode(1, 2)], { watchedOn: '2026-05-02' });
    await store.markEpisodes(uid, SHOW, [episode(1, 1)], { watchedOn: '2026-05-03', again: true });
    const all = await store.listEpisodeWatches(uid);
    expect(all.total).toBe(4);
    expect(all.results.map((watch) => [watch.showId, watch.watchedOn, watch.rewatch])).toEqual([
      [SHOW, '2026-05-03', 1],
      [OTHER_SHOW, '2026-05-03', 0],
      [SHOW, '2026-05-02', 0],
      [SHOW, '2026-05-01', 0],
    ]);
    expect(all.results[0]?.details).toMatchObject({ id: SHOW, media_type: 'tv' });
    expect(all.results[1]?.details).toBeNull();
    const page = await store.listEpisodeWatches(uid, { showId: SHOW, offset: 1, limit: 1 });
    expect(page.total).toBe(3);
    expect(numbers(page.results)).toEqual(['S1E2']);
    expect(await store.deleteEpisodeWatch(uid, all.results[0]!.id)).toBe(true);
    expect(await store.deleteEpisodeWatch(uid, all.results[0]!.id)).toBe(false);
    expect((await store.listEpisodeWatches(uid)).total).toBe(3);
  });

  it('says which episodes each show’s current cycle has watched, each once', async () => {
    const { store } = library;
    const uid = newUid();
    await store.markEpisodes(uid, SHOW, [episode(1, 1), episode(1, 2)], {
      watchedOn: '2026-05-01',
    });
    await store.markEpisodes(uid, SHOW, [episode(1, 2)], { watchedOn: '2026-05-02', again: true });
    await store.markEpisodes(uid, OTHER_SHOW, [episode(2, 1)], { watchedOn: '2026-05-01' });
    await store.startShowAgain(uid, OTHER_SHOW);
    await store.markEpisodes(uid, OTHER_SHOW, [episode(2, 2)], { watchedOn: '2026-05-03' });
    const watched = await store.watchedInCurrentCycles(uid, [SHOW, OTHER_SHOW, 4242]);
    expect(watched.map((e) => [e.showId, ...numbers([e])]).sort()).toEqual(
      [
        [SHOW, 'S1E1'],
        [SHOW, 'S1E2'],
        [OTHER_SHOW, 'S2E2'],
      ].sort(),
    );
    expect(await store.watchedInCurrentCycles(newUid(), [SHOW])).toEqual([]);
  });
});
