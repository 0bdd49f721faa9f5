import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import type { TvDetails } from '@marquee/tmdb-types/details';
import { generatedEpisodeTvdbId, generatedShowTvdbId } from '../catalogue/generated-tvdb-id.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { buildTestCatalogue, TEST_SIZES } from '../test/test-catalogue.js';
import { TEST_NOW, testApp } from '../test/test-app.js';

// TMDB's own OpenAPI description and samples live outside the repo, in ../shared/tmdb.
const TMDB_DIR = sharedTmdbFile();
type Json = Record<string, unknown>;
const openapi = JSON.parse(readFileSync(path.join(TMDB_DIR, 'openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    { get: { responses: Record<string, { content: { 'application/json': { schema: Json } } }> } }
  >;
};

function example(name: string): unknown {
  return JSON.parse(readFileSync(path.join(TMDB_DIR, 'examples', `${name}.json`), 'utf8'));
}

// The schema's known faults (SOURCES.md): TMDB sends null where it says string/number/object, and
// decimals where it says integer. Loosen the schema, never our data.
function loosen(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(loosen);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type' && typeof value === 'string')
      out.type = value === 'integer' ? ['number', 'null'] : [value, 'null'];
    else if (key === 'example' || key === 'examples' || key === 'default') continue;
    else out[key] = loosen(value);
  }
  return out;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

function validatorFor(openapiPath: string) {
  const schema =
    openapi.paths[openapiPath]?.get.responses['200']?.content['application/json'].schema;
  if (schema === undefined) throw new Error(`No 200 schema for ${openapiPath}`);
  return ajv.compile(loosen(schema) as Json);
}

/** Keys every sample item has, grouped by media_type where items carry one. */
function commonKeys(items: unknown[]): Map<string, { keys: string[]; sample: Json }> {
  const groups = new Map<string, Json[]>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const kind = String((item as Json).media_type ?? '*');
    groups.set(kind, [...(groups.get(kind) ?? []), item as Json]);
  }
  const result = new Map<string, { keys: string[]; sample: Json }>();
  for (const [kind, group] of groups) {
    const keys = Object.keys(group[0]!).filter((key) => group.every((item) => key in item));
    result.set(kind, { keys, sample: group[0]! });
  }
  return result;
}

/** Field paths TMDB's sample has that ours lacks, recursively through objects and array items. */
function missingFields(sample: unknown, ours: unknown, at = ''): string[] {
  if (Array.isArray(sample)) {
    if (!Array.isArray(ours)) return [];
    const groups = commonKeys(sample);
    const missing = new Set<string>();
    for (const item of ours) {
      if (typeof item !== 'object' || item === null) continue;
      const group = groups.get(String((item as Json).media_type ?? '*')) ?? groups.get('*');
      if (group === undefined) continue;
      const trimmed = Object.fromEntries(group.keys.map((key) => [key, group.sample[key]]));
      for (const field of missingFields(trimmed, item, `${at}[]`)) missing.add(field);
    }
    return [...missing];
  }
  if (typeof sample !== 'object' || sample === null || typeof ours !== 'object' || ours === null)
    return [];
  const missing: string[] = [];
  for (const [key, value] of Object.entries(sample)) {
    if (!(key in ours)) missing.push(`${at}.${key}`);
    else missing.push(...missingFields(value, (ours as Json)[key], `${at}.${key}`));
  }
  return missing;
}

/**
 * A sample keyed by region (a title's watch providers) made to the regions of our answer: each of
 * ours must have the link and, for each list it has, every field of TMDB's items. Which regions
 * and lists there are is the data's, not the shape's.
 */
function sampleForOurRegions(sample: unknown, body: unknown): unknown {
  const { results, ...rest } = sample as { results: Record<string, Json> };
  const template: Json = {};
  for (const entry of Object.values(results))
    for (const [key, value] of Object.entries(entry)) template[key] ??= value;
  const ours = (body as { results: Record<string, Json> }).results;
  return {
    ...rest,
    results: Object.fromEntries(
      Object.entries(ours).map(([region, entry]) => [
        region,
        Object.fromEntries(
          Object.entries(template).filter(([key]) => key === 'link' || key in entry),
        ),
      ]),
    ),
  };
}

/** A list of services whose display_priorities are keyed by region: the regions are the data's. */
function sampleWithoutRegionKeys(sample: unknown): unknown {
  const { results } = sample as { results: Json[] };
  return { results: results.map((item) => ({ ...item, display_priorities: {} })) };
}

const test = buildTestCatalogue();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

const personWithCredits = (): number => test.catalogue.titleCredits('movie', 2).cast[0]!.id;

/** The first show whose details on the test day match, with its details. */
function showWhere(wanted: (show: TvDetails) => boolean): TvDetails {
  const day = utcDayOf(TEST_NOW);
  for (let id = 1; id <= TEST_SIZES.tv; id += 1) {
    const show = JSON.parse(test.catalogue.tvDetailsJson(id, day)!) as TvDetails;
    if (wanted(show)) return show;
  }
  throw new Error('no such show in the test catalogue');
}
// A running show between two of its episodes: one aired, one to come (its votes still 0).
const airing = (): TvDetails =>
  showWhere((show) => show.next_episode_to_air !== null && show.last_episode_to_air !== null);
const withSpecials = (): TvDetails => showWhere((show) => show.seasons[0]?.season_number === 0);
const nextEpisodePath = (): string => {
  const next = airing().next_episode_to_air!;
  return `/3/tv/${next.show_id}/season/${next.season_number}/episode/${next.episode_number}`;
};
const imdbIdOf = (media: 'movie' | 'tv', id: number): string =>
  test.catalogue.externalIds(media, id)!.imdb_id!;
/** The most popular title of a kind that is somewhere to watch, and one that is nowhere. */
function titleOffered(media: 'movie' | 'tv', offered: boolean): number {
  const most = TEST_SIZES[media === 'movie' ? 'movies' : 'tv'];
  const popular = test.catalogue.popularityLeaders(media, most);
  const found = popular.find(
    ({ id }) => Object.keys(test.catalogue.titleOffers(media, id) ?? {}).length > 0 === offered,
  );
  if (found === undefined) throw new Error(`no such ${media} in the test catalogue`);
  return found.id;
}
const keywordOf = (id: number): number => test.catalogue.titleKeywords('movie', id)[0]!.id;
// Every generated company and network (ids 1000+ and 2000+): some companies have a parent.
const companyPaths = (): string[] =>
  Array.from({ length: 10 }, (_, index) => `/3/company/${1000 + index}`);
const networkPaths = (): string[] =>
  Array.from({ length: 6 }, (_, index) => `/3/network/${2000 + index}`);

/**
 * The ratings of every country as one list: a certification list's countries are data, not
 * fields, so every rating of ours is held to the fields every rating of TMDB's sample has.
 */
function everyCountrysRatings(list: unknown): unknown {
  const { certifications } = list as { certifications: Record<string, unknown[]> };
  return { certifications: Object.values(certifications).flat() };
}

// A current film (generated in the newest year), whose dates follow the calendar.
const currentFilm = (): number => {
  for (let id = 1; id <= TEST_SIZES.movies; id += 1) {
    const stored = JSON.parse(test.catalogue.detailsJson('movie', id)!) as { release_date: string };
    if (stored.release_date.startsWith('2025-')) return id;
  }
  throw new Error('no current film in the test catalogue');
};

/** The first movie that is a part of a collection, and its collection's id. */
const franchisePart = (): { movieId: number; collectionId: number } => {
  for (let id = 1; id <= TEST_SIZES.movies; id += 1) {
    const stored = JSON.parse(test.catalogue.detailsJson('movie', id)!) as {
      belongs_to_collection: { id: number } | null;
    };
    if (stored.belongs_to_collection !== null)
      return { movieId: id, collectionId: stored.belongs_to_collection.id };
  }
  throw new Error('no collection in the test catalogue');
};

const CASES: Array<{
  name: string;
  openapiPath: string;
  sample: string;
  urls: () => string[];
  /** The sample as our answer must match it, where its keys are data (regions) rather than fields. */
  sampleFor?: (sample: unknown, body: unknown) => unknown;
  /** What of TMDB's sample and of our answer is compared field by field; both as they are by default. */
  shape?: (body: unknown) => unknown;
}> = [
  {
    name: 'trending all',
    openapiPath: '/3/trending/all/{time_window}',
    sample: 'trending-all-day',
    urls: () => ['/3/trending/all/day', '/3/trending/all/week?page=3'],
  },
  {
    name: 'trending movie',
    openapiPath: '/3/trending/movie/{time_window}',
    sample: 'trending-movie',
    urls: () => ['/3/trending/movie/day', '/3/trending/movie/week?page=2'],
  },
  {
    name: 'trending tv',
    openapiPath: '/3/trending/tv/{time_window}',
    sample: 'trending-tv',
    urls: () => ['/3/trending/tv/day', '/3/trending/tv/week?page=4'],
  },
  {
    name: 'trending person',
    openapiPath: '/3/trending/person/{time_window}',
    sample: 'trending-person',
    urls: () => ['/3/trending/person/day', '/3/trending/person/week?page=5'],
  },
  {
    name: 'movie details',
    openapiPath: '/3/movie/{movie_id}',
    sample: 'movie-details',
    urls: () => [
      '/3/movie/1',
      '/3/movie/42',
      '/3/movie/300',
      `/3/movie/${currentFilm()}`,
      `/3/movie/${franchisePart().movieId}`,
    ],
  },
  {
    name: 'collection',
    openapiPath: '/3/collection/{collection_id}',
    sample: 'collection-details',
    urls: () => [
      `/3/collection/${franchisePart().collectionId}`,
      `/3/collection/${franchisePart().collectionId}?language=en-US`,
    ],
  },
  {
    name: 'movie credits',
    openapiPath: '/3/movie/{movie_id}/credits',
    sample: 'movie-credits',
    urls: () => ['/3/movie/1/credits', '/3/movie/99/credits'],
  },
  {
    name: 'movie similar',
    openapiPath: '/3/movie/{movie_id}/similar',
    sample: 'movie-similar',
    urls: () => ['/3/movie/1/similar', '/3/movie/5/similar?page=2'],
  },
  {
    name: 'movie recommendations',
    // TMDB's schema and sample for movie recommendations are empty; its movie lists have the same items.
    openapiPath: '/3/movie/{movie_id}/similar',
    sample: 'movie-similar',
    urls: () => ['/3/movie/1/recommendations', '/3/movie/5/recommendations?page=2'],
  },
  {
    name: 'movie external ids',
    openapiPath: '/3/movie/{movie_id}/external_ids',
    sample: 'movie-external-ids',
    urls: () => ['/3/movie/1/external_ids', '/3/movie/42/external_ids'],
  },
  {
    name: 'movie keywords',
    openapiPath: '/3/movie/{movie_id}/keywords',
    sample: 'movie-keywords',
    urls: () => ['/3/movie/1/keywords', '/3/movie/42/keywords'],
  },
  {
    name: 'keyword',
    openapiPath: '/3/keyword/{keyword_id}',
    sample: 'keyword-details',
    urls: () => [`/3/keyword/${keywordOf(1)}`, `/3/keyword/${keywordOf(2)}`],
  },
  {
    name: 'keyword movies',
    openapiPath: '/3/keyword/{keyword_id}/movies',
    sample: 'keyword-movies',
    urls: () => [`/3/keyword/${keywordOf(1)}/movies`, `/3/keyword/${keywordOf(2)}/movies?page=1`],
  },
  {
    name: 'company',
    openapiPath: '/3/company/{company_id}',
    sample: 'company-details',
    urls: companyPaths,
  },
  {
    name: 'network',
    openapiPath: '/3/network/{network_id}',
    sample: 'network-details',
    urls: networkPaths,
  },
  {
    // The embedded catalogue has no videos: with an empty results list only the top-level fields
    // (id, results) meet TMDB's sample; its item fields have no item of ours to be checked against.
    name: 'movie videos',
    openapiPath: '/3/movie/{movie_id}/videos',
    sample: 'movie-videos',
    urls: () => ['/3/movie/1/videos', '/3/movie/42/videos'],
  },
  {
    name: 'movie popular',
    openapiPath: '/3/movie/popular',
    sample: 'movie-popular',
    urls: () => ['/3/movie/popular', '/3/movie/popular?page=7'],
  },
  {
    name: 'movie top rated',
    openapiPath: '/3/movie/top_rated',
    sample: 'movie-top-rated',
    urls: () => ['/3/movie/top_rated'],
  },
  {
    name: 'movie release dates',
    openapiPath: '/3/movie/{movie_id}/release_dates',
    sample: 'movie-release-dates',
    urls: () => ['/3/movie/1/release_dates', `/3/movie/${currentFilm()}/release_dates`],
  },
  {
    name: 'movie now playing',
    openapiPath: '/3/movie/now_playing',
    sample: 'movie-now-playing',
    urls: () => ['/3/movie/now_playing', '/3/movie/now_playing?region=US&language=en-US'],
  },
  {
    name: 'movie upcoming',
    openapiPath: '/3/movie/upcoming',
    sample: 'movie-upcoming',
    urls: () => ['/3/movie/upcoming', '/3/movie/upcoming?region=US&page=1'],
  },
  {
    name: 'movie certifications',
    openapiPath: '/3/certification/movie/list',
    sample: 'certification-movie-list',
    urls: () => ['/3/certification/movie/list'],
    shape: everyCountrysRatings,
  },
  {
    name: 'tv certifications',
    openapiPath: '/3/certification/tv/list',
    sample: 'certifications-tv-list',
    urls: () => ['/3/certification/tv/list'],
    shape: everyCountrysRatings,
  },
  {
    name: 'tv content ratings',
    openapiPath: '/3/tv/{series_id}/content_ratings',
    sample: 'tv-series-content-ratings',
    urls: () => ['/3/tv/1/content_ratings', '/3/tv/77/content_ratings'],
  },
  {
    name: 'tv details',
    openapiPath: '/3/tv/{series_id}',
    sample: 'tv-details',
    urls: () => [
      '/3/tv/1',
      '/3/tv/77',
      '/3/tv/150',
      `/3/tv/${airing().id}`,
      `/3/tv/${withSpecials().id}`,
    ],
  },
  {
    name: 'tv season',
    openapiPath: '/3/tv/{series_id}/season/{season_number}',
    sample: 'tv-season-details',
    urls: () => [
      '/3/tv/1/season/1',
      '/3/tv/77/season/1',
      `/3/tv/${airing().id}/season/${airing().next_episode_to_air!.season_number}`,
      `/3/tv/${withSpecials().id}/season/0`,
    ],
  },
  {
    name: 'tv season credits',
    openapiPath: '/3/tv/{series_id}/season/{season_number}/credits',
    sample: 'tv-season-credits',
    urls: () => ['/3/tv/1/season/1/credits', `/3/tv/${withSpecials().id}/season/0/credits`],
  },
  {
    name: 'tv season external ids',
    openapiPath: '/3/tv/{series_id}/season/{season_number}/external_ids',
    sample: 'tv-season-external-ids',
    urls: () => ['/3/tv/1/season/1/external_ids'],
  },
  {
    name: 'tv episode',
    openapiPath: '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}',
    sample: 'tv-episode-details',
    urls: () => [
      '/3/tv/1/season/1/episode/1',
      '/3/tv/77/season/1/episode/3',
      nextEpisodePath(),
      `/3/tv/${withSpecials().id}/season/0/episode/1`,
    ],
  },
  {
    name: 'tv episode credits',
    openapiPath: '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/credits',
    sample: 'tv-episode-credits',
    urls: () => ['/3/tv/1/season/1/episode/1/credits', `${nextEpisodePath()}/credits`],
  },
  {
    name: 'tv episode external ids',
    openapiPath: '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/external_ids',
    sample: 'tv-episode-external-ids',
    urls: () => ['/3/tv/1/season/1/episode/1/external_ids'],
  },
  {
    name: 'tv credits',
    openapiPath: '/3/tv/{series_id}/credits',
    sample: 'tv-credits',
    urls: () => ['/3/tv/1/credits', '/3/tv/20/credits'],
  },
  {
    name: 'tv similar',
    openapiPath: '/3/tv/{series_id}/similar',
    sample: 'tv-similar',
    urls: () => ['/3/tv/1/similar'],
  },
  {
    name: 'tv recommendations',
    openapiPath: '/3/tv/{series_id}/recommendations',
    sample: 'tv-recommendations',
    urls: () => ['/3/tv/1/recommendations', '/3/tv/9/recommendations?page=2'],
  },
  {
    name: 'tv external ids',
    openapiPath: '/3/tv/{series_id}/external_ids',
    sample: 'tv-series-external-ids',
    urls: () => ['/3/tv/1/external_ids', '/3/tv/77/external_ids'],
  },
  {
    name: 'tv keywords',
    openapiPath: '/3/tv/{series_id}/keywords',
    sample: 'tv-series-keywords',
    urls: () => ['/3/tv/1/keywords', '/3/tv/77/keywords'],
  },
  {
    // As for movie videos: no item, so the top-level fields alone are checked against the sample.
    name: 'tv videos',
    openapiPath: '/3/tv/{series_id}/videos',
    sample: 'tv-videos',
    urls: () => ['/3/tv/1/videos', '/3/tv/77/videos'],
  },
  {
    name: 'tv popular',
    openapiPath: '/3/tv/popular',
    sample: 'tv-popular',
    urls: () => ['/3/tv/popular', '/3/tv/popular?page=3'],
  },
  {
    name: 'tv airing today',
    openapiPath: '/3/tv/airing_today',
    sample: 'tv-series-airing-today-list',
    urls: () => ['/3/tv/airing_today', '/3/tv/airing_today?page=2&timezone=Europe/Paris'],
  },
  {
    name: 'tv on the air',
    openapiPath: '/3/tv/on_the_air',
    sample: 'tv-series-on-the-air-list',
    urls: () => ['/3/tv/on_the_air', '/3/tv/on_the_air?page=1&language=en-US'],
  },
  {
    name: 'tv top rated',
    openapiPath: '/3/tv/top_rated',
    sample: 'tv-top-rated',
    urls: () => ['/3/tv/top_rated'],
  },
  {
    name: 'person details',
    openapiPath: '/3/person/{person_id}',
    sample: 'person-details',
    urls: () => ['/3/person/1', `/3/person/${personWithCredits()}`, '/3/person/500'],
  },
  {
    name: 'person combined credits',
    openapiPath: '/3/person/{person_id}/combined_credits',
    sample: 'person-combined-credits',
    urls: () => [
      `/3/person/${personWithCredits()}/combined_credits`,
      '/3/person/1/combined_credits',
    ],
  },
  {
    name: 'person popular',
    openapiPath: '/3/person/popular',
    sample: 'person-popular',
    urls: () => ['/3/person/popular', '/3/person/popular?page=2'],
  },
  {
    name: 'discover movie',
    openapiPath: '/3/discover/movie',
    sample: 'discover-movie',
    urls: () => [
      '/3/discover/movie',
      '/3/discover/movie?with_genres=18|35&sort_by=vote_average.desc',
      '/3/discover/movie?with_watch_providers=9001|9010&watch_region=US&with_watch_monetization_types=flatrate|rent&with_runtime.gte=80',
      '/3/discover/movie?certification_country=US&certification.lte=R&primary_release_date.gte=1990-01-01&vote_average.gte=5',
      '/3/discover/movie?with_original_language=en&without_genres=27&vote_count.gte=10&sort_by=primary_release_date.desc',
    ],
  },
  {
    name: 'discover tv',
    openapiPath: '/3/discover/tv',
    sample: 'discover-tv',
    urls: () => [
      '/3/discover/tv',
      '/3/discover/tv?sort_by=first_air_date.desc&page=2',
      '/3/discover/tv?with_watch_providers=9001&watch_region=GB&first_air_date.gte=1990-01-01&with_runtime.lte=60',
      '/3/discover/tv?air_date.gte=2000-01-01&vote_average.gte=5&with_original_language=en',
    ],
  },
  {
    name: 'search multi',
    openapiPath: '/3/search/multi',
    sample: 'search-multi',
    urls: () => [
      '/3/search/multi?query=the',
      '/3/search/multi?query=a&page=2',
      '/3/search/multi?query=zzzqqq',
    ],
  },
  {
    name: 'search movie',
    openapiPath: '/3/search/movie',
    sample: 'search-movie',
    urls: () => ['/3/search/movie?query=the', '/3/search/movie?query=sil'],
  },
  {
    name: 'search tv',
    openapiPath: '/3/search/tv',
    sample: 'search-tv',
    urls: () => ['/3/search/tv?query=the'],
  },
  {
    name: 'search person',
    openapiPath: '/3/search/person',
    sample: 'search-person',
    urls: () => ['/3/search/person?query=a', '/3/search/person?query=an'],
  },
  {
    name: 'search keyword',
    openapiPath: '/3/search/keyword',
    sample: 'search-keyword',
    urls: () => ['/3/search/keyword?query=lost', '/3/search/keyword?query=co&page=2'],
  },
  {
    name: 'search company',
    openapiPath: '/3/search/company',
    sample: 'search-company',
    urls: () => ['/3/search/company?query=film', '/3/search/company?query=zzzqqq'],
  },
  {
    name: 'search collection',
    openapiPath: '/3/search/collection',
    sample: 'search-collection',
    urls: () => ['/3/search/collection?query=the', '/3/search/collection?query=zzzqqq'],
  },
  {
    name: 'find by IMDb and TheTVDB id',
    openapiPath: '/3/find/{external_id}',
    sample: 'find-by-id',
    urls: () => [
      `/3/find/${imdbIdOf('movie', 8)}?external_source=imdb_id`,
      `/3/find/${imdbIdOf('tv', 8)}?external_source=imdb_id`,
      '/3/find/tt0137523?external_source=imdb_id',
      `/3/find/${imdbIdOf('movie', 8)}?external_source=wikidata_id`,
      `/3/find/${generatedShowTvdbId(8)}?external_source=tvdb_id`,
      `/3/find/${generatedEpisodeTvdbId(1, 1, 1)}?external_source=tvdb_id`,
      '/3/find/121361?external_source=tvdb_id',
    ],
  },
  {
    name: 'movie genres',
    openapiPath: '/3/genre/movie/list',
    sample: 'genre-movie-list',
    urls: () => ['/3/genre/movie/list'],
  },
  {
    name: 'tv genres',
    openapiPath: '/3/genre/tv/list',
    sample: 'genre-tv-list',
    urls: () => ['/3/genre/tv/list'],
  },
  {
    name: 'movie watch providers',
    openapiPath: '/3/movie/{movie_id}/watch/providers',
    sample: 'movie-watch-providers',
    urls: () => [
      `/3/movie/${titleOffered('movie', true)}/watch/providers`,
      `/3/movie/${titleOffered('movie', false)}/watch/providers`,
    ],
    sampleFor: sampleForOurRegions,
  },
  {
    name: 'tv watch providers',
    openapiPath: '/3/tv/{series_id}/watch/providers',
    sample: 'tv-series-watch-providers',
    urls: () => [
      `/3/tv/${titleOffered('tv', true)}/watch/providers`,
      `/3/tv/${titleOffered('tv', false)}/watch/providers`,
    ],
    sampleFor: sampleForOurRegions,
  },
  {
    name: 'movie watch provider list',
    openapiPath: '/3/watch/providers/movie',
    sample: 'watch-providers-movie-list',
    urls: () => ['/3/watch/providers/movie', '/3/watch/providers/movie?watch_region=JP'],
    sampleFor: sampleWithoutRegionKeys,
  },
  {
    name: 'tv watch provider list',
    openapiPath: '/3/watch/providers/tv',
    sample: 'watch-provider-tv-list',
    urls: () => ['/3/watch/providers/tv?language=de-DE', '/3/watch/providers/tv?watch_region=gb'],
    sampleFor: sampleWithoutRegionKeys,
  },
  {
    name: 'watch provider regions',
    openapiPath: '/3/watch/providers/regions',
    sample: 'watch-providers-available-regions',
    urls: () => ['/3/watch/providers/regions'],
  },
  {
    name: 'configuration',
    openapiPath: '/3/configuration',
    sample: 'configuration',
    urls: () => ['/3/configuration'],
  },
];

describe('TMDB conformance', () => {
  it.each(CASES)(
    '$name matches TMDB’s schema and has every field of its sample',
    async ({ openapiPath, sample, urls, sampleFor = (tmdb) => tmdb, shape = (body) => body }) => {
      const validate = validatorFor(openapiPath);
      const tmdbSample = shape(example(sample));
      for (const url of urls()) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(200);
        const body = response.json() as unknown;
        const valid = validate(body);
        expect(valid ? [] : validate.errors?.slice(0, 5), url).toEqual([]);
        const shaped = shape(body);
        expect(missingFields(sampleFor(tmdbSample, shaped), shaped), url).toEqual([]);
      }
    },
  );

  // Appended objects carry no id of their own on TMDB: the details object already has it.
  function appendedSample(name: string): Json {
    const rest = { ...(example(name) as Json) };
    delete rest.id;
    return rest;
  }

  it('validates the appended objects against their own endpoints', async () => {
    const movie = (
      await app.inject('/3/movie/3?append_to_response=credits,similar')
    ).json() as Json;
    expect(missingFields(appendedSample('movie-credits'), movie.credits)).toEqual([]);
    expect(validatorFor('/3/movie/{movie_id}/similar')(movie.similar)).toBe(true);
    const movieMore = (
      await app.inject('/3/movie/3?append_to_response=external_ids,recommendations')
    ).json() as Json;
    expect(missingFields(appendedSample('movie-external-ids'), movieMore.external_ids)).toEqual([]);
    expect(validatorFor('/3/movie/{movie_id}/external_ids')(movieMore.external_ids)).toBe(true);
    expect(validatorFor('/3/movie/{movie_id}/similar')(movieMore.recommendations)).toBe(true);
    const movieDates = (
      await app.inject('/3/movie/3?append_to_response=release_dates')
    ).json() as Json;
    expect(missingFields(appendedSample('movie-release-dates'), movieDates.release_dates)).toEqual(
      [],
    );
    expect(
      validatorFor('/3/movie/{movie_id}/release_dates')({
        id: 3,
        ...(movieDates.release_dates as Json),
      }),
    ).toBe(true);
    const tv = (
      await app.inject(
        '/3/tv/3?append_to_response=credits,similar,external_ids,recommendations,content_ratings',
      )
    ).json() as Json;
    expect(missingFields(appendedSample('tv-series-content-ratings'), tv.content_ratings)).toEqual(
      [],
    );
    expect(missingFields(appendedSample('tv-credits'), tv.credits)).toEqual([]);
    expect(missingFields(appendedSample('tv-series-external-ids'), tv.external_ids)).toEqual([]);
    expect(validatorFor('/3/tv/{series_id}/external_ids')(tv.external_ids)).toBe(true);
    expect(missingFields(example('tv-recommendations'), tv.recommendations)).toEqual([]);
    const withVideos = (
      await Promise.all(
        ['/3/movie/3', '/3/tv/3'].map((url) => app.inject(`${url}?append_to_response=videos`)),
      )
    ).map((response) => (response.json() as Json).videos);
    expect(missingFields(appendedSample('movie-videos'), withVideos[0])).toEqual([]);
    expect(missingFields(appendedSample('tv-videos'), withVideos[1])).toEqual([]);
    expect(validatorFor('/3/movie/{movie_id}/videos')(withVideos[0])).toBe(true);
    expect(validatorFor('/3/tv/{series_id}/videos')(withVideos[1])).toBe(true);
    expect(validatorFor('/3/tv/{series_id}/recommendations')(tv.recommendations)).toBe(true);
    const movieKeywords = (
      await app.inject('/3/movie/3?append_to_response=keywords')
    ).json() as Json;
    expect(missingFields(appendedSample('movie-keywords'), movieKeywords.keywords)).toEqual([]);
    expect(validatorFor('/3/movie/{movie_id}/keywords')(movieKeywords.keywords)).toBe(true);
    const tvKeywords = (await app.inject('/3/tv/3?append_to_response=keywords')).json() as Json;
    expect(missingFields(appendedSample('tv-series-keywords'), tvKeywords.keywords)).toEqual([]);
    expect(validatorFor('/3/tv/{series_id}/keywords')(tvKeywords.keywords)).toBe(true);
    const season = (
      await app.inject('/3/tv/3/season/1?append_to_response=credits,external_ids')
    ).json() as Json;
    expect(missingFields(appendedSample('tv-season-credits'), season.credits)).toEqual([]);
    expect(validatorFor('/3/tv/{series_id}/season/{season_number}/credits')(season.credits)).toBe(
      true,
    );
    expect(missingFields(appendedSample('tv-season-external-ids'), season.external_ids)).toEqual(
      [],
    );
    const episode = (
      await app.inject('/3/tv/3/season/1/episode/2?append_to_response=credits,external_ids')
    ).json() as Json;
    expect(missingFields(appendedSample('tv-episode-credits'), episode.credits)).toEqual([]);
    expect(
      validatorFor('/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/credits')(
        episode.credits,
      ),
    ).toBe(true);
    expect(missingFields(appendedSample('tv-episode-external-ids'), episode.external_ids)).toEqual(
      [],
    );
    const watched = (
      await app.inject(`/3/tv/${titleOffered('tv', true)}?append_to_response=watch/providers`)
    ).json() as Json;
    expect(validatorFor('/3/tv/{series_id}/watch/providers')(watched['watch/providers'])).toBe(
      true,
    );
    const person = (
      await app.inject(`/3/person/${personWithCredits()}?append_to_response=combined_credits`)
    ).json() as Json;
    expect(
      missingFields(appendedSample('person-combined-credits'), person.combined_credits),
    ).toEqual([]);
  });
});
