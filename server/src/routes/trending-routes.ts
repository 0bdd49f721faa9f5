import { Type } from 'typebox';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { PAGE_SIZE, pageOfResults } from '../catalogue/catalogue.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { pageOf, PageQuerySchema, stringEnum } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

const ParamsSchema = Type.Object({
  media: stringEnum(['all', 'movie', 'tv', 'person']),
  window: stringEnum(['day', 'week']),
});

export function registerTrendingRoutes(
  app: TypedScope,
  { catalogue, trending, now }: RouteContext,
): void {
  app.get(
    '/trending/:media/:window',
    { schema: { params: ParamsSchema, querystring: PageQuerySchema } },
    async (request): Promise<Page<AnyListItem>> => {
      const page = pageOf(request.query);
      const ranking = trending.ranking(request.params.media, request.params.window, now());
      const refs = ranking.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const items = catalogue
        .listItems(refs)
        .map((item, index) => ({ ...item, media_type: refs[index]?.media_type }) as AnyListItem);
      return catalogue.onDay(pageOfResults(page, items, ranking.length), utcDayOf(now()));
    },
  );
}
