import type { FastifyInstance } from 'fastify';
import { requireMemberEverywhere } from '../auth/require-member.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { CacheObserver } from '../http/cache-observer.js';
import { notFound } from '../http/tmdb-errors.js';
import { registerDiaryRoutes } from './diary/diary-routes.js';
import { registerLibraryErrorAnswers } from './http/library-error-answer.js';
import type { LibraryRouteContext } from './http/library-route-context.js';
import { describedScope } from './http/library-route-scope.js';
import { registerMemberAnswerCache } from './http/member-answer-cache.js';
import { registerOwnAccountCheck } from './http/member-uid.js';
import { registerUserListRoutes } from './lists/user-list-routes.js';
import { registerCalendarRoutes } from './progress/calendar-routes.js';
import { registerEpisodeWatchRoutes } from './progress/episode-watch-routes.js';
import { registerShowProgressRoutes } from './progress/show-progress-routes.js';
import { registerUpNextRoutes } from './progress/up-next-routes.js';
import { registerEpisodeRatingRoutes } from './ratings/episode-rating-routes.js';
import { registerRatingRoutes } from './ratings/rating-routes.js';
import { registerRecommendationRoutes } from './recommendations/recommendation-routes.js';
import { registerSavedFilterRoutes } from './saved-filters/saved-filter-routes.js';
import { registerMemberSettingsRoutes } from './settings/member-settings-routes.js';
import { registerOnMyServicesRoutes } from './settings/on-my-services-routes.js';
import { registerListSharingRoutes } from './sharing/list-sharing-routes.js';
import { registerAccountStateRoutes } from './titles/account-state-routes.js';
import { registerAccountTitleRoutes } from './titles/account-title-routes.js';
import { registerDeleteLibraryRoute } from './transfer/delete-library-route.js';
import { registerExportRoutes } from './transfer/export-routes.js';
import { registerImportEpisodesRoute } from './transfer/import-episodes-route.js';
import { registerImportRoutes } from './transfer/import-routes.js';

export interface LibraryRoutesOptions extends LibraryRouteContext {
  verifier: TokenVerifier;
  /** Told of each lookup in the member answer cache (the metrics'). */
  answerObserver?: CacheObserver;
}

/**
 * A member's library under /3, in its own scope: answered here in both catalogue modes, never
 * kept by the catalogue's cache (its answers are one person's and change with every write; the
 * member answer cache keeps them by member, while their rows are unchanged), and only for a
 * verified member, whatever AUTH_REQUIRED says.
 */
export function registerLibraryRoutes(
  anyScope: FastifyInstance,
  { verifier, answerObserver, ...context }: LibraryRoutesOptions,
): void {
  const scope = describedScope(anyScope, { tag: 'Library', member: true });
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store');
    done();
  });
  requireMemberEverywhere(scope, verifier);
  registerOwnAccountCheck(scope);
  registerLibraryErrorAnswers(scope);
  registerMemberAnswerCache(scope, context.store, { now: context.now, observer: answerObserver });

  registerAccountTitleRoutes(scope, context);
  registerRatingRoutes(scope, context);
  registerAccountStateRoutes(scope, context);
  registerDiaryRoutes(scope, context);
  registerUserListRoutes(scope, context);
  // The member's own side of sharing (issue 13): settings, making a list public, "For you". The
  // public read of a shared list is registered apart, outside this scope (shared-list-routes.ts).
  registerMemberSettingsRoutes(scope, context);
  registerListSharingRoutes(scope, context);
  registerRecommendationRoutes(scope, { store: context.store, recommendations: context.titles });
  // "Only my services" beyond browse (issue 23): which of a page of cards are on them.
  registerOnMyServicesRoutes(scope, context);
  // Import, export and deleting a member's library (docs/library-api.md, "Import and export").
  registerImportRoutes(scope, context);
  registerImportEpisodesRoute(scope, context);
  registerExportRoutes(scope, context);
  registerDeleteLibraryRoute(scope, { ...context, verifier });
  // Episode progress (issue 22): marking episodes, a show's progress and status, Up next, the
  // calendar. Its feed, for calendar apps without a token, is registered apart (app.ts).
  registerEpisodeWatchRoutes(scope, context);
  registerShowProgressRoutes(scope, context);
  registerUpNextRoutes(scope, context);
  registerCalendarRoutes(scope, context);
  registerEpisodeRatingRoutes(scope, context);
  // Saved browse filters (issue 23), which home may pin as rows.
  registerSavedFilterRoutes(scope, context);

  // TMDB's other account and list paths are about a TMDB account: in upstream mode they would
  // reach TMDB with the server's key, so they end here.
  for (const area of ['/account/*', '/list/*']) {
    scope.get(area, { schema: { hide: true } }, async () => {
      throw notFound();
    });
  }
}
