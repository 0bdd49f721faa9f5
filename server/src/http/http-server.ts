import { createServer, type Server, type ServerOptions } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { SecurityConfig } from '../config.js';
import { createConnectionLimiter } from './connection-limits.js';

// An idle keep-alive connection is closed after this; browsers reuse theirs well within it.
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

export interface ServerTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  /** How often Node looks for connections past the two time-outs above. */
  connectionsCheckingInterval: number;
  /** A socket that sends nothing for this long is closed. */
  idleTimeout: number;
}

/**
 * Node checks the headers and request time-outs on a timer, not per socket: with its default period
 * of 30 s, a 30 s request time-out fired after up to 60 s (54 s was seen). Checking every eighth of
 * the shorter one keeps each within 1.125 times its setting, leaving room for a busy event loop.
 */
export function serverTimeouts({
  requestTimeoutMs,
  headersTimeoutMs,
}: Pick<SecurityConfig, 'requestTimeoutMs' | 'headersTimeoutMs'>): ServerTimeouts {
  // The headers are part of the request, so they never get longer than all of it.
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  return {
    headersTimeout,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.floor(headersTimeout / 8)),
    idleTimeout: requestTimeoutMs * 2,
  };
}

/**
 * Fastify's serverFactory: Node's HTTP server with every limit set in one place. Fastify calls it once
 * per address it listens on (twice for "localhost"); the connection caps are shared by all of them,
 * and each server is shown to `watch` (the drain's, which must reach every server to cut it).
 */
export function httpServerFactory(
  security: SecurityConfig,
  watch: (server: Server) => void,
): FastifyServerFactory {
  const limiter = createConnectionLimiter({
    maxConnections: security.maxConnections,
    maxConnectionsPerAddress: security.maxConnectionsPerAddress,
    exempt: Array.isArray(security.trustProxy) ? security.trustProxy : [],
  });
  const { idleTimeout, ...timeouts } = serverTimeouts(security);
  const options: ServerOptions = { ...timeouts, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS };
  return (handler) => {
    const server = createServer(options, handler);
    server.setTimeout(idleTimeout);
    limiter.watch(server);
    watch(server);
    return server;
  };
}
