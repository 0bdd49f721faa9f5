import type { SharedList } from '@marquee/tmdb-types/library-sharing';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

/**
 * `3/shared/list/{share_id}`: a public list, for anybody. Asked without the member's token even
 * when there is one: the answer is the same for everybody, and a visitor's expired session must
 * not stand between them and a link somebody sent them.
 */
export function sharedListQueryOptions(shareId: string, page: number) {
  return queryOptions({
    queryKey: ['shared-list', shareId, page] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<SharedList>(
        `3/shared/list/${encodeURIComponent(shareId)}`,
        { page },
        { signal, client },
      ),
    // Unknown, or made private again: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
