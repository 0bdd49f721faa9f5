import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import type { Workload } from './api-workloads.js';

/** Ids the combinations name, taken from the catalogue's most popular titles. */
export interface DiscoverPicks {
  movieKeywords: readonly [number, number, number];
  movieCompanies: readonly [number, number];
  showKeyword: number;
  showCompanies: readonly [number, number];
  network: number;
  /** Today as TMDB writes dates, for the current films' window. */
  today: string;
}

function daysFrom(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A fixed set of discover queries with one to four of issue 23's filters each, over every kind of
 * filter (genres, services in a region and ways, keywords, companies, networks, ratings, runtime,
 * language, votes, dates) and sort: issue 23's goal is the p95 of their first answers at
 * 1,000,000 titles. Only the ids are read from the catalogue (discoverPicks); the set is the same
 * for every run of a seed.
 */
export function discoverFilterPaths(picks: DiscoverPicks): string[] {
  const [k1, k2, k3] = picks.movieKeywords;
  const [c1, c2] = picks.movieCompanies;
  const [tc1, tc2] = picks.showCompanies;
  const { network: n1, showKeyword: tk } = picks;
  const movie = [
    'with_genres=18',
    'with_genres=28,12',
    'with_genres=35|10749&sort_by=vote_average.desc',
    'with_watch_providers=9001&watch_region=US',
    'with_watch_providers=9001|9003&watch_region=FR&with_watch_monetization_types=flatrate',
    'with_watch_providers=9010&watch_region=GB&with_watch_monetization_types=rent|buy&with_genres=27',
    `with_keywords=${k1}`,
    `with_keywords=${k1}|${k2}&with_genres=18`,
    `with_keywords=${k1},${k2}`,
    `without_keywords=${k1}&with_genres=16`,
    `with_companies=${c1}`,
    `with_companies=${c1}|${c2}&primary_release_date.gte=2000-01-01`,
    'certification_country=US&certification.lte=PG-13&with_genres=10751',
    'certification_country=GB&certification=15&sort_by=vote_count.desc',
    'with_runtime.gte=90&with_runtime.lte=120',
    'with_runtime.lte=100&with_original_language=ko&vote_average.gte=7',
    'with_original_language=fr&sort_by=primary_release_date.desc',
    'vote_count.gte=1000&vote_average.gte=7.5&sort_by=vote_average.desc',
    'vote_average.gte=6&vote_average.lte=8&with_genres=53&page=5',
    'primary_release_date.gte=2010-01-01&primary_release_date.lte=2019-12-31&with_genres=878',
    `release_date.gte=${daysFrom(picks.today, -60)}&release_date.lte=${daysFrom(picks.today, 30)}&sort_by=primary_release_date.asc`,
    'primary_release_year=2020&with_watch_providers=9001&watch_region=DE',
    'with_watch_providers=9002,9010&watch_region=AU',
    'with_watch_monetization_types=free|ads&watch_region=US&with_genres=35',
    'sort_by=vote_count.asc&with_genres=99&page=20',
    `with_watch_providers=9001&watch_region=US&with_keywords=${k3}&certification_country=US&certification.lte=R`,
  ].map((query) => `/3/discover/movie?${query}`);
  const tv = [
    `with_networks=${n1}`,
    `with_networks=${n1}&with_genres=18&vote_average.gte=7`,
    'first_air_date.gte=2015-01-01&with_watch_providers=9001&watch_region=US',
    'air_date.gte=2024-01-01&air_date.lte=2024-12-31&with_original_language=en',
    `with_keywords=${tk}&sort_by=first_air_date.desc`,
    `with_companies=${tc1}|${tc2}&with_runtime.lte=30`,
    'with_genres=10765&without_genres=16&sort_by=vote_count.desc',
    'with_watch_providers=9005&watch_region=JP&with_original_language=ja',
  ].map((query) => `/3/discover/tv?${query}`);
  return [...movie, ...tv];
}

/** Reads the picks from the server: the most popular titles' keywords, companies and network. */
export async function discoverPicks(
  origin: string,
  headers: Record<string, string>,
  today: string,
): Promise<DiscoverPicks> {
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  type WithKeywords = {
    keywords: { keywords?: Array<{ id: number }>; results?: Array<{ id: number }> };
  };
  const details = async <T>(media: 'movie' | 'tv') => {
    const popular = await getJson<Page<AnyListItem>>(`/3/${media}/popular`);
    return Promise.all(
      popular.results.map((item) =>
        getJson<T & WithKeywords>(`/3/${media}/${item.id}?append_to_response=keywords`),
      ),
    );
  };
  const movies = await details<MovieDetails>('movie');
  const shows = await details<TvDetails>('tv');
  const keywordsOf = (title: WithKeywords) =>
    (title.keywords.keywords ?? title.keywords.results ?? []).map((keyword) => keyword.id);
  const companies = (titles: ReadonlyArray<MovieDetails | TvDetails>) => [
    ...new Set(titles.flatMap((title) => title.production_companies.map((c) => c.id))),
  ];
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`No popular title has ${what}`);
    return value;
  };
  const movieKeywords = [...new Set(movies.flatMap(keywordsOf))];
  const movieCompanies = companies(movies);
  const showCompanies = companies(shows);
  return {
    movieKeywords: [
      need(movieKeywords[0], 'keywords'),
      need(movieKeywords[1], 'two keywords'),
      need(movieKeywords[2], 'three keywords'),
    ],
    movieCompanies: [
      need(movieCompanies[0], 'companies'),
      need(movieCompanies[1], 'two companies'),
    ],
    showKeyword: need(shows.flatMap(keywordsOf)[0], 'keywords'),
    showCompanies: [need(showCompanies[0], 'companies'), need(showCompanies[1], 'two companies')],
    network: need(shows.flatMap((show) => show.networks.map((n) => n.id))[0], 'a network'),
    today,
  };
}

/** The discover combinations as a workload, timed cold (first answers) like the calendar's. */
export async function discoverFilterWorkload(
  origin: string,
  headers: Record<string, string>,
): Promise<Workload> {
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: 'discover-filters',
    label: 'discover with one to four filters',
    paths: discoverFilterPaths(await discoverPicks(origin, headers, today)),
  };
}
