import { MEDIA_TYPES, type MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken, usableSessionUser } from './auth/session-token';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse/browse-query';
import { detailsQueryOptions, parseDetailsParams } from './details/details-query';
import { isOwnServer } from './lib/catalogue-client';
import { trendingQueryOptions } from './lib/trending-query';
import { parseLibraryAddress } from './library/page/library-address';
import { prefetchLibraryAddress } from './library/page/library-queries';
import { parseSearchParams, searchQueryOptions } from './search/search-query';
import { parsePageParam } from './ui/use-page-param';

/*
 * What the routes' loaders start while the page's chunk is still loading, with the page's own
 * query options so the page finds the answer in the cache; failures show on the page. Loaded with
 * TanStack Query, after the first paint.
 */

// The guard will send anyone without a token to /login; no point fetching for them.
function loggedIn(): boolean {
  return usableSessionUser(readStoredToken()) !== null;
}

export function prefetchTrending(queryClient: QueryClient, page: number): void {
  if (!loggedIn()) return;
  for (const mediaType of MEDIA_TYPES)
    void queryClient.prefetchQuery(trendingQueryOptions(mediaType, page));
}

export function prefetchBrowse(queryClient: QueryClient, mediaType: MediaType, url: string): void {
  const params = new URL(url).searchParams;
  const page = parsePageParam(params.get('page'));
  const filters = parseBrowseFilters(params);
  // The trending lists share one page number (the original refetched all three together),
  // so the other two are ready when the user switches.
  const trendingView =
    mediaType === 'person' ? filters.list === 'trending' : !usesDiscover(filters);
  if (trendingView) prefetchTrending(queryClient, page);
  else if (loggedIn()) void queryClient.prefetchQuery(browseQueryOptions(mediaType, filters, page));
}

/** Details are public: fetched for anyone, unless the page will say Not Found anyway. */
export function prefetchDetails(
  queryClient: QueryClient,
  params: { mediaType?: string | undefined; id?: string | undefined },
): void {
  const target = parseDetailsParams(params);
  if (target) void queryClient.prefetchQuery(detailsQueryOptions(target.mediaType, target.id));
}

/** The page shows every media type's count (page 1 of each) and the chosen one's page. */
export function prefetchSearch(queryClient: QueryClient, url: string): void {
  const params = new URL(url).searchParams;
  const { query, mediaType } = parseSearchParams(params);
  if (query === '') return;
  for (const tab of MEDIA_TYPES) void queryClient.prefetchQuery(searchQueryOptions(tab, query, 1));
  const page = parsePageParam(params.get('page'));
  if (page !== 1) void queryClient.prefetchQuery(searchQueryOptions(mediaType, query, page));
}

/** The tab the address names (the watchlist at /library), for the member in the stored token. */
export function prefetchLibrary(
  queryClient: QueryClient,
  params: { tab?: string | undefined; listId?: string | undefined },
  url: string,
): void {
  const user = usableSessionUser(readStoredToken());
  const address = parseLibraryAddress(params);
  // Only our own server keeps libraries.
  if (!user || !address || !isOwnServer()) return;
  prefetchLibraryAddress(queryClient, user.uid, address, new URL(url).searchParams);
}
