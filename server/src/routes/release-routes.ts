import type { ContentRatings, MovieReleaseDates } from '@marquee/tmdb-types/certifications';
import { utcDayOf } from '../catalogue/utc-days.js';
import { idOf, IdParamsSchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

/**
 * A movie's release dates and certifications by country, dated for the UTC day of the context's
 * clock (a current film's follow the calendar), and a show's content ratings by country.
 */
export function registerReleaseRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  const withId = { schema: { params: IdParamsSchema } };
  app.get('/movie/:id/release_dates', withId, async (request): Promise<MovieReleaseDates> => {
    const id = idOf(request.params);
    const results = catalogue.movieReleaseDates(id, utcDayOf(now()));
    if (results === undefined) throw notFound();
    return { id, results };
  });
  app.get('/tv/:id/content_ratings', withId, async (request): Promise<ContentRatings> => {
    const id = idOf(request.params);
    const results = catalogue.tvContentRatings(id);
    if (results === undefined) throw notFound();
    return { id, results };
  });
}
