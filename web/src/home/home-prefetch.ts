import type { QueryClient } from '@tanstack/react-query';
import { prefetchTrending, trendingQueryOptions } from '../lib/trending-query';
import { warmQuery } from '../lib/warm-query';
import { upNextQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMember, loggedIn, prefetchMemberSettings } from '../member/route-member';
import { prefetchServicesFilter } from '../member/use-services-filter';

/**
 * The home rows' first page, and the member's Continue watching row, which sits above them: drawn
 * with the page, it never pushes the rows down when it arrives. While the member keeps to their
 * services, which of the rows' titles are on them, so the rows are drawn narrowed.
 */
export function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  if (!loggedIn(queryClient)) return Promise.resolve();
  const uid = libraryMember(queryClient);
  return Promise.all([
    prefetchTrending(queryClient, 1),
    uid === null
      ? Promise.resolve()
      : warmQuery(queryClient, upNextQueryOptions(uid, 'watching', 1)),
    prefetchMemberSettings(queryClient),
  ]).then(() =>
    // The title rows keep to the member's services while they ask.
    Promise.all(
      (['movie', 'tv'] as const).map((mediaType) =>
        prefetchServicesFilter(
          queryClient,
          queryClient.getQueryData(trendingQueryOptions(mediaType, 1).queryKey)?.results,
          mediaType,
        ),
      ),
    ),
  );
}
