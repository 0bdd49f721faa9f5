import { utcDayOf } from '../catalogue/utc-days.js';
import { pageOf, PageQuerySchema } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import { discoverFilter, DiscoverQuerySchemas } from './discover-query.js';
import type { RouteContext } from './route-context.js';

// Like TMDB, rating orders only count titles with enough votes, so a 10/10 from two voters never leads.
export const TOP_RATED_MIN_VOTES = 300;

/** popular, top_rated and discover for movies and TV, and popular people. */
export function registerListRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  const pageOnly = { querystring: PageQuerySchema };
  for (const media of ['movie', 'tv'] as const) {
    app.get(`/${media}/popular`, { schema: pageOnly }, async (request) =>
      catalogue.list(
        media,
        { sort: 'popularity', descending: true },
        pageOf(request.query),
        utcDayOf(now()),
      ),
    );
    app.get(`/${media}/top_rated`, { schema: pageOnly }, async (request) =>
      catalogue.list(
        media,
        { sort: 'vote_average', descending: true, voteCount: { gte: TOP_RATED_MIN_VOTES } },
        pageOf(request.query),
        utcDayOf(now()),
      ),
    );
    app.get(
      `/discover/${media}`,
      { schema: { querystring: DiscoverQuerySchemas[media] } },
      async (request) =>
        catalogue.list(
          media,
          discoverFilter(media, request.query),
          pageOf(request.query),
          utcDayOf(now()),
        ),
    );
  }
  app.get('/person/popular', { schema: pageOnly }, async (request) =>
    catalogue.popularPeople(pageOf(request.query)),
  );
}
