import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { CombinedCredits, Credits } from '@marquee/tmdb-types/credits';
import type { Page } from '@marquee/tmdb-types/page';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import type { VideoList } from '@marquee/tmdb-types/videos';
import { buildTestCatalogue, getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

const test = buildTestCatalogue();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

describe('movie, tv and person details', () => {
  it('serves a movie with its genres and no appended objects by default', async () => {
    const { status, body } = await getJson<MovieDetails>(app, '/3/movie/7');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 7, adult: false, video: false, status: 'Released' });
    expect(body.genres.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('credits');
  });

  it('sends JSON with a charset', async () => {
    expect((await app.inject('/3/movie/7')).headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
  });

  it('appends credits, similar and videos (none here), ignoring unknown names', async () => {
    const { body } = await getJson<MovieDetails & Record<string, unknown>>(
      app,
      '/3/movie/7?append_to_response=credits,similar,videos,bogus',
    );
    expect(body.credits?.cast.length).toBeGreaterThan(0);
    expect(body.credits?.crew.some((member) => member.job === 'Director')).toBe(true);
    expect(body.similar?.page).toBe(1);
    expect(body.videos).toEqual({ results: [] });
    expect(body).not.toHaveProperty('bogus');
  });

  it.each(['movie', 'tv'])(
    'answers a %s’s videos as TMDB does for a title without any, and 404 for an unknown one',
    async (media) => {
      const { status, body } = await getJson<VideoList>(app, `/3/${media}/7/videos`);
      expect([status, body]).toEqual([200, { id: 7, results: [] }]);
      const unknown = await getJson(app, `/3/${media}/999999999/videos`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status_code: 34, success: false });
    },
  );

  it('serves movie credits ordered like TMDB, with characters and jobs', async () => {
    const { body } = await getJson<Credits>(app, '/3/movie/7/credits');
    expect(body.id).toBe(7);
    expect(body.cast.map((member) => member.order)).toEqual(
      [...body.cast.map((member) => member.order)].sort((a, b) => a - b),
    );
    expect(body.cast[0]).toMatchObject({
      cast_id: expect.any(Number),
      character: expect.any(String),
      credit_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(body.crew[0]).toMatchObject({ department: expect.any(String), job: expect.any(String) });
  });

  it('serves similar titles that share a genre, never the title itself', async () => {
    const movie = (await getJson<MovieDetails>(app, '/3/movie/7')).body;
    const { body } = await getJson<Page<MovieListItem>>(app, '/3/movie/7/similar?page=1');
    expect(body.results.length).toBeGreaterThan(0);
    for (const item of body.results) {
      expect(item.id).not.toBe(7);
      expect(item.genre_ids.some((id) => movie.genres.some((genre) => genre.id === id))).toBe(true);
    }
    expect(
      (await getJson<Page<MovieListItem>>(app, '/3/movie/7/similar?page=400')).body.results,
    ).toEqual([]);
  });

  it('serves a TV show with seasons, creators and credits without cast_id', async () => {
    const { body } = await getJson<TvDetails>(app, '/3/tv/5?append_to_response=credits');
    // Specials (season 0) are listed but not counted, as on TMDB.
    const regular = body.seasons.filter((season) => season.season_number > 0);
    expect(regular.length).toBe(body.number_of_seasons);
    expect(body.created_by).toBeInstanceOf(Array);
    expect(body.credits?.cast[0]).not.toHaveProperty('cast_id');
    const credits = await getJson<Credits>(app, '/3/tv/5/credits');
    expect(credits.body.id).toBe(5);
    expect((await getJson(app, '/3/tv/5/similar')).status).toBe(200);
  });

  it('serves a person with combined credits appended or on their own', async () => {
    const credited = test.catalogue.titleCredits('movie', 7).cast[0];
    const id = credited?.id ?? 1;
    const { body } = await getJson<PersonDetails>(
      app,
      `/3/person/${id}?append_to_response=combined_credits`,
    );
    expect(body).toMatchObject({ id, name: credited?.name });
    expect(
      body.combined_credits?.cast.some((entry) => entry.media_type === 'movie' && entry.id === 7),
    ).toBe(true);
    const own = await getJson<CombinedCredits>(app, `/3/person/${id}/combined_credits`);
    expect(own.body.id).toBe(id);
    expect(own.body.cast.length).toBe(body.combined_credits?.cast.length);
  });
});
