import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken, usableSessionUser } from './auth/session-token';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse/browse-query';
import { trendingMedia, trendingQueryOptions, type TrendingMedia } from './lib/trending-query';
import { parsePageParam } from './ui/use-page-param';

/*
 * What the list routes' loaders start while the page's chunk is still loading; failures show on
 * the page. Loaded with TanStack Query, after the first paint.
 */

// The guard will send anyone without a token to /login; no point fetching for them.
function loggedIn(): boolean {
  return usableSessionUser(readStoredToken()) !== null;
}

export function prefetchTrending(queryClient: QueryClient, page: number): void {
  if (!loggedIn()) return;
  for (const media of trendingMedia)
    void queryClient.prefetchQuery(trendingQueryOptions(media, page));
}

export function prefetchBrowse(queryClient: QueryClient, media: TrendingMedia, url: string): void {
  const params = new URL(url).searchParams;
  const page = parsePageParam(params.get('page'));
  const filters = parseBrowseFilters(params);
  // The trending lists share one page number (the original refetched all three together),
  // so the other two are ready when the user switches.
  const trendingView = media === 'person' ? filters.list === 'trending' : !usesDiscover(filters);
  if (trendingView) prefetchTrending(queryClient, page);
  else if (loggedIn()) void queryClient.prefetchQuery(browseQueryOptions(media, filters, page));
}
