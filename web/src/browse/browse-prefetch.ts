import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { titlesOfThingQueryOptions } from '../lib/titles-of-thing-query';
import { prefetchTrending } from '../lib/trending-query';
import { seedVisitorRegion } from '../lib/visitor-region';
import { warmQuery } from '../lib/warm-query';
import { watchProvidersQueryOptions } from '../lib/watch-providers-query';
import { watchRegionsQueryOptions } from '../lib/watch-regions-query';
import { myServicesFilter } from '../member/my-services';
import { loggedIn, prefetchMemberSettings, prefetchMyServices } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import {
  browseQueryOptions,
  parseBrowseFilters,
  usesDiscover,
  type BrowseFilters,
} from './browse-query';
import { movieCertificationsQueryOptions } from './certification-list-query';

/**
 * What the filters the URL sets show by name: the chips' keywords, studios and networks, and the
 * open picker's services and certifications.
 */
function prefetchFilterNames(
  queryClient: QueryClient,
  mediaType: TitleMediaType,
  filters: BrowseFilters,
): Promise<unknown> {
  const things = [
    ...(filters.keywords?.ids ?? []).map((id) => titlesOfThingQueryOptions('keyword', id)),
    ...(filters.companies?.ids ?? []).map((id) => titlesOfThingQueryOptions('company', id)),
    ...(mediaType === 'tv' ? (filters.networks?.ids ?? []) : []).map((id) =>
      titlesOfThingQueryOptions('network', id),
    ),
  ];
  return Promise.all([
    ...things.map((options) => warmQuery(queryClient, options)),
    filters.region !== undefined &&
      Promise.all([
        warmQuery(queryClient, watchRegionsQueryOptions()),
        warmQuery(queryClient, watchProvidersQueryOptions(mediaType, filters.region)),
      ]),
    mediaType === 'movie' &&
      filters.certCountry !== undefined &&
      warmQuery(queryClient, movieCertificationsQueryOptions()),
  ]);
}

export async function prefetchBrowse(
  queryClient: QueryClient,
  mediaType: MediaType,
  url: string,
  languages?: readonly string[],
): Promise<unknown> {
  const params = new URL(url).searchParams;
  const page = parsePageParam(params.get('page'));
  const filters = parseBrowseFilters(params);
  if (!loggedIn(queryClient)) return undefined;
  // The region pickers start at the visitor's country: the server draws them with the browser's.
  if (languages !== undefined) seedVisitorRegion(queryClient, languages);
  if (mediaType === 'person')
    return Promise.all([
      filters.list === 'trending'
        ? prefetchTrending(queryClient, page)
        : warmQuery(queryClient, browseQueryOptions(mediaType, filters, page)),
      prefetchMemberSettings(queryClient),
    ]);
  // Which list a title page shows depends on the member's "Only my services".
  const [services] = await Promise.all([
    prefetchMyServices(queryClient),
    prefetchFilterNames(queryClient, mediaType, filters),
  ]);
  // Services in the URL stand in for the member's, chosen or not.
  if (services.state === 'unchosen' && filters.providers === undefined) return undefined;
  const filter = myServicesFilter(services);
  // The trending lists share one page number (the original refetched all three together),
  // so the other two are ready when the user switches.
  return usesDiscover(mediaType, filters, filter)
    ? warmQuery(queryClient, browseQueryOptions(mediaType, filters, page, filter))
    : prefetchTrending(queryClient, page);
}
