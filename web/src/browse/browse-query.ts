import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import type { MessageId } from '../i18n/load-messages';
import type { CatalogueParams } from '../lib/catalogue-client';
import { discoverPageQueryOptions } from '../lib/discover-query';
import { memberListQueryOptions } from '../lib/member-list-query';
import { trendingQueryOptions } from '../lib/trending-query';
import { myServicesDiscoverParams, type MyServicesFilter } from '../member/my-services';

export type SortKey = 'trending' | 'popular' | 'rated' | 'newest';
export type PeopleList = 'trending' | 'popular';

export const sortOptions: ReadonlyArray<{ value: SortKey; label: MessageId }> = [
  { value: 'trending', label: 'browse.sort.trending' },
  { value: 'popular', label: 'browse.sort.popular' },
  { value: 'rated', label: 'browse.sort.rated' },
  { value: 'newest', label: 'browse.sort.newest' },
];

/** TMDB's id lists: `1,2` wants every id, `1|2` any one of them. */
export interface IdList {
  ids: readonly number[];
  every: boolean;
}

/**
 * What the URL asks a list page to show: `?sort=rated&genre=18&year=1999`, discover's other
 * filters under short names (browseParamNames), or `?list=popular` for people. A value that does
 * not read is left out, never sent.
 */
export interface BrowseFilters {
  sort: SortKey;
  genre?: number;
  year?: number;
  /** Minutes. */
  runtimeMin?: number;
  runtimeMax?: number;
  /** An original language, ISO 639-1 ("ko"). */
  language?: string;
  /** A vote average, 0 to 10. */
  ratingMin?: number;
  ratingMax?: number;
  votesMin?: number;
  /** First release (movies) or first air (TV) dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** A movie's certification in a country: only with the country. */
  certCountry?: string;
  cert?: string;
  certMax?: string;
  /** Where to watch: the region, and the services there (any one of them), only with it. */
  region?: string;
  providers?: readonly number[];
  /** Titles only to rent or buy on the services count too. */
  rentBuy?: boolean;
  keywords?: IdList;
  companies?: IdList;
  networks?: IdList;
  list: PeopleList;
}

/** The URL's name of each filter, so the page, Reset and saved filters agree on them. */
export const browseParamNames = {
  sort: 'sort',
  genre: 'genre',
  year: 'year',
  runtimeMin: 'runtime_min',
  runtimeMax: 'runtime_max',
  language: 'lang',
  ratingMin: 'rating_min',
  ratingMax: 'rating_max',
  votesMin: 'votes_min',
  from: 'from',
  to: 'to',
  certCountry: 'cert_country',
  cert: 'cert',
  certMax: 'cert_max',
  region: 'region',
  providers: 'providers',
  rentBuy: 'rent_buy',
  keywords: 'keywords',
  companies: 'companies',
  networks: 'networks',
} as const satisfies Record<Exclude<keyof BrowseFilters, 'list'>, string>;

export type FilterName = (typeof browseParamNames)[keyof typeof browseParamNames];

export const firstYear = 1874;
export const maxRuntime = 1000;

function whole(raw: string | null, max: number): number | undefined {
  return raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) <= max ? Number(raw) : undefined;
}

function rating(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,2}(\.\d)?$/.test(raw) && Number(raw) <= 10
    ? Number(raw)
    : undefined;
}

/** A day of the calendar written YYYY-MM-DD: 2021-02-30 is none. */
function isoDate(raw: string | null): string | undefined {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
}

function country(raw: string | null): string | undefined {
  return raw !== null && /^[A-Z]{2}$/.test(raw) ? raw : undefined;
}

/** A rating as countries write them: "PG-13", "12A", "TV-MA", "18+". */
function certification(raw: string | null): string | undefined {
  return raw !== null && /^[A-Za-z0-9][A-Za-z0-9+\-. ]{0,15}$/.test(raw) ? raw : undefined;
}

/** `1,2` or `1|2` (not both), up to 50 ids. */
export function parseIdList(raw: string | null): IdList | undefined {
  if (raw === null || !/^\d{1,15}([,|]\d{1,15}){0,49}$/.test(raw)) return undefined;
  if (raw.includes(',') && raw.includes('|')) return undefined;
  return { ids: raw.split(/[,|]/).map(Number), every: !raw.includes('|') };
}

/** The URL's form of an id list; none for no ids. */
export function idListParam(list: IdList | undefined): string {
  return list === undefined ? '' : list.ids.join(list.every ? ',' : '|');
}

export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const get = (name: FilterName) => params.get(name);
  const sort = get('sort');
  const genre = get('genre') ?? '';
  const year = get('year') ?? '';
  const certCountry = country(get('cert_country'));
  const region = country(get('region'));
  // Services are any of them: a title is watched on one at a time, whichever way they are joined.
  const providers = region === undefined ? undefined : parseIdList(get('providers'))?.ids;
  const filters: BrowseFilters = {
    sort: sortOptions.some((option) => option.value === sort) ? (sort as SortKey) : 'trending',
    genre: /^\d{1,9}$/.test(genre) ? Number(genre) : undefined,
    year: /^\d{4}$/.test(year) && Number(year) >= firstYear ? Number(year) : undefined,
    runtimeMin: whole(get('runtime_min'), maxRuntime),
    runtimeMax: whole(get('runtime_max'), maxRuntime),
    language: /^[a-z]{2}$/.test(get('lang') ?? '') ? (get('lang') as string) : undefined,
    ratingMin: rating(get('rating_min')),
    ratingMax: rating(get('rating_max')),
    votesMin: whole(get('votes_min'), 9_999_999),
    from: isoDate(get('from')),
    to: isoDate(get('to')),
    certCountry,
    cert: certCountry && certification(get('cert')),
    certMax: certCountry && certification(get('cert_max')),
    region,
    providers: providers && [...new Set(providers)].sort((a, b) => a - b),
    rentBuy: providers && get('rent_buy') === '1' ? true : undefined,
    keywords: parseIdList(get('keywords')),
    companies: parseIdList(get('companies')),
    networks: parseIdList(get('networks')),
    list: params.get('list') === 'popular' ? 'popular' : 'trending',
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as unknown as BrowseFilters;
}

/** Whether a filter narrows a list of this media type (a country alone narrows none). */
export function narrowsList(mediaType: TitleMediaType, filters: BrowseFilters): boolean {
  const params = discoverParams(mediaType, filters);
  return Object.entries(params).some(
    ([name, value]) =>
      value !== undefined &&
      name !== 'sort_by' &&
      // The rated sort's own floor of votes is no filter of the member's.
      (name !== 'vote_count.gte' || filters.votesMin !== undefined),
  );
}

/**
 * Trending has no filters, so any other sort, a filter or the member's services ask discover
 * instead (by popularity in trending's place).
 */
export function usesDiscover(
  mediaType: TitleMediaType,
  filters: BrowseFilters,
  services?: MyServicesFilter,
): boolean {
  return services !== undefined || filters.sort !== 'trending' || narrowsList(mediaType, filters);
}

const sortBy: Record<TitleMediaType, Record<Exclude<SortKey, 'trending'>, string>> = {
  movie: {
    popular: 'popularity.desc',
    rated: 'vote_average.desc',
    newest: 'primary_release_date.desc',
  },
  tv: { popular: 'popularity.desc', rated: 'vote_average.desc', newest: 'first_air_date.desc' },
};

/** A handful of votes can put anything at 10/10; TMDB's own "top rated" uses a floor too. */
const ratedMinVotes = 50;

function idList(list: IdList | undefined): string | undefined {
  return list === undefined ? undefined : idListParam(list);
}

/**
 * The query string of `3/discover/{media type}` for these filters and the member's services.
 * Services chosen in the URL win over the member's own: they are the narrower question asked now.
 */
export function discoverParams(
  mediaType: TitleMediaType,
  filters: BrowseFilters,
  services?: MyServicesFilter,
): CatalogueParams {
  const sort = filters.sort === 'trending' ? 'popular' : filters.sort;
  const movie = mediaType === 'movie';
  const dates = movie ? 'primary_release_date' : 'first_air_date';
  const certified = movie && (filters.cert !== undefined || filters.certMax !== undefined);
  const watch: MyServicesFilter | undefined =
    filters.region !== undefined && filters.providers !== undefined
      ? { region: filters.region, providers: filters.providers, countRentBuy: !!filters.rentBuy }
      : services;
  return {
    sort_by: sortBy[mediaType][sort],
    'vote_count.gte': filters.votesMin ?? (sort === 'rated' ? ratedMinVotes : undefined),
    with_genres: filters.genre,
    [movie ? 'primary_release_year' : 'first_air_date_year']: filters.year,
    'with_runtime.gte': filters.runtimeMin,
    'with_runtime.lte': filters.runtimeMax,
    with_original_language: filters.language,
    'vote_average.gte': filters.ratingMin,
    'vote_average.lte': filters.ratingMax,
    [`${dates}.gte`]: filters.from,
    [`${dates}.lte`]: filters.to,
    certification_country: certified ? filters.certCountry : undefined,
    certification: movie ? filters.cert : undefined,
    'certification.lte': movie ? filters.certMax : undefined,
    with_keywords: idList(filters.keywords),
    with_companies: idList(filters.companies),
    with_networks: movie ? undefined : idList(filters.networks),
    ...(watch && myServicesDiscoverParams(watch)),
  };
}

/** `3/discover/{media type}`: members only. */
export function discoverQueryOptions(
  mediaType: TitleMediaType,
  filters: BrowseFilters,
  page: number,
  services?: MyServicesFilter,
) {
  return discoverPageQueryOptions(mediaType, discoverParams(mediaType, filters, services), page);
}

/** `3/person/popular`: members only. */
export function popularPeopleQueryOptions(page: number) {
  return memberListQueryOptions(['popular', 'person', page], '3/person/popular', { page });
}

/**
 * The list a browse page shows: trending by default, discover or popular people when asked;
 * `services` (a title page's "Only my services") narrows it.
 */
export function browseQueryOptions(
  mediaType: MediaType,
  filters: BrowseFilters,
  page: number,
  services?: MyServicesFilter,
) {
  if (mediaType === 'person') {
    return filters.list === 'popular'
      ? popularPeopleQueryOptions(page)
      : trendingQueryOptions(mediaType, page);
  }
  return usesDiscover(mediaType, filters, services)
    ? discoverQueryOptions(mediaType, filters, page, services)
    : trendingQueryOptions(mediaType, page);
}
