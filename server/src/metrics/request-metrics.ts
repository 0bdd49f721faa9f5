import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type AppMetrics } from './app-metrics.js';

/**
 * Counts and times every answer by its route's pattern, so the labels are as many as the routes,
 * whatever URLs are asked. On the root, before any route, so every scope's answers are seen, the
 * 404s and the catalogue cache's hits (written straight to Node) among them. Node's own answers to
 * requests that never reach Fastify's router (client-error-answer.ts) are not.
 * A callback hook, as it runs on every request.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.served({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
    done();
  });
}
