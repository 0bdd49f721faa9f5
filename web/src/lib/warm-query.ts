import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isAwaitingHydration } from './query-client';

/**
 * A route's head start on a query, with the page's own query options so the page finds the answer
 * in the cache; failures show on the page. Except on a page the server rendered that is not
 * hydrated yet: its cache must stay as the server left it until then, and the page's own queries
 * ask after hydration.
 */
export function warmQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return isAwaitingHydration(queryClient) ? Promise.resolve() : queryClient.prefetchQuery(options);
}
