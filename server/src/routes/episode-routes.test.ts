import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EpisodeCredits } from '@marquee/tmdb-types/credits';
import type { TvDetails, TvEpisodeDetails, TvSeasonDetails } from '@marquee/tmdb-types/details';
import { generatedEpisodeTvdbId } from '../catalogue/generated-tvdb-id.js';
import { NOT_FOUND_MESSAGE } from '../http/tmdb-errors.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

let app: FastifyInstance;
let season: TvSeasonDetails;
beforeAll(async () => {
  app = await testApp();
  season = (await getJson<TvSeasonDetails>(app, '/3/tv/4/season/1')).body;
});

describe('GET /3/tv/{id}/season/{season_number}/episode/{episode_number}', () => {
  it('answers the episode as its season lists it, without show_id as TMDB sends it', async () => {
    const { status, body } = await getJson<TvEpisodeDetails>(app, '/3/tv/4/season/1/episode/2');
    expect(status).toBe(200);
    const { show_id, ...listed } = season.episodes[1]!;
    expect(show_id).toBe(4);
    expect(body).toEqual(listed);
    expect(body.crew.some((member) => member.job === 'Director')).toBe(true);
  });

  it('names guest stars and crew as the person answers name them', async () => {
    const people = season.episodes.flatMap((episode) => [...episode.crew, ...episode.guest_stars]);
    expect(people.length).toBeGreaterThan(season.episodes.length);
    for (const person of people.slice(0, 10)) {
      const { body } = await getJson<{ name: string }>(app, `/3/person/${person.id}`);
      expect(body.name).toBe(person.name);
    }
  });

  it('appends credits with guest stars, and external ids with an unknown IMDb id and its TheTVDB id', async () => {
    const { body } = await getJson<TvEpisodeDetails & Record<string, unknown>>(
      app,
      '/3/tv/4/season/1/episode/1?append_to_response=credits,external_ids,images',
    );
    const credits = (await getJson<EpisodeCredits>(app, '/3/tv/4/season/1/episode/1/credits')).body;
    const { id, ...appended } = credits;
    expect(id).toBe(body.id);
    expect(body.credits).toEqual(appended);
    expect(appended.guest_stars).toEqual(body.guest_stars);
    expect(appended.crew).toEqual(body.crew);
    expect(body.external_ids).toMatchObject({
      imdb_id: null,
      tvdb_id: generatedEpisodeTvdbId(4, 1, 1),
    });
    expect(body).not.toHaveProperty('images');
    const ids = await getJson(app, '/3/tv/4/season/1/episode/1/external_ids');
    expect(ids.body).toEqual({ id: body.id, ...body.external_ids });
  });

  it('answers 404 code 34 for an episode beyond the season, in no season, of no show, or malformed', async () => {
    const beyond = season.episodes.length + 1;
    for (const url of [
      `/3/tv/4/season/1/episode/${beyond}`,
      `/3/tv/4/season/1/episode/${beyond}/credits`,
      `/3/tv/4/season/1/episode/${beyond}/external_ids`,
      '/3/tv/4/season/1/episode/0',
      '/3/tv/4/season/99/episode/1',
      `/3/tv/${TEST_SIZES.tv + 1}/season/1/episode/1`,
      '/3/tv/4/season/1/episode/one',
      '/3/tv/4/season/1/episode/-2',
      '/3/tv/4/season/x/episode/1',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        status_code: 34,
        status_message: NOT_FOUND_MESSAGE,
        success: false,
      });
    }
  });

  it('draws an episode’s still and a season’s poster; a still of no such episode is 404', async () => {
    const still = season.episodes.find((episode) => episode.still_path !== null)!.still_path!;
    const image = await app.inject(`/t/p/w300${still}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('viewBox="0 0 300 169"');
    const seasons = (await getJson<TvDetails>(app, '/3/tv/4')).body.seasons;
    const poster = seasons.find((entry) => entry.poster_path !== null)!.poster_path!;
    expect((await app.inject(`/t/p/w342${poster}`)).body).toContain('viewBox="0 0 342 513"');
    const otherHash = still.replace(/-[0-9a-z]+\.svg$/, '-zz.svg');
    expect((await app.inject(`/t/p/w300${otherHash}`)).statusCode).toBe(404);
    const noEpisode = still.replace(/-(\d+)-/, (_, id: string) => `-${Number(id) + 50}-`);
    expect((await app.inject(`/t/p/w300${noEpisode}`)).statusCode).toBe(404);
  });
});
