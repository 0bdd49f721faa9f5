import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Credits } from '@marquee/tmdb-types/credits';
import type { TvDetails, TvSeasonDetails } from '@marquee/tmdb-types/details';
import { NOT_FOUND_MESSAGE } from '../http/tmdb-errors.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const NOT_FOUND = { status_code: 34, status_message: NOT_FOUND_MESSAGE, success: false };

async function show(id: number, on?: FastifyInstance): Promise<TvDetails> {
  return (await getJson<TvDetails>(on ?? app, `/3/tv/${id}`)).body;
}

/** A show that lists specials (season 0) on the test day. */
async function showWithSpecials(): Promise<TvDetails> {
  for (let id = 1; id <= TEST_SIZES.tv; id += 1) {
    const details = await show(id);
    if (details.seasons[0]?.season_number === 0) return details;
  }
  throw new Error('no show with specials in the test catalogue');
}

describe('GET /3/tv/{id}/season/{season_number}', () => {
  it('answers a season with every episode, as the show’s details list it', async () => {
    const details = await show(3);
    const listed = details.seasons.find((season) => season.season_number === 1)!;
    const { status, body } = await getJson<TvSeasonDetails>(app, '/3/tv/3/season/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      air_date: listed.air_date,
      id: listed.id,
      name: 'Season 1',
      season_number: 1,
      networks: details.networks,
    });
    expect(body.episodes.map((episode) => episode.episode_number)).toEqual(
      Array.from({ length: listed.episode_count }, (_, index) => index + 1),
    );
    expect(body.episodes[0]).toMatchObject({
      show_id: 3,
      season_number: 1,
      air_date: listed.air_date,
    });
    expect(body.episodes.at(-1)?.episode_type).toBe('finale');
    expect(body).not.toHaveProperty('credits');
  });

  it('answers the specials as season 0', async () => {
    const details = await showWithSpecials();
    const { status, body } = await getJson<TvSeasonDetails>(app, `/3/tv/${details.id}/season/0`);
    expect(status).toBe(200);
    expect(body.name).toBe('Specials');
    expect(body.episodes.length).toBe(details.seasons[0]!.episode_count);
  });

  it('appends credits and external ids, ignoring names it does not know', async () => {
    const { body } = await getJson<TvSeasonDetails & Record<string, unknown>>(
      app,
      '/3/tv/3/season/1?append_to_response=credits,external_ids,videos,bogus',
    );
    const credits = (await getJson<Credits>(app, '/3/tv/3/season/1/credits')).body;
    const { id, ...appended } = credits;
    expect(id).toBe(body.id);
    expect(body.credits).toEqual(appended);
    expect(body.credits?.cast.length).toBeGreaterThan(0);
    expect(body.external_ids).toEqual({
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: null,
      tvrage_id: null,
      wikidata_id: null,
    });
    expect(body).not.toHaveProperty('videos');
    expect(body).not.toHaveProperty('bogus');
    const ids = await getJson(app, '/3/tv/3/season/1/external_ids');
    expect(ids.body).toEqual({ id: body.id, ...body.external_ids });
  });

  it('answers 404 code 34 for a season beyond the show, a show that does not exist and a malformed number', async () => {
    const beyond = (await show(3)).number_of_seasons + 1;
    for (const url of [
      `/3/tv/3/season/${beyond}`,
      `/3/tv/3/season/${beyond}/credits`,
      `/3/tv/3/season/${beyond}/external_ids`,
      `/3/tv/${TEST_SIZES.tv + 1}/season/1`,
      '/3/tv/99999999/season/1/credits',
      '/3/tv/3/season/1a',
      '/3/tv/3/season/-1',
      '/3/tv/3/season/1.5',
      '/3/tv/3/season/9999999',
      '/3/tv/3/season/',
      '/3/tv/3x/season/1',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('answers from the day of the app’s clock: a running show’s seasons and next episode move on', async () => {
    const first = new Date('2026-11-27T12:00:00Z');
    const today = await testApp({ now: () => first });
    const running: TvDetails[] = [];
    for (let id = 1; id <= TEST_SIZES.tv; id += 1) {
      const details = await show(id, today);
      if (details.next_episode_to_air !== null) running.push(details);
    }
    expect(running.length).toBeGreaterThan(0);
    const details = running[0]!;
    const next = details.next_episode_to_air!;
    const airs = new Date(`${next.air_date}T18:00:00Z`);
    const later = await testApp({ now: () => airs });
    const after = await show(details.id, later);
    expect(after.last_episode_to_air?.id).toBe(next.id);
    expect(after.last_air_date).toBe(next.air_date);
    const season = await getJson<TvSeasonDetails>(
      later,
      `/3/tv/${details.id}/season/${next.season_number}`,
    );
    const episode = season.body.episodes.find((entry) => entry.id === next.id)!;
    expect(episode.air_date).toBe(next.air_date);
    expect(episode.vote_count).toBeGreaterThan(0);
    // Years later, the running show has more seasons, the first ones unchanged.
    const years = await testApp({
      now: () => new Date('2031-01-01T00:00:00Z'),
    });
    const then = await show(details.id, years);
    expect(then.number_of_seasons).toBeGreaterThan(details.number_of_seasons);
    expect(then.seasons.slice(0, details.seasons.length).map((s) => [s.air_date, s.id])).toEqual(
      details.seasons.map((s) => [s.air_date, s.id]),
    );
  });
});
