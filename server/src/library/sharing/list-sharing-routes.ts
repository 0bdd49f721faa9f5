import { Type } from 'typebox';
import type { SharingStore } from '../store/library-store.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { ListParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import { nullable } from '../http/wire-schemas.js';

/** PUT /list/{list_id}/sharing: `public` true makes the list readable by its link. */
export const ListSharingBodySchema = Type.Object({ public: Type.Boolean() });

export const ListSharingSchema = Type.Object({
  public: Type.Boolean(),
  share_id: nullable(Type.String(), {
    description:
      'The link’s id while public (a new one each time the list is made public), else null.',
  }),
});

/** PUT /list/{list_id}/sharing: the member makes their list public (a new link) or private. */
export function registerListSharingRoutes(
  scope: LibraryScope,
  { store }: { store: SharingStore },
): void {
  scope.put(
    '/list/:list_id/sharing',
    {
      schema: {
        params: ListParamsSchema,
        body: ListSharingBodySchema,
        response: { 200: ListSharingSchema },
      },
    },
    async (request) => {
      const list = await store.setListPublic(
        memberUid(request),
        Number(request.params.list_id),
        request.body.public,
      );
      return { public: list.isPublic, share_id: list.shareId };
    },
  );
}
