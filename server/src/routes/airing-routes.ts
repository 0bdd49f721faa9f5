import { utcDayOf } from '../catalogue/utc-days.js';
import { pageOf, PageQuerySchema } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

/** TMDB's on_the_air: today and the six days after. */
export const ON_THE_AIR_DAYS = 7;

/**
 * Shows with an episode today (airing_today) or in the week from today (on_the_air), most popular
 * first. Today is the UTC day of the context's clock, as for seasons. TMDB's `timezone` (and
 * `language`) are accepted and not read: the answer cache starts afresh at UTC midnight only, so a
 * day counted in another zone would be served a day stale for hours.
 */
export function registerAiringRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  const pageOnly = { querystring: PageQuerySchema };
  app.get('/tv/airing_today', { schema: pageOnly }, async (request) =>
    catalogue.tvAiring(utcDayOf(now()), 1, pageOf(request.query)),
  );
  app.get('/tv/on_the_air', { schema: pageOnly }, async (request) =>
    catalogue.tvAiring(utcDayOf(now()), ON_THE_AIR_DAYS, pageOf(request.query)),
  );
}
