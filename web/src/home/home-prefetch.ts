import type { QueryClient } from '@tanstack/react-query';
import { prefetchTrending } from '../lib/trending-query';
import { loggedIn } from '../member/route-member';

/** The home rows' first page. */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  return loggedIn(queryClient) ? prefetchTrending(queryClient, 1) : Promise.resolve();
}
