import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TvDetails, TvSeasonDetails } from '@marquee/tmdb-types/details';
import type { TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { dayOfIsoDate, isoDateOfDay } from '../catalogue/utc-days.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SEED } from '../test/test-catalogue.js';
import { routeTestCatalogue } from '../test/route-test-catalogue.js';
import { TEST_NOW, testApp } from '../test/test-app.js';
import { ON_THE_AIR_DAYS } from './airing-routes.js';

// More shows than the shared test catalogue: a tenth of them run, and a day's list is a seventh of
// those at most, so fewer would leave some days with none and on_the_air without a second page.
const SIZES = { movies: 30, tv: 1000, people: 500 };
const { test, dir } = routeTestCatalogue('airing', TEST_SEED, SIZES);
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
const TODAY = TEST_NOW.toISOString().slice(0, 10);
// The test day, when ended shows still air their last seasons; then days only running shows air on.
const DAYS = [TODAY, '2026-11-27', '2031-12-31'];

async function appOn(date: string): Promise<FastifyInstance> {
  return testApp({ source: test.source, now: () => new Date(`${date}T15:00:00Z`) });
}

function datesFrom(date: string, count: number): string[] {
  const day = dayOfIsoDate(date)!;
  return Array.from({ length: count }, (_, index) => isoDateOfDay(day + index));
}

async function listPage(on: FastifyInstance, url: string): Promise<Page<TvListItem>> {
  const { status, body } = await getJson<Page<TvListItem>>(on, url);
  expect(status, url).toBe(200);
  return body;
}

/** Every page of a list, each checked to give the same totals as the first. */
async function everyPage(on: FastifyInstance, path: string): Promise<TvListItem[]> {
  const first = await listPage(on, path);
  const items = [...first.results];
  for (let page = 2; page <= first.total_pages; page += 1) {
    const next = await listPage(on, `${path}?page=${page}`);
    expect(next).toMatchObject({
      page,
      total_pages: first.total_pages,
      total_results: first.total_results,
    });
    items.push(...next.results);
  }
  expect(items).toHaveLength(first.total_results);
  return items;
}

/**
 * The air dates of the episodes a show's season answers list on the app's day, in the days from
 * `from` to `to`. A regular season ends before the next begins, so only the seasons begun by `to`
 * and not followed by one begun by `from` are asked for, and the specials.
 */
async function episodeDates(
  on: FastifyInstance,
  id: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const { seasons } = (await getJson<TvDetails>(on, `/3/tv/${id}`)).body;
  const dates = new Set<string>();
  for (const [index, { air_date, season_number }] of seasons.entries()) {
    const nextBegins = seasons[index + 1]?.air_date ?? null;
    if (air_date !== null && air_date > to) continue;
    if (season_number > 0 && nextBegins !== null && nextBegins <= from) continue;
    const season = await getJson<TvSeasonDetails>(on, `/3/tv/${id}/season/${season_number}`);
    expect(season.status).toBe(200);
    for (const episode of season.body.episodes)
      if (episode.air_date >= from && episode.air_date <= to) dates.add(episode.air_date);
  }
  return dates;
}

function storedShow(id: number): TvDetails {
  return JSON.parse(test.catalogue.detailsJson('tv', id)!) as TvDetails;
}

const ids = (items: TvListItem[]) => items.map((item) => item.id);

describe('GET /3/tv/airing_today and /3/tv/on_the_air', () => {
  it.each(DAYS)(
    'list on %s exactly the shows whose season answers date an episode that day, or that week',
    async (date) => {
      const on = await appOn(date);
      const today = new Set(ids(await everyPage(on, '/3/tv/airing_today')));
      const week = new Set(ids(await everyPage(on, '/3/tv/on_the_air')));
      expect(today.size).toBeGreaterThan(0);
      expect(week.size).toBeGreaterThan(today.size);
      // Every listed show, every other running show and every tenth of the rest.
      const sample = Array.from({ length: SIZES.tv }, (_, index) => index + 1).filter(
        (id) =>
          week.has(id) ||
          (storedShow(id).status === 'Returning Series' ? id % 2 === 0 : id % 10 === 0),
      );
      const days = datesFrom(date, ON_THE_AIR_DAYS);
      for (const id of sample) {
        const dates = await episodeDates(on, id, date, days.at(-1)!);
        expect(today.has(id), `show ${id}`).toBe(dates.has(date));
        expect(week.has(id), `show ${id}`).toBe(days.some((day) => dates.has(day)));
      }
    },
  );

  it('is on_the_air: the shows airing_today lists on each of the seven days from today', async () => {
    const week = ids(await everyPage(app, '/3/tv/on_the_air'));
    const daily: number[] = [];
    for (const date of datesFrom(TODAY, ON_THE_AIR_DAYS))
      daily.push(...ids(await everyPage(await appOn(date), '/3/tv/airing_today')));
    // Each show airs on one weekday, so no show is on two of the days' lists.
    expect(new Set(daily).size).toBe(daily.length);
    expect([...week].sort((a, b) => a - b)).toEqual([...daily].sort((a, b) => a - b));
  });

  it('lists another day’s shows on another day', async () => {
    const [today, tomorrow] = await Promise.all(
      datesFrom('2026-11-27', 2).map(async (date) =>
        ids(await everyPage(await appOn(date), '/3/tv/airing_today')),
      ),
    );
    expect(today!.length).toBeGreaterThan(0);
    expect(tomorrow!.length).toBeGreaterThan(0);
    expect(today!.filter((id) => tomorrow!.includes(id))).toEqual([]);
  });

  it('orders by popularity, 20 a page, with totals that agree, and refuses a bad page as the other lists do', async () => {
    const first = await listPage(app, '/3/tv/on_the_air');
    expect(first.results).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    expect(first.total_pages).toBeGreaterThan(1);
    const all = await everyPage(app, '/3/tv/on_the_air');
    expect(new Set(ids(all)).size).toBe(all.length);
    const popularity = all.map((item) => item.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const beyond = await listPage(app, `/3/tv/on_the_air?page=${first.total_pages + 1}`);
    expect(beyond).toEqual({ ...first, page: first.total_pages + 1, results: [] });
    // The items are the ones /3/tv/popular gives.
    const popular = await everyPage(app, '/3/tv/popular');
    for (const item of all) expect(popular).toContainEqual(item);
    for (const bad of ['0', '501', '1.5', 'x']) {
      const refused = await app.inject(`/3/tv/popular?page=${bad}`);
      for (const path of ['/3/tv/airing_today', '/3/tv/on_the_air']) {
        const response = await app.inject(`${path}?page=${bad}`);
        expect(response.statusCode, `${path} ${bad}`).toBe(refused.statusCode);
        expect(response.json(), `${path} ${bad}`).toEqual(refused.json());
      }
    }
  });

  it('takes TMDB’s timezone and language, and counts days in UTC whatever they say', async () => {
    for (const path of ['/3/tv/airing_today', '/3/tv/on_the_air']) {
      const plain = await listPage(app, path);
      for (const query of ['timezone=Pacific/Kiritimati', 'timezone=Nowhere/Else&language=de-DE'])
        expect(await listPage(app, `${path}?${query}`)).toEqual(plain);
    }
  });

  it('lists nothing in a catalogue anything was imported into: its shows have no plans', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'tv-details.json')]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    const empty = { page: 1, results: [], total_pages: 0, total_results: 0 };
    try {
      for (const path of ['/3/tv/airing_today', '/3/tv/on_the_air'])
        expect(await listPage(on, path)).toEqual(empty);
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
