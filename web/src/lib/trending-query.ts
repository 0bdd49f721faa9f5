import type { MediaType } from '@marquee/tmdb-types/media';
import { memberListQueryOptions } from './member-list-query';

/** `3/trending/{media type}/day`: home's rows and the list pages' default share this entry. */
export function trendingQueryOptions(mediaType: MediaType, page: number) {
  return memberListQueryOptions(['trending', mediaType, page], `3/trending/${mediaType}/day`, {
    page,
  });
}
