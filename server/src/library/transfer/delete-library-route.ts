import type { FastifyInstance } from 'fastify';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { TransferStore } from '../store/library-store.js';
import { accountParamsSchema, type AccountParams } from '../http/library-schemas.js';
import { DELETED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';

/** Leaving: every row of the member's, in every table, gone at once. */
export function registerDeleteLibraryRoute(
  scope: FastifyInstance,
  { store }: LibraryRouteContext<TransferStore>,
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
