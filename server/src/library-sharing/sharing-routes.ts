import type { FastifyInstance } from 'fastify';
import type { LibraryRouteContext } from '../library-api/library-route-context.js';
import { registerListSharingRoutes } from './list-sharing-routes.js';
import { registerMemberSettingsRoutes } from './member-settings-routes.js';
import { registerRecommendationRoutes } from './recommendation-routes.js';

/**
 * The member's own side of issue 13's sharing: settings, making a list public, and "For you".
 * In the library scope (a verified member, their own account). The public read of a shared list
 * is registered apart, outside it (shared-list-routes.ts).
 */
export function registerSharingRoutes(scope: FastifyInstance, context: LibraryRouteContext): void {
  const { store, titles } = context;
  registerMemberSettingsRoutes(scope, { store });
  registerListSharingRoutes(scope, { store });
  registerRecommendationRoutes(scope, { store, recommendations: titles });
}
