import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';
import { registerTitleRoutes } from './title-routes.js';

export function registerTvRoutes(app: TypedScope, context: RouteContext): void {
  registerTitleRoutes(app, context, 'tv');
}
