import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import type { TransferStore } from '../store/library-store.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { DELETED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { StatusAnswerSchema } from '../http/wire-schemas.js';

/** Leaving: every row of the member's, in every table, gone at once. */
export function registerDeleteLibraryRoute(
  scope: LibraryScope,
  { store }: LibraryRouteContext<TransferStore>,
): void {
  scope.delete(
    '/account/:account_id/library',
    { schema: { params: AccountParamsSchema, response: { 200: StatusAnswerSchema } } },
    async (request) => {
      await store.deleteMemberData(memberUid(request));
      return DELETED;
    },
  );
}
