import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import type { CatalogueParams } from '../lib/catalogue-client';
import { discoverPageQueryOptions } from '../lib/discover-query';
import { memberListQueryOptions } from '../lib/member-list-query';
import { trendingQueryOptions } from '../lib/trending-query';
import { myServicesDiscoverParams, type MyServicesFilter } from '../member/my-services';

export type SortKey = 'trending' | 'popular' | 'rated' | 'newest';
export type PeopleList = 'trending' | 'popular';

export const sortOptions: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'trending', label: 'Trending' },
  { value: 'popular', label: 'Most popular' },
  { value: 'rated', label: 'Highest rated' },
  { value: 'newest', label: 'Newest' },
];

/** What the URL asks a list page to show: `?sort=rated&genre=18&year=1999` or `?list=popular`. */
export interface BrowseFilters {
  sort: SortKey;
  genre?: number;
  year?: number;
  list: PeopleList;
}

export const firstYear = 1874;

export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort');
  const genre = params.get('genre') ?? '';
  const year = params.get('year') ?? '';
  return {
    sort: sortOptions.some((option) => option.value === sort) ? (sort as SortKey) : 'trending',
    genre: /^\d{1,9}$/.test(genre) ? Number(genre) : undefined,
    year: /^\d{4}$/.test(year) && Number(year) >= firstYear ? Number(year) : undefined,
    list: params.get('list') === 'popular' ? 'popular' : 'trending',
  };
}

/**
 * Trending has no filters, so any other sort, a filter or the member's services ask discover
 * instead (by popularity in trending's place).
 */
export function usesDiscover(filters: BrowseFilters, services?: MyServicesFilter): boolean {
  return (
    services !== undefined ||
    filters.sort !== 'trending' ||
    filters.genre !== undefined ||
    filters.year !== undefined
  );
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

/** The query string of `3/discover/{media type}` for these filters (and services). */
export function discoverParams(
  mediaType: TitleMediaType,
  filters: BrowseFilters,
  services?: MyServicesFilter,
): CatalogueParams {
  const sort = filters.sort === 'trending' ? 'popular' : filters.sort;
  return {
    sort_by: sortBy[mediaType][sort],
    'vote_count.gte': sort === 'rated' ? ratedMinVotes : undefined,
    with_genres: filters.genre,
    [mediaType === 'movie' ? 'primary_release_year' : 'first_air_date_year']: filters.year,
    ...(services && myServicesDiscoverParams(services)),
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
  return usesDiscover(filters, services)
    ? discoverQueryOptions(mediaType, filters, page, services)
    : trendingQueryOptions(mediaType, page);
}
