import { Type } from 'typebox';
import { buildSearchQuery } from '../catalogue/search-query.js';
import { pageOf, PageSchema, stringEnum } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

const ParamsSchema = Type.Object({ kind: stringEnum(['multi', 'movie', 'tv', 'person']) });

const QuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  query: Type.Optional(Type.String()),
});

export function registerSearchRoutes(app: TypedScope, { catalogue }: RouteContext): void {
  app.get(
    '/search/:kind',
    { schema: { params: ParamsSchema, querystring: QuerySchema } },
    async (request) => {
      const page = pageOf(request.query);
      const { match, exactKey } = buildSearchQuery(request.query.query);
      // TMDB answers a blank query with an empty first page rather than an error.
      if (match === '') return { page: 1, results: [], total_pages: 1, total_results: 0 };
      const result = catalogue.search(request.params.kind, match, exactKey, page);
      return result.total_results === 0 ? { ...result, total_pages: 1 } : result;
    },
  );
}
