import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { loggedIn, prefetchMemberSettings } from '../member/route-member';
import { parsePageParam } from '../ui/use-page-param';
import { titlesOfThingQueryOptions, type TitlesOfKind } from '../lib/titles-of-thing-query';
import { parseTitlesOfAddress } from './titles-of-address';
import { titlesOfListQueryOptions } from './titles-of-query';

/** The thing, the page of its titles the address names, and whether to hide the watched ones. */
export function prefetchTitlesOf(
  queryClient: QueryClient,
  kind: TitlesOfKind,
  params: { id?: string | undefined; mediaType?: string | undefined },
  url: string,
): Promise<unknown> {
  const address = parseTitlesOfAddress(kind, params);
  // The guard sends anyone without a token to /login; no point fetching for them.
  if (address === undefined || !loggedIn(queryClient)) return Promise.resolve();
  const page = parsePageParam(new URL(url).searchParams.get('page'));
  return Promise.all([
    warmQuery(queryClient, titlesOfThingQueryOptions(kind, address.id)),
    warmQuery(queryClient, titlesOfListQueryOptions(address, page)),
    prefetchMemberSettings(queryClient),
  ]);
}
