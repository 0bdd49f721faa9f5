import { idOf, IdParamsSchema, pageOf, PageQuerySchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

/** A keyword and its movies (a title's own keywords are among the title's routes). */
export function registerKeywordRoutes(app: TypedScope, { catalogue }: RouteContext): void {
  app.get('/keyword/:id', { schema: { params: IdParamsSchema } }, async (request) => {
    const keyword = catalogue.keyword(idOf(request.params));
    if (keyword === undefined) throw notFound();
    return keyword;
  });

  // TMDB marks it deprecated in favour of discover's with_keywords, but still answers it.
  app.get(
    '/keyword/:id/movies',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema } },
    async (request) => {
      const id = idOf(request.params);
      const page = pageOf(request.query);
      if (catalogue.keyword(id) === undefined) throw notFound();
      return { id, ...catalogue.keywordTitles('movie', id, page) };
    },
  );
}
