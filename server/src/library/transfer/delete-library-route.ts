import type { TokenVerifier } from '../../auth/token-verifier.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import type { TransferStore } from '../store/library-store.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { DELETED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { StatusAnswerSchema } from '../http/wire-schemas.js';

/**
 * Leaving: every row of the member's, in every table, gone at once, and the member's verified
 * tokens forgotten, so the next request asks Firebase, where the account is deleted next.
 */
export function registerDeleteLibraryRoute(
  scope: LibraryScope,
  { store, verifier }: LibraryRouteContext<TransferStore> & { verifier: TokenVerifier },
): void {
  scope.delete(
    '/account/:account_id/library',
    { schema: { params: AccountParamsSchema, response: { 200: StatusAnswerSchema } } },
    async (request) => {
      const uid = memberUid(request);
      await store.deleteMemberData(uid);
      verifier.forget?.(uid);
      return DELETED;
    },
  );
}
