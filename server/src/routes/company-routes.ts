import { idOf, IdParamsSchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';
import { sendJsonText } from './send-json.js';

/** A production company's and a TV network's page, served as stored. */
export function registerCompanyRoutes(app: TypedScope, { catalogue }: RouteContext): void {
  app.get('/company/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const json = catalogue.companyJson(idOf(request.params));
    if (json === undefined) throw notFound();
    return sendJsonText(reply, json);
  });

  app.get('/network/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const json = catalogue.networkJson(idOf(request.params));
    if (json === undefined) throw notFound();
    return sendJsonText(reply, json);
  });
}
