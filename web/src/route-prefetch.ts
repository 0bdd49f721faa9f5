import { MEDIA_TYPES, type MediaType } from '@marquee/tmdb-types/media';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { readStoredToken, usableSessionUser } from './auth/session-token';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse/browse-query';
import { detailsQueryOptions, parseDetailsParams } from './details/details-query';
import { isOwnServer } from './lib/catalogue-client';
import { isAwaitingHydration } from './lib/query-client';
import { trendingQueryOptions } from './lib/trending-query';
import { libraryMaxPage } from './member/library-api';
import { parseLibraryAddress, shelfTabs } from './library/page/library-address';
import {
  diaryQueryOptions,
  listQueryOptions,
  listsQueryOptions,
  shelfQueryOptions,
} from './member/library-queries';
import { parseShelfView, shelfRequest } from './library/page/shelf-view';
import { parseSearchParams, searchQueryOptions } from './search/search-query';
import { memberSettingsQueryOptions } from './member/member-settings';
import { sharedListQueryOptions } from './sharing/shared-list-query';
import { parsePageParam } from './ui/use-page-param';

/*
 * What the routes' loaders start while the page's chunk is still loading, with the page's own
 * query options so the page finds the answer in the cache; failures show on the page. Loaded with
 * TanStack Query, after the first paint.
 */

/**
 * A head start on a query, except on a page the server rendered that is not hydrated yet: its cache
 * must stay as the server left it until then, and the page's own queries ask after hydration.
 */
function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return isAwaitingHydration(queryClient) ? Promise.resolve() : queryClient.prefetchQuery(options);
}

// The guard will send anyone without a token to /login; no point fetching for them.
function loggedIn(): boolean {
  return usableSessionUser(readStoredToken()) !== null;
}

/** The member in the stored token, when the app talks to our own server, which keeps libraries. */
function libraryMember(): string | null {
  const user = usableSessionUser(readStoredToken());
  return user && isOwnServer() ? user.uid : null;
}

/** Whether browse and search hide the member's watched titles: the page waits for it. */
function prefetchMemberSettings(queryClient: QueryClient): Promise<unknown> {
  const uid = libraryMember();
  return uid === null ? Promise.resolve() : prefetch(queryClient, memberSettingsQueryOptions(uid));
}

export function prefetchTrending(queryClient: QueryClient, page: number): Promise<unknown> {
  if (!loggedIn()) return Promise.resolve();
  return Promise.all(
    MEDIA_TYPES.map((mediaType) => prefetch(queryClient, trendingQueryOptions(mediaType, page))),
  );
}

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
  const list = trendingView
    ? prefetchTrending(queryClient, page)
    : loggedIn()
      ? prefetch(queryClient, browseQueryOptions(mediaType, filters, page))
      : undefined;
  return Promise.all([list, prefetchMemberSettings(queryClient)]);
}

/** Details are public: fetched for anyone, unless the page will say Not Found anyway. */
export function prefetchDetails(
  queryClient: QueryClient,
  params: { mediaType?: string | undefined; id?: string | undefined },
): Promise<unknown> {
  const target = parseDetailsParams(params);
  return target
    ? prefetch(queryClient, detailsQueryOptions(target.mediaType, target.id))
    : Promise.resolve();
}

/** The page shows every media type's count (page 1 of each) and the chosen one's page. */
export function prefetchSearch(queryClient: QueryClient, url: string): Promise<unknown> {
  const params = new URL(url).searchParams;
  const { query, mediaType } = parseSearchParams(params);
  if (query === '') return Promise.resolve();
  const page = parsePageParam(params.get('page'));
  return Promise.all([
    ...MEDIA_TYPES.map((tab) => prefetch(queryClient, searchQueryOptions(tab, query, 1))),
    page === 1 ? undefined : prefetch(queryClient, searchQueryOptions(mediaType, query, page)),
    prefetchMemberSettings(queryClient),
  ]);
}

/** The tab the address names (the watchlist at /library), for the member in the stored token. */
export function prefetchLibrary(
  queryClient: QueryClient,
  params: { tab?: string | undefined; listId?: string | undefined },
  url: string,
): Promise<unknown> {
  const uid = libraryMember();
  const address = parseLibraryAddress(params);
  if (uid === null || !address) return Promise.resolve();
  const search = new URL(url).searchParams;
  if (address.tab === 'watched')
    return prefetch(
      queryClient,
      diaryQueryOptions(uid, shelfRequest(parseShelfView(search, 'diary'))),
    );
  if (address.tab === 'lists')
    return address.listId === undefined
      ? prefetch(
          queryClient,
          listsQueryOptions(uid, parsePageParam(search.get('page'), libraryMaxPage)),
        )
      : prefetch(
          queryClient,
          listQueryOptions(uid, address.listId, shelfRequest(parseShelfView(search, 'list'))),
        );
  const { shelf, kind } = shelfTabs[address.tab];
  return prefetch(
    queryClient,
    shelfQueryOptions(uid, shelf, shelfRequest(parseShelfView(search, kind))),
  );
}

/** A shared list is for anybody with the link, logged in or not: the page the address names. */
export function prefetchSharedList(
  queryClient: QueryClient,
  params: { shareId?: string | undefined },
  url: string,
): Promise<unknown> {
  if (!params.shareId) return Promise.resolve();
  const page = parsePageParam(new URL(url).searchParams.get('page'), libraryMaxPage);
  return prefetch(queryClient, sharedListQueryOptions(params.shareId, page));
}
