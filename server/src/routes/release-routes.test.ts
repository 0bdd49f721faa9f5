import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  CertificationList,
  ContentRatings,
  MovieReleaseDates,
} from '@marquee/tmdb-types/certifications';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import {
  MOVIE_RATING_SYSTEMS,
  TV_RATING_SYSTEMS,
  type RatingSystem,
} from '../catalogue/certification-systems.js';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { dayOfIsoDate } from '../catalogue/utc-days.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-releases-'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MOVIES = Array.from({ length: 60 }, (_, index) => index + 1);

async function appOn(date: string): Promise<FastifyInstance> {
  return testApp({ now: () => new Date(`${date}T08:00:00Z`) });
}

/** The one maturity level every rating is of; undefined when they disagree. */
function sharedMaturity(
  systems: Readonly<Record<string, RatingSystem>>,
  ratings: Array<[country: string, rating: string]>,
): number | undefined {
  return [0, 1, 2, 3, 4].find((level) =>
    ratings.every(([country, rating]) => systems[country]?.byMaturity[level] === rating),
  );
}

describe('GET /3/movie/{id}/release_dates', () => {
  it('opens each film first in its own country, on its details’ release date, and elsewhere on or after it', async () => {
    for (const id of MOVIES) {
      const details = (await getJson<MovieDetails>(app, `/3/movie/${id}`)).body;
      const { status, body } = await getJson<MovieReleaseDates>(
        app,
        `/3/movie/${id}/release_dates`,
      );
      expect(status).toBe(200);
      expect(body.id).toBe(id);
      const home = body.results.find((country) => country.iso_3166_1 === details.origin_country[0]);
      const opening = `${details.release_date}T00:00:00.000Z`;
      expect(home?.release_dates.filter((release) => release.type === 3)[0]?.release_date).toBe(
        opening,
      );
      for (const { release_dates } of body.results)
        for (const release of release_dates)
          if (release.type !== 1) expect(release.release_date >= opening, `movie ${id}`).toBe(true);
    }
  });

  it('rates a film from one maturity in every country, from the certification list, premieres unrated', async () => {
    const list = (await getJson<CertificationList>(app, '/3/certification/movie/list')).body;
    for (const id of MOVIES) {
      const { body } = await getJson<MovieReleaseDates>(app, `/3/movie/${id}/release_dates`);
      const ratings: Array<[string, string]> = [];
      for (const { iso_3166_1: country, release_dates } of body.results) {
        const rated = new Set(
          release_dates.filter((r) => r.type !== 1).map((r) => r.certification),
        );
        expect(rated.size, `movie ${id} in ${country}`).toBe(1);
        const [rating] = [...rated] as [string];
        expect(list.certifications[country]?.map((entry) => entry.certification)).toContain(rating);
        ratings.push([country, rating]);
        for (const release of release_dates.filter((r) => r.type === 1))
          expect(release.certification).toBe('');
      }
      expect(sharedMaturity(MOVIE_RATING_SYSTEMS, ratings), `movie ${id}`).toBeDefined();
    }
  });

  it('moves a current film’s dates with the day it is asked on and leaves an older film’s alone', async () => {
    const days = ['2026-06-15', '2026-11-27', '2031-12-31'];
    const apps = await Promise.all(days.map(appOn));
    let current = 0;
    for (const id of Array.from({ length: TEST_SIZES.movies }, (_, index) => index + 1)) {
      const answers = await Promise.all(
        apps.map(
          async (on) => (await getJson<MovieReleaseDates>(on, `/3/movie/${id}/release_dates`)).body,
        ),
      );
      const dates = await Promise.all(
        apps.map(
          async (on) => (await getJson<MovieDetails>(on, `/3/movie/${id}`)).body.release_date,
        ),
      );
      if (new Set(dates).size === 1) {
        // Every answer the same: the film's dates never move.
        expect(answers[1]).toEqual(answers[0]);
        continue;
      }
      current += 1;
      for (const [index, date] of days.entries()) {
        const opens = dayOfIsoDate(dates[index])!;
        const asked = dayOfIsoDate(date)!;
        expect(opens).toBeLessThanOrEqual(asked + 91);
        expect(opens).toBeGreaterThan(asked + 91 - 364);
      }
      // The same releases, only dated again.
      const shape = (answer: MovieReleaseDates) =>
        answer.results.map((country) => ({
          ...country,
          release_dates: country.release_dates.map((release) => ({ ...release, release_date: '' })),
        }));
      expect(shape(answers[2]!)).toEqual(shape(answers[0]!));
    }
    expect(current).toBeGreaterThan(10);
  });

  it('appends the same results to the details', async () => {
    const details = (
      await getJson<Record<string, unknown>>(
        app,
        '/3/movie/7?append_to_response=release_dates,content_ratings',
      )
    ).body;
    const own = (await getJson<MovieReleaseDates>(app, '/3/movie/7/release_dates')).body;
    expect(details.release_dates).toEqual({ results: own.results });
    expect(details).not.toHaveProperty('content_ratings');
  });

  it('answers 404 code 34 for a movie that does not exist or a malformed id', async () => {
    for (const url of ['/3/movie/999999/release_dates', '/3/movie/x1/release_dates']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status_code: 34 });
    }
  });
});

describe('GET /3/tv/{id}/content_ratings', () => {
  it('rates a show from one maturity in each country, from the certification list', async () => {
    const list = (await getJson<CertificationList>(app, '/3/certification/tv/list')).body;
    for (let id = 1; id <= 60; id += 1) {
      const { status, body } = await getJson<ContentRatings>(app, `/3/tv/${id}/content_ratings`);
      expect(status).toBe(200);
      expect(body.id).toBe(id);
      expect(body.results.length).toBeGreaterThan(0);
      const countries = body.results.map((result) => result.iso_3166_1);
      expect(new Set(countries).size).toBe(countries.length);
      for (const { iso_3166_1: country, rating } of body.results)
        expect(list.certifications[country]?.map((entry) => entry.certification)).toContain(rating);
      const ratings = body.results.map((r): [string, string] => [r.iso_3166_1, r.rating]);
      expect(sharedMaturity(TV_RATING_SYSTEMS, ratings), `show ${id}`).toBeDefined();
    }
  });

  it('appends the same results to the details, and answers 404 code 34 for no such show', async () => {
    const details = (
      await getJson<Record<string, unknown>>(
        app,
        '/3/tv/5?append_to_response=content_ratings,release_dates',
      )
    ).body;
    const own = (await getJson<ContentRatings>(app, '/3/tv/5/content_ratings')).body;
    expect(details.content_ratings).toEqual({ results: own.results });
    expect(details).not.toHaveProperty('release_dates');
    const response = await app.inject('/3/tv/999999/content_ratings');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 34 });
  });
});

describe('GET /3/certification/{movie,tv}/list', () => {
  it('lists each country’s ratings in order from 1, every rating the generator gives among them', async () => {
    for (const [kind, systems] of [
      ['movie', MOVIE_RATING_SYSTEMS],
      ['tv', TV_RATING_SYSTEMS],
    ] as const) {
      const { status, body } = await getJson<CertificationList>(
        app,
        `/3/certification/${kind}/list`,
      );
      expect(status).toBe(200);
      expect(Object.keys(body.certifications).sort()).toEqual(Object.keys(systems).sort());
      for (const [country, ratings] of Object.entries(body.certifications)) {
        expect(ratings.map((rating) => rating.order)).toEqual(ratings.map((_, index) => index + 1));
        for (const rating of ratings) expect(rating.meaning).not.toBe('');
        const listed = ratings.map((rating) => rating.certification);
        for (const given of systems[country]!.byMaturity) expect(listed).toContain(given);
      }
    }
  });
});

describe('an imported catalogue', () => {
  it('knows no releases or ratings: empty results for its titles, 404 for others', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [
      sharedTmdbFile('examples', 'movie-details.json'),
      sharedTmdbFile('examples', 'tv-details.json'),
    ]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      const movie = (await getJson<MovieDetails>(on, '/3/movie/11')).body;
      expect(movie.release_date).toBe('1977-05-25');
      expect((await getJson(on, '/3/movie/11/release_dates')).body).toEqual({
        id: 11,
        results: [],
      });
      expect((await getJson(on, '/3/tv/1399/content_ratings')).body).toEqual({
        id: 1399,
        results: [],
      });
      expect((await on.inject('/3/movie/551/release_dates')).statusCode).toBe(404);
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
