import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TvDetails, TvSeasonDetails } from '@marquee/tmdb-types/details';
import { notFound } from '../http/tmdb-errors.js';
import { expectedGuideEpisode, expectedGuideSeason } from '../test/expected-guide.js';
import { startFakeTmdbUpstream, type FakeTmdbUpstream } from '../test/fake-tmdb-upstream.js';
import { tmdbExample } from '../test/library-test-kit.js';
import { openTestUpstream, tempCacheDir } from '../test/upstream-test-app.js';
import type { UpstreamAnswer } from '../upstream/cached-upstream.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { CATALOGUE_RETRY_AFTER_SECONDS } from './title-catalogue.js';
import { upstreamShowGuide } from './upstream-show-guide.js';
import { upstreamTitleCatalogue } from './upstream-title-catalogue.js';

// The fake TMDB answers every /3/tv/{id} with Game of Thrones and every season with its first.
const GAME_OF_THRONES = tmdbExample('tv-details.json') as unknown as TvDetails;
const FIRST_SEASON = tmdbExample('tv-season-details.json') as unknown as TvSeasonDetails;

const NOT_FOUND = { statusCode: 404, tmdbCode: 34 };
const RETRY_LATER = {
  statusCode: 503,
  tmdbCode: 9,
  retryAfterSeconds: CATALOGUE_RETRY_AFTER_SECONDS,
};

let fake: FakeTmdbUpstream;
const cacheDir = tempCacheDir();
beforeAll(async () => {
  fake = await startFakeTmdbUpstream();
});
afterEach(() => fake.setFault(undefined));
afterAll(async () => {
  await fake.close();
  cacheDir.remove();
});

let upstreams = 0;
/** The guide on an upstream of its own (cache and circuit breaker), closed when the test ends. */
function guideOnFakeTmdb() {
  upstreams += 1;
  const upstream = openTestUpstream({
    upstreamUrl: fake.url,
    cacheDb: cacheDir.file(`tmdb-cache-${upstreams}.sqlite`),
  });
  onTestFinished(() => upstream.close());
  return { guide: upstreamShowGuide(upstream), titles: upstreamTitleCatalogue(upstream) };
}

const askedOf = (path: string) => fake.apiRequests().filter((request) => request.path === path);

/** TMDB answering `body` to everything (a 200 unless told), with its fields as we choose. */
function tmdbAnswers(body: object, status = 200): void {
  fake.setFault({ kind: 'status', status, body });
}

describe('the upstream show guide', () => {
  it('outlines a show from TMDB’s details, through the cache titles are found in', async () => {
    const { guide, titles } = guideOnFakeTmdb();
    const before = askedOf('/3/tv/1399').length;
    expect(await guide.outline(1399)).toEqual({
      show: await titles.find({ mediaType: 'tv', mediaId: 1399 }),
      status: 'Ended',
      seasons: GAME_OF_THRONES.seasons.map(expectedGuideSeason),
      lastAired: expectedGuideEpisode(GAME_OF_THRONES.last_episode_to_air!),
      nextToAir: null,
    });
    expect(askedOf('/3/tv/1399').length - before).toBe(1);
  });

  it('lists a season’s episodes from TMDB’s season answer', async () => {
    const { guide } = guideOnFakeTmdb();
    const episodes = await guide.season(1399, 1);
    expect(episodes).toEqual(FIRST_SEASON.episodes.map(expectedGuideEpisode));
    expect(episodes[0]).toMatchObject({
      seasonNumber: 1,
      episodeNumber: 1,
      id: 63056,
      name: 'Winter Is Coming',
      airDate: '2011-04-17',
      runtime: 62,
      stillPath: '/9hGF3WUkBf7cSjMg0cdMDHJkByd.jpg',
      productionCode: '101',
      voteAverage: 8.1,
      voteCount: 396,
    });
    expect(askedOf('/3/tv/1399/season/1')).not.toHaveLength(0);
  });

  it('finds a show and its episode by TheTVDB id through one cached /find, and nothing else by it', async () => {
    const { guide, titles } = guideOnFakeTmdb();
    const showTvdb = (tmdbExample('tv-series-external-ids.json') as { tvdb_id: number }).tvdb_id;
    const episodeTvdb = (tmdbExample('tv-episode-external-ids.json') as { tvdb_id: number })
      .tvdb_id;
    expect(await titles.byTvdbId(showTvdb)).toMatchObject({
      id: 1399,
      name: GAME_OF_THRONES.name,
      media_type: 'tv',
    });
    const before = askedOf(`/3/find/${episodeTvdb}`).length;
    const [winterIsComing] = await guide.season(1399, 1);
    expect(await guide.episodeByTvdbId(1399, episodeTvdb)).toMatchObject({
      seasonNumber: 1,
      episodeNumber: 1,
      id: winterIsComing!.id,
      name: winterIsComing!.name,
    });
    expect(await guide.episodeByTvdbId(1399, episodeTvdb)).toBeDefined();
    expect(askedOf(`/3/find/${episodeTvdb}`).length - before).toBe(1);
    expect(askedOf(`/3/find/${episodeTvdb}`).at(-1)?.query).toMatchObject({
      external_source: 'tvdb_id',
    });
    // Another show's episode, an id TMDB does not know, a show's id, none at all.
    expect(await guide.episodeByTvdbId(1400, episodeTvdb)).toBeUndefined();
    expect(await guide.episodeByTvdbId(1399, 999_999_999)).toBeUndefined();
    expect(await guide.episodeByTvdbId(1399, showTvdb)).toBeUndefined();
    expect(await titles.byTvdbId(episodeTvdb)).toBeUndefined();
    const asked = fake.apiRequests().length;
    expect(await guide.episodeByTvdbId(1399, 0)).toBeUndefined();
    expect(await titles.byTvdbId(-1)).toBeUndefined();
    expect(fake.apiRequests()).toHaveLength(asked);
  });

  it('reads episodes of a /find answer defensively, and answers RetryLater when TMDB fails', async () => {
    const { guide } = guideOnFakeTmdb();
    tmdbAnswers({
      tv_episode_results: [
        { show_id: 5, season_number: '1', episode_number: 1, id: 7 },
        null,
        { show_id: 6, season_number: 1, episode_number: 1, id: 8 },
        { show_id: 5, season_number: 2, episode_number: 3, id: 9 },
      ],
    });
    expect(await guide.episodeByTvdbId(5, 11)).toMatchObject({ seasonNumber: 2, episodeNumber: 3 });
    tmdbAnswers({ tv_episode_results: 'none' });
    expect(await guide.episodeByTvdbId(5, 12)).toBeUndefined();
    fake.setFault({ kind: 'status', status: 500 });
    await expect(guide.episodeByTvdbId(5, 13)).rejects.toMatchObject(RETRY_LATER);
  });

  it('answers 404 code 34 for TMDB’s 404, and for ids no show has without asking TMDB', async () => {
    const { guide } = guideOnFakeTmdb();
    tmdbAnswers(notFound().toBody(), 404);
    await expect(guide.outline(987654)).rejects.toMatchObject(NOT_FOUND);
    await expect(guide.season(987654, 1)).rejects.toMatchObject(NOT_FOUND);
    expect(await guide.outlines([987654])).toEqual([undefined]);
    const asked = fake.apiRequests().length;
    await expect(guide.outline(0)).rejects.toMatchObject(NOT_FOUND);
    await expect(guide.season(1399, -1)).rejects.toMatchObject(NOT_FOUND);
    await expect(guide.season(1.5, 1)).rejects.toMatchObject(NOT_FOUND);
    expect(fake.apiRequests()).toHaveLength(asked);
  });

  it('answers RetryLater when TMDB cannot be asked', async () => {
    for (const fault of [{ kind: 'status', status: 500 }, { kind: 'drop' }] as const) {
      const { guide } = guideOnFakeTmdb();
      fake.setFault(fault);
      await expect(guide.outline(1399)).rejects.toMatchObject(RETRY_LATER);
      await expect(guide.season(1399, 1)).rejects.toMatchObject(RETRY_LATER);
      await expect(guide.outlines([1399, 1400])).rejects.toMatchObject(RETRY_LATER);
    }
  });

  it('answers RetryLater for an answer that is not a show’s details or a season', async () => {
    const { guide } = guideOnFakeTmdb();
    tmdbAnswers({ id: 1, name: 'No genres', seasons: [] });
    await expect(guide.outline(1)).rejects.toMatchObject(RETRY_LATER);
    tmdbAnswers({ ...GAME_OF_THRONES, seasons: 'all of them' });
    await expect(guide.outline(2)).rejects.toMatchObject(RETRY_LATER);
    tmdbAnswers({ ...FIRST_SEASON, episodes: null });
    await expect(guide.season(3, 1)).rejects.toMatchObject(RETRY_LATER);
  });

  it('reads TMDB’s fields defensively: a malformed season or episode is left out, a field null', async () => {
    const { guide } = guideOnFakeTmdb();
    tmdbAnswers({
      ...GAME_OF_THRONES,
      status: 7,
      seasons: [
        { season_number: 2, name: 'Season 2', episode_count: 'ten', air_date: '', poster_path: 5 },
        { season_number: '1', name: 'Season 1' },
        null,
        { season_number: 0, name: 'Specials', episode_count: 3, air_date: '2010-12-05' },
      ],
      last_episode_to_air: {
        id: 9,
        season_number: 2,
        episode_number: 1,
        name: 42,
        air_date: '2019-5-1',
        runtime: -3,
        still_path: null,
      },
      next_episode_to_air: 'soon',
    });
    expect(await guide.outline(5)).toMatchObject({
      show: { id: 5, name: GAME_OF_THRONES.name, media_type: 'tv' },
      status: '',
      seasons: [
        {
          seasonNumber: 0,
          name: 'Specials',
          episodeCount: 3,
          airDate: '2010-12-05',
          posterPath: null,
        },
        { seasonNumber: 2, name: 'Season 2', episodeCount: 0, airDate: null, posterPath: null },
      ],
      lastAired: {
        seasonNumber: 2,
        episodeNumber: 1,
        id: 9,
        name: '',
        airDate: null,
        runtime: null,
        stillPath: null,
      },
      nextToAir: null,
    });
    tmdbAnswers({
      ...FIRST_SEASON,
      episodes: [
        { ...FIRST_SEASON.episodes[1], episode_number: 2 },
        { ...FIRST_SEASON.episodes[0], id: 'x' },
        { ...FIRST_SEASON.episodes[0], episode_number: -1 },
        { ...FIRST_SEASON.episodes[2], episode_number: 1 },
      ],
    });
    expect((await guide.season(6, 1)).map((episode) => episode.episodeNumber)).toEqual([1, 2]);
  });
});

/** A TMDB that answers each show's details after a moment, counting how many it is asked at once. */
function slowTmdb(missing: ReadonlySet<number>) {
  let asking = 0;
  let most = 0;
  const answer = (status: number, body: object): UpstreamAnswer => ({
    status,
    body: Buffer.from(JSON.stringify(body)),
    cache: 'MISS',
    ageSeconds: undefined,
    failure: undefined,
  });
  const upstream = {
    api: {
      async get(path: string): Promise<UpstreamAnswer> {
        asking += 1;
        most = Math.max(most, asking);
        await new Promise((resolve) => setTimeout(resolve, 1));
        asking -= 1;
        const id = Number(/^\/3\/tv\/(\d+)$/.exec(path)?.[1]);
        return missing.has(id)
          ? answer(404, notFound().toBody())
          : answer(200, { ...GAME_OF_THRONES, id });
      },
    },
  } as unknown as Upstream;
  return { guide: upstreamShowGuide(upstream), mostAtOnce: () => most };
}

describe('many outlines from TMDB', () => {
  it('asks eight shows at a time and answers in the order asked, nothing for a 404', async () => {
    const ids = Array.from({ length: 30 }, (_, index) => 100 - index);
    const { guide, mostAtOnce } = slowTmdb(new Set([99, 80]));
    const outlines = await guide.outlines(ids);
    expect(outlines.map((outline) => outline?.show.id)).toEqual(
      ids.map((id) => (id === 99 || id === 80 ? undefined : id)),
    );
    expect(mostAtOnce()).toBe(8);
  });
});
