import { MEDIA_TYPES, type MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { memberListQueryOptions } from './member-list-query';
import { warmQuery } from './warm-query';

/** `3/trending/{media type}/day`: home's rows and the list pages' default share this entry. */
export function trendingQueryOptions(mediaType: MediaType, page: number) {
  return memberListQueryOptions(['trending', mediaType, page], `3/trending/${mediaType}/day`, {
    page,
  });
}

/** Every media type's trending page: the home rows, and the list pages that share one page number. */
export function prefetchTrending(queryClient: QueryClient, page: number): Promise<unknown> {
  return Promise.all(
    MEDIA_TYPES.map((mediaType) => warmQuery(queryClient, trendingQueryOptions(mediaType, page))),
  );
}
