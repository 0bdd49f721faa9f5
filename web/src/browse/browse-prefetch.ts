import type { MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchTrending } from '../lib/trending-query';
import { warmQuery } from '../lib/warm-query';
import { loggedIn, prefetchMemberSettings } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse-query';

export function prefetchBrowse(
  queryClient: QueryClient,
  mediaType: MediaType,
  url: string,
): Promise<unknown> {
  const params = new URL(url).searchParams;
  const page = parsePageParam(params.get('page'));
  const filters = parseBrowseFilters(params);
  // The trending lists share one page number (the original refetched all three together),
  // so the other two are ready when the user switches.
  const trendingView =
    mediaType === 'person' ? filters.list === 'trending' : !usesDiscover(filters);
  const list = !loggedIn(queryClient)
    ? undefined
    : trendingView
      ? prefetchTrending(queryClient, page)
      : warmQuery(queryClient, browseQueryOptions(mediaType, filters, page));
  return Promise.all([list, prefetchMemberSettings(queryClient)]);
}
