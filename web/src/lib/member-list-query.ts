import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue, type CatalogueParams } from './catalogue-client';

/**
 * A page of a members-only list (trending, popular people, discover). One shape for all, so a
 * list page can switch between them and read the answer the same way.
 */
export function memberListQueryOptions(
  queryKey: readonly unknown[],
  path: string,
  params: CatalogueParams,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<Page<AnyListItem>>(path, params, { signal, client, member: true }),
  });
}
