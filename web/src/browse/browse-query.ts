import type { GenreList } from '@marquee/tmdb-types/genre';
import type { Page } from '@marquee/tmdb-types/page';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue, type CatalogueParams } from '../lib/catalogue-client';
import type { TrendingItem, TrendingMedia } from '../lib/trending-query';

export type TitleMedia = 'movie' | 'tv';
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

/** Trending has no filters, so any other sort or a filter asks discover instead. */
export function usesDiscover(filters: BrowseFilters): boolean {
  return filters.sort !== 'trending' || filters.genre !== undefined || filters.year !== undefined;
}

const sortBy: Record<TitleMedia, Record<Exclude<SortKey, 'trending'>, string>> = {
  movie: {
    popular: 'popularity.desc',
    rated: 'vote_average.desc',
    newest: 'primary_release_date.desc',
  },
  tv: { popular: 'popularity.desc', rated: 'vote_average.desc', newest: 'first_air_date.desc' },
};

/** A handful of votes can put anything at 10/10; TMDB's own "top rated" uses a floor too. */
const ratedMinVotes = 50;

/** The query string of `3/discover/{media}` for these filters. */
export function discoverParams(media: TitleMedia, filters: BrowseFilters): CatalogueParams {
  const sort = filters.sort === 'trending' ? 'popular' : filters.sort;
  return {
    sort_by: sortBy[media][sort],
    'vote_count.gte': sort === 'rated' ? ratedMinVotes : undefined,
    with_genres: filters.genre,
    [media === 'movie' ? 'primary_release_year' : 'first_air_date_year']: filters.year,
  };
}

/** The list a browse page shows: trending by default, discover or popular people when asked. */
export function browseQueryOptions(media: TrendingMedia, filters: BrowseFilters, page: number) {
  let queryKey: readonly unknown[];
  let path: string;
  let params: CatalogueParams = {};
  if (media === 'person') {
    queryKey = filters.list === 'popular' ? ['popular', 'person', page] : ['trending', media, page];
    path = filters.list === 'popular' ? '3/person/popular' : `3/trending/${media}/day`;
  } else if (usesDiscover(filters)) {
    params = discoverParams(media, filters);
    queryKey = ['discover', media, params, page];
    path = `3/discover/${media}`;
  } else {
    // Same key as trendingQueryOptions, so home and the list share one cache entry.
    queryKey = ['trending', media, page];
    path = `3/trending/${media}/day`;
  }
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchCatalogue<Page<TrendingItem>>(path, { ...params, page }, signal),
  });
}

export function genreListQueryOptions(media: TitleMedia) {
  return queryOptions({
    queryKey: ['genres', media] as const,
    queryFn: ({ signal }) => fetchCatalogue<GenreList>(`3/genre/${media}/list`, {}, signal),
    // Genre lists change about once a decade.
    staleTime: Infinity,
  });
}
