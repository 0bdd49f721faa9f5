import type { FastifyInstance } from 'fastify';
import type { LibraryRouteContext } from '../library-api/library-route-context.js';
import { accountParamsSchema, type AccountParams } from '../library-api/library-schemas.js';
import { DELETED } from '../library-api/library-wire.js';
import { memberUid } from '../library-api/member-uid.js';

/** Leaving: every row of the member's, in every table, gone at once. */
export function registerDeleteLibraryRoute(
  scope: FastifyInstance,
  { store }: LibraryRouteContext,
): void {
  scope.delete<{ Params: AccountParams }>(
    '/account/:account_id/library',
    { schema: { params: accountParamsSchema } },
    async (request) => {
      await store.deleteMemberData(memberUid(request));
      return DELETED;
    },
  );
}
