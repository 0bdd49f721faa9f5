import type { FastifyInstance } from 'fastify';
import type { SharedList } from '@marquee/tmdb-types/library-sharing';
import { notFound } from '../../http/tmdb-errors.js';
import type { SharedListRead, SharingStore } from '../store/library-store.js';
import { registerLibraryErrorAnswers } from '../http/library-error-answer.js';
import { pageOf, readQuerySchema, sliceOf, type LibraryReadQuery } from '../http/library-query.js';
import { libraryPage, libraryTitle } from '../http/library-wire.js';

interface SharedListParams {
  share_id: string;
}

/** What anybody with the link reads: the list and the owner's display name, nothing else. */
function sharedListWire({ list, ownerName, items }: SharedListRead, page: number): SharedList {
  const { results, ...paging } = libraryPage(page, items, libraryTitle);
  return {
    share_id: list.shareId ?? '',
    name: list.name,
    description: list.description,
    owner_name: ownerName,
    item_count: list.itemCount,
    updated_at: new Date(list.updatedAt).toISOString(),
    items: results,
    ...paging,
  };
}

/**
 * GET /shared/list/{share_id}: a public list for anybody, token or not. Its own scope, outside
 * the member guard and the catalogue's answer cache. `no-cache`: a browser or proxy may keep it
 * but must ask again each time, so a list made private answers 404 at once, never a kept copy.
 * A malformed id answers as an unknown one, so the answers tell nothing of the ids' form.
 */
export function registerSharedListRoutes(scope: FastifyInstance, store: SharingStore): void {
  registerLibraryErrorAnswers(scope);
  scope.get<{ Params: SharedListParams; Querystring: LibraryReadQuery }>(
    '/shared/list/:share_id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { share_id: { type: 'string' } },
          required: ['share_id'],
        },
        querystring: readQuerySchema('page'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const page = pageOf(request.query);
      const read = await store.getSharedList(request.params.share_id, sliceOf(page));
      if (read === undefined) throw notFound();
      return sharedListWire(read, page);
    },
  );
}
