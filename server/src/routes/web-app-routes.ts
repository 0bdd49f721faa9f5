import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { LibraryStore } from '../library/library-store.js';
import { sharedListShellPage, type ShellPage } from '../library-sharing/shared-list-page-head.js';

const BASE_TAG = /<base\s+href="\/"\s*\/?>/i;

export interface WebApp {
  /** Answers a browser navigation with the app shell (or the not-built notice), as `page` has it. */
  serveShell(reply: FastifyReply, page?: ShellPage): Promise<FastifyReply>;
  /** Whether an unmatched request is a page navigation the app's router should handle. */
  isNavigation(request: FastifyRequest): boolean;
}

/**
 * Serves the built web app from WEB_DIST under BASE_PATH. Hashed assets under static/ are cached for a
 * year; index.html is never cached and gets its <base href> set to BASE_PATH so one build runs anywhere.
 */
export async function registerWebAppRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  built: boolean,
  /** Members' libraries, whose public lists' pages name the list in their head. */
  library?: LibraryStore,
): Promise<WebApp> {
  const indexPath = path.join(config.webDist, 'index.html');

  async function serveShell(reply: FastifyReply, page?: ShellPage): Promise<FastifyReply> {
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('web app not built: run npm run build\n');
    const html = await readFile(indexPath, 'utf8');
    const shell = html.replace(BASE_TAG, `<base href="${config.basePath}">`);
    if (page !== undefined) reply.code(page.statusCode).headers(page.headers);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page === undefined ? shell : page.html(shell));
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: config.basePath,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each hashed asset; a browser that accepts one gets it.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.split(path.sep).includes('static');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get(config.basePath, async (_request, reply) => serveShell(reply));
  app.get(`${config.basePath}index.html`, async (_request, reply) => serveShell(reply));
  if (built && library !== undefined)
    app.get<{ Params: { share_id: string } }>(
      `${config.basePath}shared/list/:share_id`,
      async (request, reply) =>
        serveShell(reply, await sharedListShellPage(library, request.params.share_id, request.log)),
    );

  return {
    serveShell,
    isNavigation(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?')[0] ?? '';
      if (!urlPath.startsWith(config.basePath)) return false;
      // A missing asset (anything with a file extension) is a real 404, not a client-side route.
      if (/\.[a-z0-9]+$/i.test(urlPath.slice(urlPath.lastIndexOf('/') + 1))) return false;
      const accept = request.headers.accept;
      return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
    },
  };
}
