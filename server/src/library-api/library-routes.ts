import type { FastifyInstance } from 'fastify';
import { requireMemberEverywhere } from '../auth/require-member.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { notFound } from '../http/tmdb-errors.js';
import { registerAccountStateRoutes } from './account-state-routes.js';
import { registerAccountTitleRoutes } from './account-title-routes.js';
import { registerDiaryRoutes } from './diary-routes.js';
import { registerLibraryErrorAnswers } from './library-error-answer.js';
import type { LibraryRouteContext } from './library-route-context.js';
import { registerMemberAnswerCache } from './member-answer-cache.js';
import { registerRatingRoutes } from './rating-routes.js';
import { registerUserListRoutes } from './user-list-routes.js';
import { registerSharingRoutes } from '../library-sharing/sharing-routes.js';
import { registerTransferRoutes } from '../library-transfer/transfer-routes.js';
import { registerOwnAccountCheck } from './member-uid.js';

export interface LibraryRoutesOptions extends LibraryRouteContext {
  verifier: TokenVerifier;
}

/**
 * A member's library under /3, in its own scope: answered here in both catalogue modes, never
 * kept by the catalogue's cache (its answers are one person's and change with every write; the
 * member answer cache keeps them by member, while their rows are unchanged), and only for a
 * verified member, whatever AUTH_REQUIRED says.
 */
export function registerLibraryRoutes(
  scope: FastifyInstance,
  { verifier, ...context }: LibraryRoutesOptions,
): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store');
    done();
  });
  requireMemberEverywhere(scope, verifier);
  registerOwnAccountCheck(scope);
  registerLibraryErrorAnswers(scope);
  registerMemberAnswerCache(scope, context.store);

  registerAccountTitleRoutes(scope, context);
  registerRatingRoutes(scope, context);
  registerAccountStateRoutes(scope, context);
  registerDiaryRoutes(scope, context);
  registerUserListRoutes(scope, context);
  registerSharingRoutes(scope, context);
  registerTransferRoutes(scope, context);

  // TMDB's other account and list paths are about a TMDB account: in upstream mode they would
  // reach TMDB with the server's key, so they end here.
  for (const area of ['/account/*', '/list/*']) {
    scope.get(area, async () => {
      throw notFound();
    });
  }
}
