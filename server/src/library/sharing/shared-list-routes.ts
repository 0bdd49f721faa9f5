import { Type, type Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/tmdb-errors.js';
import type { SharedListRead, SharingStore } from '../store/library-store.js';
import { registerLibraryErrorAnswers } from '../http/library-error-answer.js';
import { pageOf, sliceOf } from '../http/library-query.js';
import { describedScope } from '../http/library-route-scope.js';
import { readQuerySchema } from '../http/library-schemas.js';
import { libraryPage, libraryTitle } from '../http/library-wire.js';
import { LibraryTitleSchema, nullable } from '../http/wire-schemas.js';

/**
 * GET /shared/list/{share_id}: a public list, for anybody, with a page of its items in the
 * owner's order. Nothing else of the owner's: their display name, not their id or email.
 */
export const SharedListSchema = Type.Object({
  share_id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  owner_name: nullable(Type.String(), {
    description: 'The owner’s display name, or null when they chose none.',
  }),
  item_count: Type.Integer(),
  updated_at: Type.String(),
  items: Type.Array(LibraryTitleSchema),
  page: Type.Integer(),
  total_pages: Type.Integer(),
  total_results: Type.Integer(),
});

/** What anybody with the link reads: the list and the owner's display name, nothing else. */
function sharedListWire(
  { list, ownerName, items }: SharedListRead,
  page: number,
): Static<typeof SharedListSchema> {
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
export function registerSharedListRoutes(anyScope: FastifyInstance, store: SharingStore): void {
  const scope = describedScope(anyScope, { tag: 'Shared lists', member: false });
  registerLibraryErrorAnswers(scope);
  scope.get(
    '/shared/list/:share_id',
    {
      schema: {
        params: Type.Object({ share_id: Type.String() }),
        querystring: readQuerySchema('page'),
        response: { 200: SharedListSchema },
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
