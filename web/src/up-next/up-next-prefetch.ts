import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { upNextQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../member/library-api';
import { libraryMember } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import { parseUpNextTab } from './up-next-address';

/** The tab and page the address names, for the member the render asks for. */
export function prefetchUpNext(queryClient: QueryClient, url: string): Promise<unknown> {
  const uid = libraryMember(queryClient);
  if (uid === null) return Promise.resolve();
  const search = new URL(url).searchParams;
  const tab = parseUpNextTab(search.get('tab'));
  const page = parsePageParam(search.get('page'), libraryMaxPage);
  return warmQuery(queryClient, upNextQueryOptions(uid, tab, page));
}
