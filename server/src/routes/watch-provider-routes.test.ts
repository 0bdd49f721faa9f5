import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  TitleWatchProviders,
  WatchProviderList,
  WatchRegionList,
} from '@marquee/tmdb-types/watch-providers';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import {
  displayPriority,
  MONETIZATION_TYPES,
  streamingService,
  STREAMING_SERVICES,
} from '../catalogue/watch-providers.js';
import { regionBit, WATCH_REGIONS } from '../catalogue/watch-regions.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { routeTestCatalogue } from '../test/route-test-catalogue.js';
import { testApp } from '../test/test-app.js';

const { test, dir } = routeTestCatalogue('providers');
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
const CODES = WATCH_REGIONS.map((region) => region.iso_3166_1);

async function titleProviders(media: 'movie' | 'tv', id: number): Promise<TitleWatchProviders> {
  const { status, body } = await getJson<TitleWatchProviders>(
    app,
    `/3/${media}/${id}/watch/providers`,
  );
  expect(status).toBe(200);
  return body;
}

/** Every title of a kind with its answer, in id order. */
async function everyTitle(media: 'movie' | 'tv'): Promise<TitleWatchProviders[]> {
  const count = TEST_SIZES[media === 'movie' ? 'movies' : 'tv'];
  return Promise.all(Array.from({ length: count }, (_, index) => titleProviders(media, index + 1)));
}

describe('GET /3/{movie,tv}/{id}/watch/providers', () => {
  it.each(['movie', 'tv'] as const)(
    'lists each %s’s services by region, in the region’s order, only where each operates',
    async (media) => {
      for (const answer of await everyTitle(media)) {
        const regions = Object.keys(answer.results);
        expect(regions).toEqual(CODES.filter((code) => regions.includes(code)));
        for (const [region, { link, ...lists }] of Object.entries(answer.results)) {
          expect(link).toMatch(/^http:\/\/localhost(:80)?\//);
          expect(link.replace(/^http:\/\/[^/]+/, '')).toBe(
            `/details/${media}/${answer.id}?watch_region=${region}#where-to-watch`,
          );
          const ways = Object.keys(lists);
          expect(ways.length).toBeGreaterThan(0);
          expect(ways).toEqual(MONETIZATION_TYPES.filter((way) => ways.includes(way)));
          for (const offers of Object.values(lists)) {
            const priorities = offers.map((offer) => offer.display_priority);
            expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
            for (const offer of offers) {
              const service = streamingService(offer.provider_id)!;
              expect(service.media).toContain(media);
              expect(offer).toEqual({
                logo_path: service.logoPath,
                provider_id: service.id,
                provider_name: service.name,
                display_priority: displayPriority(service, region),
              });
            }
          }
        }
      }
    },
  );

  it('offers each kind of service its own ways: streaming, free, with ads, or rent and buy', async () => {
    const ways = {
      subscription: ['flatrate'],
      free: ['free'],
      ads: ['ads'],
      store: ['rent', 'buy'],
    };
    for (const media of ['movie', 'tv'] as const)
      for (const answer of await everyTitle(media))
        for (const { link, ...lists } of Object.values(answer.results)) {
          expect(link).toContain(`/details/${media}/`);
          for (const [way, offers] of Object.entries(lists))
            for (const offer of offers)
              expect(ways[streamingService(offer.provider_id)!.kind]).toContain(way);
        }
  });

  it('leaves a minority of titles on no service, and gives the others different regions', async () => {
    const movies = await everyTitle('movie');
    const nowhere = movies.filter((answer) => Object.keys(answer.results).length === 0);
    expect(nowhere.length).toBeGreaterThan(movies.length * 0.05);
    expect(nowhere.length).toBeLessThan(movies.length * 0.45);
    const regionSets = new Set(movies.map((answer) => Object.keys(answer.results).join(',')));
    expect(regionSets.size).toBeGreaterThan(20);
  });

  it('names the server it was asked at in each link, and keeps answers per host apart', async () => {
    const id = (await everyTitle('movie')).find((a) => Object.keys(a.results).length > 0)!.id;
    const response = await app.inject({
      url: `/3/movie/${id}/watch/providers`,
      headers: { host: 'films.example:8443' },
    });
    const answer = response.json<TitleWatchProviders>();
    for (const [region, { link }] of Object.entries(answer.results))
      expect(link).toBe(
        `http://films.example:8443/details/movie/${id}?watch_region=${region}#where-to-watch`,
      );
  });

  it('is appended to a title’s details as TMDB appends it, without the id', async () => {
    for (const media of ['movie', 'tv'] as const) {
      const offered = await everyTitle(media);
      const { id, results } = offered.find((answer) => Object.keys(answer.results).length > 0)!;
      const { body } = await getJson(app, `/3/${media}/${id}?append_to_response=watch/providers`);
      expect(body['watch/providers']).toEqual({ results });
    }
  });

  it('answers TMDB’s 404 (code 34) for a title the catalogue lacks or a malformed id', async () => {
    for (const url of [
      `/3/movie/${TEST_SIZES.movies + 1}/watch/providers`,
      `/3/tv/${TEST_SIZES.tv + 1}/watch/providers`,
      '/3/movie/abc/watch/providers',
    ]) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expect(body, url).toMatchObject({ status_code: 34, success: false });
    }
  });
});

describe('GET /3/watch/providers/{movie,tv}', () => {
  it('lists the services that carry each kind, with their places in every region', async () => {
    for (const media of ['movie', 'tv'] as const) {
      const { body } = await getJson<WatchProviderList>(app, `/3/watch/providers/${media}`);
      const carrying = STREAMING_SERVICES.filter((service) => service.media.includes(media));
      expect(body.results.map((item) => item.provider_id).sort()).toEqual(
        carrying.map((service) => service.id).sort(),
      );
      const priorities = body.results.map((item) => item.display_priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      for (const item of body.results) {
        const service = streamingService(item.provider_id)!;
        expect(item.logo_path).toBe(service.logoPath);
        expect(item.provider_name).toBe(service.name);
        expect(Object.keys(item.display_priorities)).toEqual(
          CODES.filter((code) => (service.regions & regionBit(code)!) !== 0),
        );
      }
    }
  });

  // A region's places count every service there; a list of one kind skips those of the other.
  it('lists only the services of watch_region, in their order there, in either case', async () => {
    for (const region of CODES) {
      const { status, body } = await getJson<WatchProviderList>(
        app,
        `/3/watch/providers/movie?watch_region=${region.toLowerCase()}`,
      );
      expect(status).toBe(200);
      expect(body.results.length).toBeGreaterThan(1);
      const priorities = body.results.map((item) => item.display_priority);
      expect(new Set(priorities).size).toBe(priorities.length);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      for (const item of body.results)
        expect(item.display_priority).toBe(item.display_priorities[region]);
    }
    const empty = await getJson(app, '/3/watch/providers/tv?watch_region=');
    expect(empty.body).toEqual((await getJson(app, '/3/watch/providers/tv')).body);
  });

  it('answers 422 naming watch_region when it is malformed or not a region of the catalogue', async () => {
    for (const value of ['USA', 'U', '12', 'u%20s', 'ZZ', 'PE']) {
      const { status, body } = await getJson<{ status_code: number; status_message: string }>(
        app,
        `/3/watch/providers/movie?watch_region=${value}`,
      );
      expect(status, value).toBe(422);
      expect(body.status_code, value).toBe(5);
      expect(body.status_message, value).toContain('watch_region');
    }
  });
});

describe('GET /3/watch/providers/regions', () => {
  it('lists the regions with their English and native names, by code', async () => {
    const { body } = await getJson<WatchRegionList>(app, '/3/watch/providers/regions');
    expect(body.results.map((region) => region.iso_3166_1)).toEqual([...CODES].sort());
    expect(body.results.find((region) => region.iso_3166_1 === 'DE')).toEqual({
      iso_3166_1: 'DE',
      english_name: 'Germany',
      native_name: 'Deutschland',
    });
  });

  it('has a service of every kind somewhere, and several in every region', () => {
    for (const code of CODES) {
      const here = STREAMING_SERVICES.filter(
        (service) => (service.regions & regionBit(code)!) !== 0,
      );
      expect(new Set(here.map((service) => service.kind)).size, code).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('service logos', () => {
  it('draws each service’s logo, square, at TMDB’s logo sizes', async () => {
    for (const service of STREAMING_SERVICES) {
      for (const size of ['w45', 'w92', 'w500', 'original']) {
        const response = await app.inject(`/t/p/${size}${service.logoPath}`);
        expect(response.statusCode, service.name).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        const width = size === 'original' ? 500 : Number(size.slice(1));
        expect(response.body).toContain(`viewBox="0 0 ${width} ${width}"`);
        expect(response.body).toContain(`aria-label="${service.name}"`);
      }
    }
  });

  it('answers 404 for a logo no service has', async () => {
    const [first] = STREAMING_SERVICES;
    for (const file of [
      first!.logoPath.replace(/-[0-9a-z]+\.svg$/, '-abc.svg'),
      '/provider-logo-1-abc.svg',
      '/provider-poster-9001-abc.svg',
      '/movie-logo-1-abc.svg',
    ]) {
      expect((await app.inject(`/t/p/w92${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('in a catalogue anything was imported into', () => {
  it('has no offers, as TMDB answers for a title on no service, and no services', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'movie-details.json')]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      expect((await getJson(on, '/3/movie/11/watch/providers')).body).toEqual({
        id: 11,
        results: {},
      });
      expect((await getJson(on, '/3/movie/12/watch/providers')).status).toBe(404);
      expect((await getJson(on, '/3/watch/providers/movie')).body).toEqual({ results: [] });
      expect((await getJson(on, '/3/watch/providers/movie?watch_region=US')).body).toEqual({
        results: [],
      });
      const regions = await getJson<WatchRegionList>(on, '/3/watch/providers/regions');
      expect(regions.body.results).toHaveLength(WATCH_REGIONS.length);
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
