import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

export type TrendingMedia = 'movie' | 'tv' | 'person';

export const trendingMedia: readonly TrendingMedia[] = ['movie', 'tv', 'person'];

export type TrendingItem = MovieListItem | TvListItem | PersonListItem;

export function trendingQueryOptions(media: TrendingMedia, page: number) {
  return queryOptions({
    queryKey: ['trending', media, page] as const,
    queryFn: ({ signal }) =>
      fetchCatalogue<Page<TrendingItem>>(`3/trending/${media}/day`, { page }, signal),
  });
}
