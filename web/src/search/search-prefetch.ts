import { MEDIA_TYPES } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { prefetchMemberSettings } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import { parseSearchParams, searchQueryOptions } from './search-query';

/** The page shows every media type's count (page 1 of each) and the chosen one's page. */
export function prefetchSearch(queryClient: QueryClient, url: string): Promise<unknown> {
  const params = new URL(url).searchParams;
  const { query, mediaType } = parseSearchParams(params);
  if (query === '') return Promise.resolve();
  const page = parsePageParam(params.get('page'));
  return Promise.all([
    ...MEDIA_TYPES.map((tab) => warmQuery(queryClient, searchQueryOptions(tab, query, 1))),
    page === 1 ? undefined : warmQuery(queryClient, searchQueryOptions(mediaType, query, page)),
    prefetchMemberSettings(queryClient),
  ]);
}
