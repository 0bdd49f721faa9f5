import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  MovieDetails,
  TvDetails,
  TvEpisode,
  TvSeasonEpisode,
  TvSeasonDetails,
} from '@marquee/tmdb-types/details';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { generatedEpisodeTvdbId, generatedShowTvdbId } from '../catalogue/generated-tvdb-id.js';
import { NOT_FOUND_MESSAGE, INVALID_PARAMETERS_MESSAGE } from '../http/tmdb-errors.js';
import { getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

type Json = Record<string, unknown>;
const NOTHING_FOUND = {
  movie_results: [],
  person_results: [],
  tv_results: [],
  tv_episode_results: [],
  tv_season_results: [],
};
const notFoundBody = { status_code: 34, status_message: NOT_FOUND_MESSAGE, success: false };
const invalidBody = { status_code: 5, status_message: INVALID_PARAMETERS_MESSAGE, success: false };

describe('external ids', () => {
  it('gives a movie the IMDb id its details carry, and nulls for ids the catalogue does not know', async () => {
    const details = (await getJson<MovieDetails>(app, '/3/movie/7')).body;
    const { status, body } = await getJson(app, '/3/movie/7/external_ids');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 7,
      imdb_id: details.imdb_id,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    });
    expect(details.imdb_id).toMatch(/^tt\d{7,}$/);
  });

  it('gives a TV show its IMDb and TheTVDB ids, though its details carry none, with TMDB’s TV fields', async () => {
    const { status, body } = await getJson(app, '/3/tv/5/external_ids');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 5,
      imdb_id: expect.stringMatching(/^tt\d{7,}$/),
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: generatedShowTvdbId(5),
      tvrage_id: null,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    });
    expect((await getJson<TvDetails>(app, '/3/tv/5')).body).not.toHaveProperty('imdb_id');
  });

  it('gives an episode its TheTVDB id, alone and appended, and a season none', async () => {
    const episode = '/3/tv/5/season/1/episode/2';
    const { status, body } = await getJson(app, `${episode}/external_ids`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      imdb_id: null,
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: generatedEpisodeTvdbId(5, 1, 2),
      tvrage_id: null,
      wikidata_id: null,
    });
    const appended = (await getJson<Json>(app, `${episode}?append_to_response=external_ids`)).body;
    expect(appended.external_ids).toEqual({ ...body, id: undefined });
    const season = (await getJson<Json>(app, '/3/tv/5/season/1/external_ids')).body;
    expect(season.tvdb_id).toBeNull();
  });

  it('appends external ids and recommendations to details when asked', async () => {
    const { body } = await getJson<Json>(
      app,
      '/3/tv/5?append_to_response=external_ids,recommendations',
    );
    const own = (await getJson<Json>(app, '/3/tv/5/external_ids')).body;
    expect(body.external_ids).toEqual({ ...own, id: undefined });
    expect(body.external_ids).not.toHaveProperty('id');
    expect(body.recommendations).toEqual((await getJson(app, '/3/tv/5/recommendations')).body);
  });

  it('answers 404 code 34 for a title that does not exist', async () => {
    for (const url of ['/3/movie/999999/external_ids', '/3/tv/999999/external_ids']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFoundBody);
    }
  });
});

describe('find by external id', () => {
  it('finds a movie and a TV show by IMDb id, as TMDB lists them', async () => {
    const movieImdb = (await getJson<Json>(app, '/3/movie/12/external_ids')).body.imdb_id as string;
    const movie = await getJson<typeof NOTHING_FOUND & { movie_results: MovieListItem[] }>(
      app,
      `/3/find/${movieImdb}?external_source=imdb_id`,
    );
    expect(movie.status).toBe(200);
    expect(movie.body).toEqual({
      ...NOTHING_FOUND,
      movie_results: [expect.objectContaining({ id: 12, media_type: 'movie' })],
    });
    const tvImdb = (await getJson<Json>(app, '/3/tv/12/external_ids')).body.imdb_id as string;
    const tv = await getJson<typeof NOTHING_FOUND & { tv_results: TvListItem[] }>(
      app,
      `/3/find/${tvImdb}?external_source=imdb_id`,
    );
    expect(tv.body).toEqual({
      ...NOTHING_FOUND,
      tv_results: [expect.objectContaining({ id: 12, media_type: 'tv' })],
    });
  });

  it('finds a show and an episode by TheTVDB id, as TMDB lists them', async () => {
    const show = await getJson<typeof NOTHING_FOUND & { tv_results: TvListItem[] }>(
      app,
      `/3/find/${generatedShowTvdbId(12)}?external_source=tvdb_id`,
    );
    expect(show.status).toBe(200);
    expect(show.body).toEqual({
      ...NOTHING_FOUND,
      tv_results: [expect.objectContaining({ id: 12, name: expect.any(String), media_type: 'tv' })],
    });
    const season = (await getJson<TvSeasonDetails>(app, '/3/tv/12/season/1')).body;
    // As TV details list an episode: without its people.
    const listed: Partial<TvSeasonEpisode> = { ...season.episodes[1]! };
    delete listed.crew;
    delete listed.guest_stars;
    const episode = await getJson<typeof NOTHING_FOUND & { tv_episode_results: TvEpisode[] }>(
      app,
      `/3/find/${generatedEpisodeTvdbId(12, 1, 2)}?external_source=tvdb_id`,
    );
    expect(episode.body).toEqual({
      ...NOTHING_FOUND,
      tv_episode_results: [{ ...listed, media_type: 'tv_episode' }],
    });
    expect(listed).toMatchObject({ show_id: 12, season_number: 1, episode_number: 2 });
  });

  it('finds no episode by TheTVDB id that its season does not list, and nothing by a real one', async () => {
    const season = (await getJson<TvSeasonDetails>(app, '/3/tv/12/season/1')).body;
    const beyond = season.episodes.length + 1;
    for (const id of [
      generatedEpisodeTvdbId(12, 1, beyond),
      generatedEpisodeTvdbId(12, 60, 1),
      generatedEpisodeTvdbId(999_999, 1, 1),
      generatedShowTvdbId(999_999),
      121361,
      3254641,
      0,
      -5,
      '90000012.0',
      '1e8',
      '9'.repeat(20),
    ]) {
      const { status, body } = await getJson(app, `/3/find/${id}?external_source=tvdb_id`);
      expect(status, String(id)).toBe(200);
      expect(body, String(id)).toEqual(NOTHING_FOUND);
    }
  });

  it('answers empty lists for an id nobody has, malformed or not', async () => {
    for (const id of ['tt0000001', 'nm0000158', 'hello', '%20', 'tt' + '9'.repeat(90)]) {
      const { status, body } = await getJson(app, `/3/find/${id}?external_source=imdb_id`);
      expect(status, id).toBe(200);
      expect(body, id).toEqual(NOTHING_FOUND);
    }
  });

  it('answers 414 in TMDB’s shape for an id longer than any path parameter may be', async () => {
    const response = await app.inject(`/3/find/tt${'9'.repeat(300)}?external_source=imdb_id`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers empty lists for the other sources TMDB lists', async () => {
    const imdbId = (await getJson<Json>(app, '/3/movie/12/external_ids')).body.imdb_id as string;
    for (const source of [
      'facebook_id',
      'instagram_id',
      'tvdb_id',
      'tiktok_id',
      'twitter_id',
      'wikidata_id',
      'youtube_id',
    ]) {
      const { status, body } = await getJson(app, `/3/find/${imdbId}?external_source=${source}`);
      expect(status, source).toBe(200);
      expect(body, source).toEqual(NOTHING_FOUND);
    }
  });

  it('answers 422 code 5 for a missing or unknown external_source, as a required enum', async () => {
    for (const query of ['', '?external_source=', '?external_source=imdb', '?language=en-US']) {
      const response = await app.inject(`/3/find/tt0000001${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toEqual(invalidBody);
    }
  });

  it('keeps answers for different sources apart in the answer cache', async () => {
    const imdbId = (await getJson<Json>(app, '/3/movie/12/external_ids')).body.imdb_id as string;
    const first = await getJson<typeof NOTHING_FOUND>(
      app,
      `/3/find/${imdbId}?external_source=imdb_id`,
    );
    const other = await getJson(app, `/3/find/${imdbId}?external_source=tvdb_id`);
    expect(first.body.movie_results).toHaveLength(1);
    expect(other.body).toEqual(NOTHING_FOUND);
  });
});

describe('recommendations', () => {
  it('answers a page of titles of the same kind, each with its media_type, never the title itself', async () => {
    for (const media of ['movie', 'tv'] as const) {
      const { status, body } = await getJson<Page<MovieListItem | TvListItem>>(
        app,
        `/3/${media}/3/recommendations`,
      );
      expect(status).toBe(200);
      expect(body.page).toBe(1);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.every((item) => item.media_type === media)).toBe(true);
      expect(body.results.map((item) => item.id)).not.toContain(3);
    }
  });

  it('pages like TMDB and refuses a bad page with code 22', async () => {
    const first = (await getJson<Page<MovieListItem>>(app, '/3/movie/3/recommendations')).body;
    const second = (await getJson<Page<MovieListItem>>(app, '/3/movie/3/recommendations?page=2'))
      .body;
    expect(second.page).toBe(2);
    expect(second.total_results).toBe(first.total_results);
    const ids = [...first.results, ...second.results].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await app.inject('/3/movie/3/recommendations?page=0')).json()).toMatchObject({
      status_code: 22,
    });
  });

  it('differs from similar', async () => {
    const similar = (await getJson<Page<MovieListItem>>(app, '/3/movie/3/similar')).body;
    const recommended = (await getJson<Page<MovieListItem>>(app, '/3/movie/3/recommendations'))
      .body;
    expect(recommended.results.map((item) => item.id)).not.toEqual(
      similar.results.map((item) => item.id),
    );
  });

  it('answers 404 code 34 for a title that does not exist', async () => {
    for (const url of ['/3/movie/999999/recommendations', '/3/tv/999999/recommendations']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFoundBody);
    }
  });
});
