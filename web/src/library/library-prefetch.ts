import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { episodeWatchesQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../member/library-api';
import {
  diaryQueryOptions,
  listQueryOptions,
  listsQueryOptions,
  shelfQueryOptions,
} from '../member/library-queries';
import { libraryMember, prefetchMemberSettings } from '../member/route-member';
import { prefetchServicesFilter } from '../member/use-services-filter';
import { parsePageParam } from '../ui/use-page-param';
import { parseLibraryAddress, shelfTabs } from './page/library-address';
import { parseShelfView, shelfRequest } from './page/shelf-view';

/** The tab the address names (the watchlist at /library), for the member in the stored token. */
export function prefetchLibrary(
  queryClient: QueryClient,
  params: { tab?: string | undefined; listId?: string | undefined },
  url: string,
): Promise<unknown> {
  const uid = libraryMember(queryClient);
  const address = parseLibraryAddress(params);
  if (uid === null || !address) return Promise.resolve();
  const search = new URL(url).searchParams;
  if (address.tab === 'watched')
    return warmQuery(
      queryClient,
      diaryQueryOptions(uid, shelfRequest(parseShelfView(search, 'diary'))),
    );
  if (address.tab === 'episodes')
    return warmQuery(
      queryClient,
      episodeWatchesQueryOptions(uid, parsePageParam(search.get('page'), libraryMaxPage)),
    );
  if (address.tab === 'lists')
    return address.listId === undefined
      ? warmQuery(
          queryClient,
          listsQueryOptions(uid, parsePageParam(search.get('page'), libraryMaxPage)),
        )
      : warmQuery(
          queryClient,
          listQueryOptions(uid, address.listId, shelfRequest(parseShelfView(search, 'list'))),
        );
  const { shelf, kind } = shelfTabs[address.tab];
  const options = shelfQueryOptions(uid, shelf, shelfRequest(parseShelfView(search, kind)));
  if (address.tab !== 'watchlist') return warmQuery(queryClient, options);
  // The watchlist keeps to the member's services when they ask: which are, once the page is in.
  return Promise.all([warmQuery(queryClient, options), prefetchMemberSettings(queryClient)]).then(
    () =>
      prefetchServicesFilter(
        queryClient,
        queryClient.getQueryData(options.queryKey)?.results,
        'movie',
      ),
  );
}
