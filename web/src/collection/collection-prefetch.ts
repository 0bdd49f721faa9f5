import type { QueryClient } from '@tanstack/react-query';
import { collectionQueryOptions } from '../lib/collection-query';
import { warmQuery } from '../lib/warm-query';
import { parseCollectionId } from './collection-address';

/** A collection is public: fetched for anyone, unless the page will say Not Found anyway. */
export function prefetchCollection(
  queryClient: QueryClient,
  params: { id?: string | undefined },
): Promise<unknown> {
  const id = parseCollectionId(params.id);
  return id === undefined ? Promise.resolve() : warmQuery(queryClient, collectionQueryOptions(id));
}
