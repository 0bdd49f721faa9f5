import { Type } from 'typebox';
import type {
  TitleWatchProviders,
  WatchProviderList,
  WatchRegionList,
} from '@marquee/tmdb-types/watch-providers';
import { WATCH_REGIONS } from '../catalogue/watch-regions.js';
import { idOf, IdParamsSchema } from '../http/param-schemas.js';
import { publicOrigin } from '../http/public-origin.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';
import { watchRegionParam } from './region-param.js';
import { watchProviderResults } from './watch-providers-answer.js';

// `language` changes nothing here, and an undeclared name never splits the answer cache.
const ProviderListQuerySchema = Type.Object({ watch_region: Type.Optional(Type.String()) });

/**
 * Where to watch: a title's services by region (each region's link: watch-providers-answer.ts),
 * the services of movies or shows (in one region, when asked), and the regions.
 */
export function registerWatchProviderRoutes(
  app: TypedScope,
  { catalogue, config }: RouteContext,
): void {
  for (const media of ['movie', 'tv'] as const) {
    app.get(
      `/${media}/:id/watch/providers`,
      { schema: { params: IdParamsSchema } },
      async (request): Promise<TitleWatchProviders> => {
        const id = idOf(request.params);
        const offers = catalogue.titleOffers(media, id);
        if (offers === undefined) throw notFound();
        const appRoot = `${publicOrigin(request)}${config.basePath}`;
        return { id, results: watchProviderResults(offers, appRoot, media, id) };
      },
    );
    app.get(
      `/watch/providers/${media}`,
      { schema: { querystring: ProviderListQuerySchema } },
      async (request): Promise<WatchProviderList> => ({
        results: catalogue.watchProviders(media, watchRegionParam(request.query.watch_region)),
      }),
    );
  }
  app.get('/watch/providers/regions', async (): Promise<WatchRegionList> => ({
    results: [...WATCH_REGIONS],
  }));
}
