import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { createTrendingRanking } from '../catalogue/trending-ranking.js';
import type { SourceRoutes } from '../http/source-routes.js';
import type { ServerConfig } from '../config.js';
import { createAnswerCache, registerCachedAnswers } from '../http/cached-answers.js';
import type { CacheObserver } from '../http/cache-observer.js';
import { typedScope } from '../http/typed-scope.js';
import { registerAiringRoutes } from './airing-routes.js';
import { registerCollectionRoutes } from './collection-routes.js';
import { registerCompanyRoutes } from './company-routes.js';
import { registerCertificationRoutes } from './certification-routes.js';
import { registerCinemaListRoutes } from './cinema-list-routes.js';
import { registerConfigurationRoutes } from './configuration-routes.js';
import { registerFindRoutes } from './find-routes.js';
import { registerGenreRoutes } from './genre-routes.js';
import { registerImageRoutes } from './image-routes.js';
import { registerKeywordRoutes } from './keyword-routes.js';
import { registerListRoutes } from './list-routes.js';
import { registerMovieRoutes } from './movie-routes.js';
import { registerPersonRoutes } from './person-routes.js';
import { registerReleaseRoutes } from './release-routes.js';
import type { RouteContext } from './route-context.js';
import { registerSearchRoutes } from './search-routes.js';
import { registerTrendingRoutes } from './trending-routes.js';
import { registerTvRoutes } from './tv-routes.js';
import { registerWatchProviderRoutes } from './watch-provider-routes.js';

export interface EmbeddedRoutesOptions {
  config: ServerConfig;
  now: () => Date;
  /** Bound of the in-memory cache of answers (bodies and their compressed forms). */
  answerCacheBytes: number;
  /** Told of each lookup in that cache (the metrics'). */
  answerObserver?: CacheObserver;
}

/** The catalogue's own answers to /3 and its generated artwork at /t/p. */
export function embeddedRoutes(
  catalogue: Catalogue,
  { config, now, answerCacheBytes, answerObserver }: EmbeddedRoutesOptions,
): SourceRoutes {
  const context: RouteContext = {
    catalogue,
    config,
    now,
    trending: createTrendingRanking(catalogue),
  };
  // The catalogue is read-only while serving, so an answer is worth keeping (upstream mode has its own cache).
  const answers = createAnswerCache({ maxBytes: answerCacheBytes, now, observer: answerObserver });
  return {
    imageOrigins: [],
    registerApi(scope: FastifyInstance) {
      registerCachedAnswers(scope, answers);
      const api = typedScope(scope);
      registerTrendingRoutes(api, context);
      registerListRoutes(api, context);
      registerAiringRoutes(api, context);
      registerCinemaListRoutes(api, context);
      registerMovieRoutes(api, context);
      registerTvRoutes(api, context);
      registerReleaseRoutes(api, context);
      registerPersonRoutes(api, context);
      registerSearchRoutes(api, context);
      registerFindRoutes(api, context);
      registerWatchProviderRoutes(api, context);
      registerKeywordRoutes(api, context);
      registerCompanyRoutes(api, context);
      registerCollectionRoutes(api, context);
      registerGenreRoutes(api);
      registerCertificationRoutes(api);
      registerConfigurationRoutes(api, context);
    },
    registerImages(images: FastifyInstance) {
      registerCachedAnswers(images, answers);
      registerImageRoutes(images, context);
    },
  };
}
