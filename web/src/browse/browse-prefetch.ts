import type { MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchTrending } from '../lib/trending-query';
import { warmQuery } from '../lib/warm-query';
import { myServicesFilter } from '../member/my-services';
import { loggedIn, prefetchMemberSettings, prefetchMyServices } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse-query';

export async function prefetchBrowse(
  queryClient: QueryClient,
  mediaType: MediaType,
  url: string,
): Promise<unknown> {
  const params = new URL(url).searchParams;
  const page = parsePageParam(params.get('page'));
  const filters = parseBrowseFilters(params);
  if (!loggedIn(queryClient)) return undefined;
  if (mediaType === 'person')
    return Promise.all([
      filters.list === 'trending'
        ? prefetchTrending(queryClient, page)
        : warmQuery(queryClient, browseQueryOptions(mediaType, filters, page)),
      prefetchMemberSettings(queryClient),
    ]);
  // Which list a title page shows depends on the member's "Only my services".
  const services = await prefetchMyServices(queryClient);
  if (services.state === 'unchosen') return undefined;
  const filter = myServicesFilter(services);
  // The trending lists share one page number (the original refetched all three together),
  // so the other two are ready when the user switches.
  return usesDiscover(filters, filter, mediaType)
    ? warmQuery(queryClient, browseQueryOptions(mediaType, filters, page, filter))
    : prefetchTrending(queryClient, page);
}
