import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { libraryMaxPage } from '../member/library-api';
import { parsePageParam } from '../ui/use-page-param';
import { sharedListQueryOptions } from './shared-list-query';

/** A shared list is for anybody with the link, logged in or not: the page the address names. */
export function prefetchSharedList(
  queryClient: QueryClient,
  params: { shareId?: string | undefined },
  url: string,
): Promise<unknown> {
  if (!params.shareId) return Promise.resolve();
  const page = parsePageParam(new URL(url).searchParams.get('page'), libraryMaxPage);
  return warmQuery(queryClient, sharedListQueryOptions(params.shareId, page));
}
