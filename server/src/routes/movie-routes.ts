import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context.js';
import { registerTitleRoutes } from './title-routes.js';

export function registerMovieRoutes(app: FastifyInstance, context: RouteContext): void {
  registerTitleRoutes(app, context, 'movie');
}
