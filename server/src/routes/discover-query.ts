import { Type, type Static } from 'typebox';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { Bounds, CertificationFilter, ListFilter, SortField } from '../catalogue/catalogue.js';
import { PageSchema } from '../http/param-schemas.js';
import { invalidParameter } from '../http/tmdb-errors.js';
import {
  boundsParam,
  dateParam,
  idListParam,
  idsParam,
  integerParam,
  languagesParam,
  monetizationParam,
  numberParam,
  yearParam,
} from './discover-params.js';
import { regionParam, watchRegionParam } from './region-param.js';

// Like TMDB, a rating order only counts titles with enough votes unless vote_count.gte says otherwise.
export const DISCOVER_RATING_MIN_VOTES = 50;

const text = Type.Optional(Type.String());

// Every value a string, as the query gives it: discover-params.ts reads each. Every parameter is
// declared, so the answer cache tells the lists apart.
const COMMON = {
  page: Type.Optional(PageSchema),
  sort_by: text,
  with_genres: text,
  without_genres: text,
  'vote_count.gte': text,
  'vote_count.lte': text,
  'vote_average.gte': text,
  'vote_average.lte': text,
  'with_runtime.gte': text,
  'with_runtime.lte': text,
  with_original_language: text,
  with_keywords: text,
  without_keywords: text,
  with_companies: text,
  without_companies: text,
  with_watch_providers: text,
  without_watch_providers: text,
  watch_region: text,
  with_watch_monetization_types: text,
};

export const DiscoverQuerySchemas = {
  movie: Type.Object({
    ...COMMON,
    year: text,
    primary_release_year: text,
    'primary_release_date.gte': text,
    'primary_release_date.lte': text,
    'release_date.gte': text,
    'release_date.lte': text,
    certification_country: text,
    certification: text,
    'certification.gte': text,
    'certification.lte': text,
  }),
  tv: Type.Object({
    ...COMMON,
    first_air_date_year: text,
    'first_air_date.gte': text,
    'first_air_date.lte': text,
    'air_date.gte': text,
    'air_date.lte': text,
    with_networks: text,
  }),
};

type Query = Partial<Record<string, string>>;
export type DiscoverQuery = Static<(typeof DiscoverQuerySchemas)[TitleMediaType]>;

const SORT_FIELDS: Record<string, SortField> = {
  popularity: 'popularity',
  vote_average: 'vote_average',
  vote_count: 'vote_count',
  primary_release_date: 'date',
  release_date: 'date',
  first_air_date: 'date',
};

/** sort_by; an unknown one falls back to TMDB's default order instead of failing. */
function sortOf(raw: string | undefined): Pick<ListFilter, 'sort' | 'descending'> {
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(raw ?? '');
  const field = match?.[1] !== undefined ? SORT_FIELDS[match[1]] : undefined;
  return field === undefined
    ? { sort: 'popularity', descending: true }
    : { sort: field, descending: match?.[2] === 'desc' };
}

/** Two ranges of the same values (a release date asked two ways) as the one both allow. */
function bothBounds(a: Bounds | undefined, b: Bounds | undefined): Bounds | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const gte =
    a.gte === undefined || b.gte === undefined ? (a.gte ?? b.gte) : Math.max(a.gte, b.gte);
  const lte =
    a.lte === undefined || b.lte === undefined ? (a.lte ?? b.lte) : Math.min(a.lte, b.lte);
  return { gte, lte };
}

function certificationOf(query: Query): CertificationFilter | undefined {
  const rating = (name: string) => (query[name]?.trim() ? query[name]!.trim() : undefined);
  const [exact, gte, lte] = [
    rating('certification'),
    rating('certification.gte'),
    rating('certification.lte'),
  ];
  const country = regionParam('certification_country', query.certification_country);
  if (exact === undefined && gte === undefined && lte === undefined) return undefined;
  if (country === undefined)
    throw invalidParameter(
      'certification_country',
      'is needed with certification, certification.gte or .lte',
    );
  return { country, exact, gte, lte };
}

/** The filters of TMDB's discover for one kind of title, read from its query. */
export function discoverFilter(media: TitleMediaType, query: DiscoverQuery): ListFilter {
  const q = query as Query;
  const sort = sortOf(q.sort_by);
  const voteCount = boundsParam('vote_count', q, numberParam);
  const providers = idListParam('with_watch_providers', q.with_watch_providers);
  const region = watchRegionParam(q.watch_region);
  const ways = monetizationParam('with_watch_monetization_types', q.with_watch_monetization_types);
  const withoutProviders = idsParam('without_watch_providers', q.without_watch_providers);
  const watched = providers !== undefined || ways !== undefined || withoutProviders !== undefined;
  const filter: ListFilter = {
    ...sort,
    genres: idListParam('with_genres', q.with_genres),
    withoutGenres: idsParam('without_genres', q.without_genres),
    voteCount:
      voteCount ?? (sort.sort === 'vote_average' ? { gte: DISCOVER_RATING_MIN_VOTES } : undefined),
    voteAverage: boundsParam('vote_average', q, numberParam),
    runtime: boundsParam('with_runtime', q, integerParam),
    languages: languagesParam('with_original_language', q.with_original_language),
    keywords: idListParam('with_keywords', q.with_keywords),
    withoutKeywords: idsParam('without_keywords', q.without_keywords),
    companies: idListParam('with_companies', q.with_companies),
    withoutCompanies: idsParam('without_companies', q.without_companies),
    watch: watched ? { providers, region, ways, withoutProviders } : undefined,
  };
  if (media === 'movie') {
    filter.year =
      yearParam('primary_release_year', q.primary_release_year) ?? yearParam('year', q.year);
    filter.days = bothBounds(
      boundsParam('primary_release_date', q, dateParam),
      boundsParam('release_date', q, dateParam),
    );
    filter.certification = certificationOf(q);
  } else {
    filter.year = yearParam('first_air_date_year', q.first_air_date_year);
    filter.days = boundsParam('first_air_date', q, dateParam);
    filter.airDays = boundsParam('air_date', q, dateParam);
    filter.networks = idListParam('with_networks', q.with_networks);
  }
  return dropUndefined(filter);
}

/** The filter without its absent keys, so it reads (and logs) as what was asked. */
function dropUndefined(filter: ListFilter): ListFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as unknown as ListFilter;
}
