import { utcDayOf } from '../catalogue/utc-days.js';
import { idOf, IdParamsSchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

/** A collection with its parts in release order on the day asked (a current film's date moves). */
export function registerCollectionRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  app.get('/collection/:id', { schema: { params: IdParamsSchema } }, async (request) => {
    const collection = catalogue.collection(idOf(request.params), utcDayOf(now()));
    if (collection === undefined) throw notFound();
    return collection;
  });
}
