import type { FastifyInstance } from 'fastify';
import type { ListSharing, ListSharingBody } from '@marquee/tmdb-types/library-sharing';
import type { SharingStore } from '../store/library-store.js';
import { listParamsSchema, type ListParams } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';

/** PUT /list/{list_id}/sharing: the member makes their list public (a new link) or private. */
export function registerListSharingRoutes(
  scope: FastifyInstance,
  { store }: { store: SharingStore },
): void {
  scope.put<{ Params: ListParams; Body: ListSharingBody }>(
    '/list/:list_id/sharing',
    {
      schema: {
        params: listParamsSchema,
        body: {
          type: 'object',
          properties: { public: { type: 'boolean' } },
          required: ['public'],
        },
      },
    },
    async (request): Promise<ListSharing> => {
      const list = await store.setListPublic(
        memberUid(request),
        Number(request.params.list_id),
        request.body.public,
      );
      return { public: list.isPublic, share_id: list.shareId };
    },
  );
}
