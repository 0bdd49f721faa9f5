import type { QueryClient } from '@tanstack/react-query';
import { prefetchTrending } from '../lib/trending-query';
import { warmQuery } from '../lib/warm-query';
import { upNextQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMember, loggedIn } from '../member/route-member';

/**
 * The home rows' first page, and the member's Continue watching row, which sits above them: drawn
 * with the page, it never pushes the rows down when it arrives.
 */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  if (!loggedIn(queryClient)) return Promise.resolve();
  const uid = libraryMember(queryClient);
  return Promise.all([
    prefetchTrending(queryClient, 1),
    uid === null
      ? Promise.resolve()
      : warmQuery(queryClient, upNextQueryOptions(uid, 'watching', 1)),
  ]);
}
