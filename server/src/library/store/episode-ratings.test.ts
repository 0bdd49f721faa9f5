import { describe, expect, it } from 'vitest';
import {
  episodeDetails,
  LIBRARY_ENGINES,
  newUid,
  useTestLibrary,
} from '../../test/test-library.js';
import type { EpisodeRef, RatedEpisodeDetails } from './library-store.js';

const FELINA = { showId: 1396, seasonNumber: 5, episodeNumber: 16 } as const;
const PILOT = { showId: 1396, seasonNumber: 1, episodeNumber: 1 } as const;
const SPECIAL = { showId: 1396, seasonNumber: 0, episodeNumber: 2 } as const;
const WORKPLACE_PROXIMITY = { showId: 1418, seasonNumber: 7, episodeNumber: 5 } as const;

// The first item of TMDB's sample answer to GET /3/account/{account_id}/rated/tv/episodes,
// without its rating.
const WORKPLACE_PROXIMITY_DETAILS: RatedEpisodeDetails = {
  air_date: '2013-10-17',
  episode_number: 5,
  id: 64782,
  name: 'The Workplace Proximity',
  overview:
    'Amy starts working at Caltech which causes friction with Sheldon. Howard agrees with Sheldon who mentions this to Bernadette causing a big fight for the Wolowitzes.',
  production_code: '4X5305',
  runtime: 22,
  season_number: 7,
  show_id: 1418,
  still_path: '/k8atjbd5gAsntuhbPnFpvnvo0qn.jpg',
  vote_average: 7.242,
  vote_count: 31,
};

describe.each(LIBRARY_ENGINES)('episode ratings on %s', (engine) => {
  const library = useTestLibrary(engine);

  const rate = (uid: string, episode: EpisodeRef, rating: number) =>
    library.store.rateEpisode(uid, episode, rating, episodeDetails(episode));

  it('says whether a rating is new or replaced one, and a newer one replaces the details', async () => {
    const uid = newUid();
    const { store } = library;
    expect(await store.rateEpisode(uid, FELINA, 9, episodeDetails(FELINA, { name: 'Old' }))).toBe(
      true,
    );
    const renamed = episodeDetails(FELINA, { name: 'Felina', vote_count: 172 });
    expect(await store.rateEpisode(uid, FELINA, 9.5, renamed)).toBe(false);
    const { results, total } = await store.listEpisodeRatings(uid);
    expect(total).toBe(1);
    expect(results).toEqual([
      { ...FELINA, rating: 9.5, ratedAt: expect.any(Number), details: renamed },
    ]);
    await store.unrateEpisode(uid, FELINA);
    expect(await rate(uid, FELINA, 8)).toBe(true);
  });

  it('takes concurrent first ratings of one episode as one new rating', async () => {
    const uid = newUid();
    const raced = await Promise.all([1, 2, 3, 4, 5, 6].map((value) => rate(uid, PILOT, value)));
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect((await library.store.listEpisodeRatings(uid)).total).toBe(1);
  });

  it('unrates, and says whether there was a rating', async () => {
    const uid = newUid();
    await rate(uid, FELINA, 6);
    await rate(uid, PILOT, 7);
    expect(await library.store.unrateEpisode(uid, FELINA)).toBe(true);
    expect(await library.store.unrateEpisode(uid, FELINA)).toBe(false);
    const { results } = await library.store.listEpisodeRatings(uid);
    expect(results.map(({ episodeNumber }) => episodeNumber)).toEqual([PILOT.episodeNumber]);
  });

  it.each([0, 0.25, 7.3, 10.5, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s as a rating, and writes nothing',
    async (rating) => {
      const uid = newUid();
      await expect(rate(uid, FELINA, rating)).rejects.toMatchObject({ code: 'invalid-rating' });
      expect((await library.store.listEpisodeRatings(uid)).total).toBe(0);
    },
  );

  it.each([
    [{ showId: 0, seasonNumber: 1, episodeNumber: 1 }, 'invalid-title'],
    [{ showId: 1.5, seasonNumber: 1, episodeNumber: 1 }, 'invalid-title'],
    [{ showId: 2 ** 31, seasonNumber: 1, episodeNumber: 1 }, 'invalid-title'],
    [{ showId: 1396, seasonNumber: -1, episodeNumber: 1 }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: 1.5, episodeNumber: 1 }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: 2 ** 31, episodeNumber: 1 }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: '1', episodeNumber: 1 }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: 1, episodeNumber: 0 }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: 1, episodeNumber: Number.NaN }, 'invalid-episode'],
    [{ showId: 1396, seasonNumber: 1 }, 'invalid-episode'],
  ])('refuses %j as an episode (%s), and writes nothing', async (episode, code) => {
    const uid = newUid();
    const wrong = episode as unknown as EpisodeRef;
    const { store } = library;
    await expect(rate(uid, wrong, 5)).rejects.toMatchObject({ code });
    await expect(store.unrateEpisode(uid, wrong)).rejects.toMatchObject({ code });
    expect((await store.listEpisodeRatings(uid)).total).toBe(0);
  });

  it.each([
    ['another show', { show_id: 1399 }],
    ['another season', { season_number: 4 }],
    ['another episode', { episode_number: 15 }],
  ])('refuses the details of %s, and writes nothing', async (_, fields) => {
    const uid = newUid();
    const details = episodeDetails(FELINA, fields);
    await expect(library.store.rateEpisode(uid, FELINA, 9, details)).rejects.toMatchObject({
      code: 'invalid-episode',
    });
    expect((await library.store.listEpisodeRatings(uid)).total).toBe(0);
  });

  it('refuses a show id that is no title id when reading a show', async () => {
    await expect(library.store.episodeRatingsOfShow(newUid(), 0)).rejects.toMatchObject({
      code: 'invalid-title',
    });
  });

  it('lists newest rated first, a re-rated episode first again, in pages with the total', async () => {
    const uid = newUid();
    const episodes = Array.from({ length: 5 }, (_, index) => ({
      showId: 1396,
      seasonNumber: 1,
      episodeNumber: index + 1,
    }));
    for (const episode of episodes) await rate(uid, episode, 5);
    await rate(uid, episodes[1] as EpisodeRef, 6);
    const numbers = (slice: { results: { episodeNumber: number }[] }) =>
      slice.results.map(({ episodeNumber }) => episodeNumber);
    const { store } = library;
    const first = await store.listEpisodeRatings(uid, { limit: 2 });
    expect([numbers(first), first.total]).toEqual([[2, 5], 5]);
    expect(numbers(await store.listEpisodeRatings(uid, { offset: 2, limit: 2 }))).toEqual([4, 3]);
    expect(numbers(await store.listEpisodeRatings(uid, { offset: 4 }))).toEqual([1]);
    const { results } = await store.listEpisodeRatings(uid);
    const times = results.map(({ ratedAt }) => ratedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect(store.listEpisodeRatings(uid, { limit: 0 })).rejects.toMatchObject({
      code: 'invalid-slice',
    });
  });

  it("keeps the details as TMDB's rated list carries them, and nothing more", async () => {
    const uid = newUid();
    // A season's episode brings its crew and guest stars, which the rated list never shows.
    const seasonEpisode = {
      ...WORKPLACE_PROXIMITY_DETAILS,
      episode_type: 'standard',
      crew: [{ id: 1, name: 'Somebody' }],
      guest_stars: [],
    };
    await library.store.rateEpisode(uid, WORKPLACE_PROXIMITY, 8, seasonEpisode);
    const [rated] = (await library.store.listEpisodeRatings(uid)).results;
    expect(rated).toEqual({
      ...WORKPLACE_PROXIMITY,
      rating: 8,
      ratedAt: expect.any(Number),
      details: WORKPLACE_PROXIMITY_DETAILS,
    });
  });

  it("reads a show's ratings by season and episode, in exact half steps, and no other show's", async () => {
    const uid = newUid();
    await rate(uid, FELINA, 10);
    await rate(uid, WORKPLACE_PROXIMITY, 4);
    await rate(uid, SPECIAL, 7.5);
    await rate(uid, PILOT, 0.5);
    expect(await library.store.episodeRatingsOfShow(uid, 1396)).toEqual([
      { seasonNumber: 0, episodeNumber: 2, rating: 7.5 },
      { seasonNumber: 1, episodeNumber: 1, rating: 0.5 },
      { seasonNumber: 5, episodeNumber: 16, rating: 10 },
    ]);
    expect(await library.store.episodeRatingsOfShow(uid, 1399)).toEqual([]);
  });

  it("shows and changes nothing of another member's ratings", async () => {
    const [member, other] = [newUid(), newUid()];
    const { store } = library;
    await rate(member, FELINA, 9);
    const before = await store.listEpisodeRatings(member);
    expect(await store.listEpisodeRatings(other)).toEqual({ results: [], total: 0 });
    expect(await store.episodeRatingsOfShow(other, FELINA.showId)).toEqual([]);
    expect(await store.unrateEpisode(other, FELINA)).toBe(false);
    expect(await rate(other, FELINA, 2)).toBe(true);
    expect(await store.listEpisodeRatings(member)).toEqual(before);
  });
});
