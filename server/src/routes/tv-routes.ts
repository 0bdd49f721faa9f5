import type { TypedScope } from '../http/typed-scope.js';
import { registerEpisodeRoutes } from './episode-routes.js';
import type { RouteContext } from './route-context.js';
import { registerSeasonRoutes } from './season-routes.js';
import { registerTitleRoutes } from './title-routes.js';

/** A show's routes: those it shares with movies, then its seasons' and episodes'. */
export function registerTvRoutes(app: TypedScope, context: RouteContext): void {
  registerTitleRoutes(app, context, 'tv');
  registerSeasonRoutes(app, context);
  registerEpisodeRoutes(app, context);
}
