import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatedMoviePage, MovieReleaseDates } from '@marquee/tmdb-types/certifications';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { dayOfIsoDate, isoDateOfDay } from '../catalogue/utc-days.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SEED } from '../test/test-catalogue.js';
import { routeTestCatalogue } from '../test/route-test-catalogue.js';
import { TEST_NOW, testApp } from '../test/test-app.js';
import { NOW_PLAYING_DAYS, UPCOMING_DAYS } from './cinema-list-routes.js';

// More films than the shared test catalogue: about one in eleven is current, and a day's lists
// hold a few weeks of a year of them.
const SIZES = { movies: 3000, tv: 10, people: 500 };
const { test, dir } = routeTestCatalogue('cinemas', TEST_SEED, SIZES);
const TODAY = TEST_NOW.toISOString().slice(0, 10);
const DAYS = [TODAY, '2026-11-27', '2031-12-31'];

async function appOn(date: string): Promise<FastifyInstance> {
  return testApp({ source: test.source, now: () => new Date(`${date}T23:30:00Z`) });
}

async function listPage(on: FastifyInstance, url: string): Promise<DatedMoviePage> {
  const { status, body } = await getJson<DatedMoviePage>(on, url);
  expect(status, url).toBe(200);
  return body;
}

/** Every page of a list, each with the first page's totals and dates. */
async function everyPage(on: FastifyInstance, url: string): Promise<MovieListItem[]> {
  const first = await listPage(on, url);
  const items = [...first.results];
  const joiner = url.includes('?') ? '&' : '?';
  for (let page = 2; page <= first.total_pages; page += 1) {
    const next = await listPage(on, `${url}${joiner}page=${page}`);
    expect(next).toMatchObject({ page, dates: first.dates, total_results: first.total_results });
    items.push(...next.results);
  }
  expect(items).toHaveLength(first.total_results);
  return items;
}

/** The theatrical dates, by country, of a film's release_dates answer on the app's day. */
async function theatricalDates(on: FastifyInstance, id: number): Promise<Map<string, string[]>> {
  const { body } = await getJson<MovieReleaseDates>(on, `/3/movie/${id}/release_dates`);
  return new Map(
    body.results.map((country) => [
      country.iso_3166_1,
      country.release_dates
        .filter((release) => release.type === 3)
        .map((release) => release.release_date.slice(0, 10)),
    ]),
  );
}

function within(
  dates: Map<string, string[]>,
  region: string | undefined,
  from: string,
  to: string,
) {
  return [...dates].some(
    ([country, days]) =>
      (region === undefined || country === region) && days.some((day) => day >= from && day <= to),
  );
}

const shift = (date: string, days: number) => isoDateOfDay(dayOfIsoDate(date)! + days);
const ids = (items: MovieListItem[]) => new Set(items.map((item) => item.id));

describe('GET /3/movie/now_playing and /3/movie/upcoming', () => {
  it.each(DAYS)(
    'list on %s exactly the films whose release dates open in cinemas in the weeks before, or after',
    async (date) => {
      const on = await appOn(date);
      const windows = {
        now_playing: { from: shift(date, 1 - NOW_PLAYING_DAYS), to: date },
        upcoming: { from: shift(date, 1), to: shift(date, UPCOMING_DAYS) },
      };
      const known = new Map<number, Map<string, string[]>>();
      for (const region of [undefined, 'US', 'FR']) {
        const query = region === undefined ? '' : `?region=${region}`;
        const lists = {
          now_playing: ids(await everyPage(on, `/3/movie/now_playing${query}`)),
          upcoming: ids(await everyPage(on, `/3/movie/upcoming${query}`)),
        };
        // France's lists may be short on a day; the world's and the US's never are.
        if (region !== 'FR') {
          expect(lists.now_playing.size, `${date} ${query}`).toBeGreaterThan(0);
          expect(lists.upcoming.size, `${date} ${query}`).toBeGreaterThan(0);
        }
        // Every listed film and every tenth other one.
        const sample = Array.from({ length: SIZES.movies }, (_, index) => index + 1).filter(
          (id) => id % 10 === 0 || lists.now_playing.has(id) || lists.upcoming.has(id),
        );
        for (const id of sample) {
          const dates = known.get(id) ?? (await theatricalDates(on, id));
          known.set(id, dates);
          for (const list of ['now_playing', 'upcoming'] as const) {
            const { from, to } = windows[list];
            expect(lists[list].has(id), `${list} ${query} movie ${id}`).toBe(
              within(dates, region, from, to),
            );
          }
        }
      }
    },
  );

  it('says which days it covers, orders by popularity and gives the day’s release date in each item', async () => {
    const on = await appOn(TODAY);
    const playing = await listPage(on, '/3/movie/now_playing');
    expect(playing.dates).toEqual({ minimum: shift(TODAY, 1 - NOW_PLAYING_DAYS), maximum: TODAY });
    const upcoming = await listPage(on, '/3/movie/upcoming?region=GB');
    expect(upcoming.dates).toEqual({
      minimum: shift(TODAY, 1),
      maximum: shift(TODAY, UPCOMING_DAYS),
    });
    for (const path of ['/3/movie/now_playing', '/3/movie/upcoming']) {
      const all = await everyPage(on, path);
      const popularity = all.map((item) => item.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      for (const item of all.slice(0, 10)) {
        const details = (await getJson<MovieDetails>(on, `/3/movie/${item.id}`)).body;
        expect(item.release_date).toBe(details.release_date);
      }
    }
    // An upcoming film is not out yet anywhere it opens first.
    const first = upcoming.results[0];
    if (first !== undefined) {
      const details = (await getJson<MovieDetails>(on, `/3/movie/${first.id}`)).body;
      if (details.release_date > TODAY) expect(details.status).toBe('Post Production');
    }
  });

  it('refuses a region that is not two letters with 422 naming it, and a bad page as other lists do', async () => {
    const on = await appOn(TODAY);
    const refused = await on.inject('/3/movie/popular?page=0');
    for (const path of ['/3/movie/now_playing', '/3/movie/upcoming']) {
      // Either case, as every region parameter takes it (region-param.ts); empty is none.
      expect(await listPage(on, `${path}?region=us`)).toEqual(
        await listPage(on, `${path}?region=US`),
      );
      expect(await listPage(on, `${path}?region=`)).toEqual(await listPage(on, path));
      for (const region of ['USA', 'U', '12', 'u$']) {
        const response = await on.inject(`${path}?region=${region}`);
        expect(response.statusCode, `${path} ${region}`).toBe(422);
        expect(response.json()).toMatchObject({ status_code: 5, success: false });
        expect(response.json<{ status_message: string }>().status_message).toContain('region');
      }
      const response = await on.inject(`${path}?page=0`);
      expect(response.statusCode).toBe(refused.statusCode);
      expect(response.json()).toEqual(refused.json());
    }
  });

  it('takes TMDB’s language and lists a region with no releases as an empty page', async () => {
    const on = await appOn(TODAY);
    const plain = await listPage(on, '/3/movie/now_playing');
    expect(await listPage(on, '/3/movie/now_playing?language=de-DE')).toEqual(plain);
    const nowhere = await listPage(on, '/3/movie/now_playing?region=ZZ');
    expect(nowhere).toMatchObject({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it('lists nothing in a catalogue anything was imported into, with the days it would cover', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'movie-details.json')]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      for (const url of ['/3/movie/now_playing', '/3/movie/upcoming?region=US'])
        expect(await listPage(on, url)).toMatchObject({
          page: 1,
          results: [],
          total_pages: 0,
          total_results: 0,
        });
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
