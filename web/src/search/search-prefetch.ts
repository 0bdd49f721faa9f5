import { MEDIA_TYPES } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { prefetchMemberSettings } from '../member/route-member';
import { prefetchServicesFilter } from '../member/use-services-filter';
import { parsePageParam } from '../ui/use-page-param';
import { parseSearchParams, searchQueryOptions } from './search-query';

/**
 * The page shows every media type's count (page 1 of each) and the chosen one's page, kept to the
 * member's services when they ask.
 */
export function prefetchSearch(queryClient: QueryClient, url: string): Promise<unknown> {
  const params = new URL(url).searchParams;
  const { query, mediaType } = parseSearchParams(params);
  if (query === '') return Promise.resolve();
  const page = parsePageParam(params.get('page'));
  const shown = searchQueryOptions(mediaType, query, page);
  return Promise.all([
    ...MEDIA_TYPES.map((tab) => warmQuery(queryClient, searchQueryOptions(tab, query, 1))),
    page === 1 ? undefined : warmQuery(queryClient, shown),
    prefetchMemberSettings(queryClient),
  ]).then(() =>
    // Which of the shown results are on the member's services, while they keep to them.
    prefetchServicesFilter(
      queryClient,
      queryClient.getQueryData(shown.queryKey)?.results,
      mediaType,
    ),
  );
}
