import type { FastifyInstance } from 'fastify';
import { buildSearchQuery } from '../catalogue/search-query.js';
import type { MediaType } from '@marquee/tmdb-types/media';
import { pageOf, PageSchema, type PageQuery } from '../http/param-schemas.js';
import type { RouteContext } from './route-context.js';

const paramsSchema = {
  type: 'object',
  properties: { kind: { type: 'string', enum: ['multi', 'movie', 'tv', 'person'] } },
  required: ['kind'],
} as const;

const querySchema = {
  type: 'object',
  properties: { page: PageSchema, query: { type: 'string' } },
} as const;

export function registerSearchRoutes(app: FastifyInstance, { catalogue }: RouteContext): void {
  app.get<{ Params: { kind: MediaType | 'multi' }; Querystring: PageQuery & { query?: string } }>(
    '/search/:kind',
    { schema: { params: paramsSchema, querystring: querySchema } },
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
