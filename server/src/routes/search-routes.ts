import type { Page } from '@marquee/tmdb-types/page';
import { Type, type Static } from 'typebox';
import { buildSearchQuery } from '../catalogue/search-query.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { pageOf, PageSchema, stringEnum } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

const ParamsSchema = Type.Object({ kind: stringEnum(['multi', 'movie', 'tv', 'person']) });

const QuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  query: Type.Optional(Type.String()),
});

type Searcher<T> = (match: string, exactKey: string, page: number) => Page<T>;

/**
 * A search answer: TMDB answers a blank query with an empty first page rather than an error, and
 * no match with one empty page.
 */
function searchAnswer<T>(query: Static<typeof QuerySchema>, search: Searcher<T>): Page<T> {
  const page = pageOf(query);
  const { match, exactKey } = buildSearchQuery(query.query);
  if (match === '') return { page: 1, results: [], total_pages: 1, total_results: 0 };
  const result = search(match, exactKey, page);
  return result.total_results === 0 ? { ...result, total_pages: 1 } : result;
}

/** Titles and people (one kind or all), keywords, companies and collections. */
export function registerSearchRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  const query = { querystring: QuerySchema };
  // Static paths: they win over /search/:kind, whose kinds are those of the list items.
  app.get('/search/keyword', { schema: query }, async (request) =>
    searchAnswer(request.query, (match, exactKey, page) =>
      catalogue.searchKeywords(match, exactKey, page),
    ),
  );
  app.get('/search/company', { schema: query }, async (request) =>
    searchAnswer(request.query, (match, exactKey, page) =>
      catalogue.searchCompanies(match, exactKey, page),
    ),
  );
  app.get('/search/collection', { schema: query }, async (request) =>
    searchAnswer(request.query, (match, exactKey, page) =>
      catalogue.searchCollections(match, exactKey, page),
    ),
  );
  app.get(
    '/search/:kind',
    { schema: { params: ParamsSchema, querystring: QuerySchema } },
    async (request) =>
      searchAnswer(request.query, (match, exactKey, page) =>
        catalogue.onDay(
          catalogue.search(request.params.kind, match, exactKey, page),
          utcDayOf(now()),
        ),
      ),
  );
}
