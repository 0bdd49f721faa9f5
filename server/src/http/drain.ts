import type { Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DrainConfig } from '../config.js';
import { RetryLater } from './retry-later.js';

export interface Drain {
  /** Follows a server's requests (the serverFactory calls it for each server Fastify makes). */
  watch(server: Server): void;
  /** Adds the readiness path and the hooks that make app.close() a drain. */
  register(app: FastifyInstance, readinessPath: string): void;
}

/**
 * app.close() as a drain, for SIGTERM and SIGINT: readiness answers 503 at once, so a balancer
 * sends new work elsewhere, while everything else (liveness included) is still answered. After
 * DRAIN_NOTICE_MS the server stops accepting connections; the requests already running get
 * DRAIN_TIMEOUT_MS to finish, after which their connections are cut and the log says how many.
 *
 * Fastify's return503OnClosing must be off: it would answer every request, liveness too, with a
 * 503 of its own shape from the moment close() begins, the notice included. Each answer given
 * during the drain says `connection: close` (Fastify does so for requests that arrive while it
 * closes; this does so for those already running), so clients reconnect, to another server.
 */
export function createDrain(
  { noticeMs, timeoutMs }: DrainConfig,
  waitOutNotice: (ms: number) => Promise<void> = (ms) => delay(ms),
): Drain {
  const servers = new Set<Server>();
  const running = new Set<ServerResponse>();
  let draining = false;
  let bound: NodeJS.Timeout | undefined;

  // One function for every response, not a closure each: this runs on every request.
  function forget(this: ServerResponse): void {
    running.delete(this);
  }

  return {
    watch(server) {
      servers.add(server);
      // A response closes once answered or once its connection is gone.
      server.on('request', (_request, response: ServerResponse) => {
        running.add(response);
        response.once('close', forget);
      });
    },

    register(app, readinessPath) {
      // The server and its replacement (or another) answer once the drain is over.
      const retryAfterSeconds = Math.max(1, Math.ceil((noticeMs + timeoutMs) / 1000));
      app.get(readinessPath, async () => {
        if (draining) throw new RetryLater(retryAfterSeconds);
        return { status: 'ok' };
      });

      // Fastify runs preClose hooks after it starts closing and before it stops listening.
      app.addHook('preClose', async () => {
        draining = true;
        for (const response of running)
          if (!response.headersSent) response.setHeader('connection', 'close');
        app.log.info({ running: running.size, noticeMs, timeoutMs }, 'draining');
        if (noticeMs > 0) await waitOutNotice(noticeMs);
        bound = setTimeout(() => {
          app.log.warn(
            { cut: running.size, timeoutMs },
            'drain time-out: cutting the requests still running',
          );
          for (const server of servers) server.closeAllConnections();
        }, timeoutMs);
      });
      // onClose hooks run once every connection has ended.
      app.addHook('onClose', async () => clearTimeout(bound));
    },
  };
}
