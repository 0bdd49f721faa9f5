import { AppendQuerySchema, idOf, IdParamsSchema } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import { notFound } from '../http/tmdb-errors.js';
import { appendedKeys, withAppended } from './append-to-response.js';
import type { RouteContext } from './route-context.js';
import { sendJsonText } from './send-json.js';

export function registerPersonRoutes(app: TypedScope, { catalogue }: RouteContext): void {
  app.get(
    '/person/:id',
    { schema: { params: IdParamsSchema, querystring: AppendQuerySchema } },
    async (request, reply) => {
      const id = idOf(request.params);
      const json = catalogue.detailsJson('person', id);
      if (json === undefined) throw notFound();
      const members = appendedKeys(request.query.append_to_response, [
        'combined_credits',
      ] as const).map((key): [string, unknown] => [key, catalogue.personCombinedCredits(id)]);
      return sendJsonText(reply, withAppended(json, members));
    },
  );

  app.get(
    '/person/:id/combined_credits',
    { schema: { params: IdParamsSchema } },
    async (request) => {
      const id = idOf(request.params);
      if (catalogue.detailsJson('person', id) === undefined) throw notFound();
      return { id, ...catalogue.personCombinedCredits(id) };
    },
  );
}
