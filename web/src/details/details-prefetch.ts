import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../lib/warm-query';
import { detailsQueryOptions, parseDetailsParams } from './details-query';

/** Details are public: fetched for anyone, unless the page will say Not Found anyway. */
export function prefetchDetails(
  queryClient: QueryClient,
  params: { mediaType?: string | undefined; id?: string | undefined },
): Promise<unknown> {
  const target = parseDetailsParams(params);
  return target
    ? warmQuery(queryClient, detailsQueryOptions(target.mediaType, target.id))
    : Promise.resolve();
}
