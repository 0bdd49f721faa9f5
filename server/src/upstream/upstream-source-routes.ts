import type { SourceRoutes } from '../http/source-routes.js';
import type { ServerConfig } from '../config.js';
import type { Upstream } from './open-upstream.js';
import { registerUpstreamApiRoutes, registerUpstreamImageRoutes } from './upstream-routes.js';

/** TMDB's answers to /3 through the response cache, and its images at /t/p (proxied or redirected). */
export function upstreamRoutes(upstream: Upstream, config: ServerConfig): SourceRoutes {
  const { images, imageUrl } = upstream.settings;
  return {
    imageOrigins: images === 'redirect' ? [new URL(imageUrl).origin] : [],
    registerApi: (api) => registerUpstreamApiRoutes(api, upstream, config.basePath),
    registerImages: (routes) => registerUpstreamImageRoutes(routes, upstream),
  };
}
