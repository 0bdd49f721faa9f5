import type { FastifyInstance } from 'fastify';
import type { LibraryRouteContext } from './http/library-route-context.js';
import { registerCalendarFeedRoute } from './progress/calendar-feed-route.js';
import { registerSharedListRoutes } from './sharing/shared-list-routes.js';

/**
 * What anybody with a link may read of a member's, token or not, beside the member guard's scope:
 * a public list, and a calendar feed (calendar apps send no token). The library's, all the same.
 */
export async function registerSharedRoutes(
  scope: FastifyInstance,
  context: Pick<LibraryRouteContext, 'store' | 'shows' | 'now'>,
): Promise<void> {
  // Each in a scope of its own, so each has its own OpenAPI tag and error answers.
  await scope.register(async (lists) => registerSharedListRoutes(lists, context.store));
  await scope.register(async (feeds) => registerCalendarFeedRoute(feeds, context));
}
