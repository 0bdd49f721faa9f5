import type { FastifyInstance } from 'fastify';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { PAGE_SIZE, pageOfResults } from '../catalogue/catalogue.js';
import type { TimeWindow, TrendingMedia } from '../catalogue/trending-ranking.js';
import { pageOf, PageQuerySchema, type PageQuery } from '../http/param-schemas.js';
import type { RouteContext } from './route-context.js';

const paramsSchema = {
  type: 'object',
  properties: {
    media: { type: 'string', enum: ['all', 'movie', 'tv', 'person'] },
    window: { type: 'string', enum: ['day', 'week'] },
  },
  required: ['media', 'window'],
} as const;

export function registerTrendingRoutes(
  app: FastifyInstance,
  { catalogue, trending, now }: RouteContext,
): void {
  app.get<{ Params: { media: TrendingMedia; window: TimeWindow }; Querystring: PageQuery }>(
    '/trending/:media/:window',
    { schema: { params: paramsSchema, querystring: PageQuerySchema } },
    async (request): Promise<Page<AnyListItem>> => {
      const page = pageOf(request.query);
      const ranking = trending.ranking(request.params.media, request.params.window, now());
      const refs = ranking.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const items = catalogue
        .listItems(refs)
        .map((item, index) => ({ ...item, media_type: refs[index]?.media_type }) as AnyListItem);
      return pageOfResults(page, items, ranking.length);
    },
  );
}
