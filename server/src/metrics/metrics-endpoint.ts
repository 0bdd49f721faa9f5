import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics.js';

const BEARER = /^Bearer +(\S+) *$/i;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether the header carries the token. Compared in constant time: both are hashed first, so
 * neither their contents nor their lengths show in how long the comparison takes.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = BEARER.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET {path} in Prometheus' text format, to `authorization: Bearer <token>` only. Without it the
 * answer is the app's own 404, as for a path that does not exist, so nobody without the token can
 * tell that metrics are on.
 */
export function registerMetricsEndpoint(
  app: FastifyInstance,
  metrics: AppMetrics,
  { path, token }: { path: string; token: string },
): void {
  app.get(path, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
    return metrics.text();
  });
}
