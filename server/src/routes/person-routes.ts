import type { FastifyInstance } from 'fastify';
import { idOf, IdParamsSchema, type IdParams } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import { appendedKeys, withAppended } from './append-to-response.js';
import type { RouteContext } from './route-context.js';
import { sendJsonText } from './send-json.js';

export function registerPersonRoutes(app: FastifyInstance, { catalogue }: RouteContext): void {
  app.get<{ Params: IdParams; Querystring: { append_to_response?: string } }>(
    '/person/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: { type: 'object', properties: { append_to_response: { type: 'string' } } },
      },
    },
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

  app.get<{ Params: IdParams }>(
    '/person/:id/combined_credits',
    { schema: { params: IdParamsSchema } },
    async (request) => {
      const id = idOf(request.params);
      if (catalogue.detailsJson('person', id) === undefined) throw notFound();
      return { id, ...catalogue.personCombinedCredits(id) };
    },
  );
}
