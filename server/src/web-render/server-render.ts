import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildManifest } from './route-assets.js';
import { routeAssets, type RouteAssets } from './route-assets.js';
import type {
  CatalogueTransport,
  ServerPage,
  ServerRenderModule,
} from '@marquee/tmdb-types/server-render';
import { isServerRenderModule } from './server-render-module.js';

/** Who a render's own requests are made for: they count against the visitor's rate limit. */
interface Visitor {
  remoteAddress: string;
  forwardedFor: string | undefined;
}

export interface ServerRender {
  /**
   * The page at the request's URL, rendered with its answers, or the shell for members only; with
   * the files its route chunks need, from the same build.
   */
  render(request: FastifyRequest): Promise<{ page: ServerPage; assets: RouteAssets }>;
}

interface LoadedBuild {
  module: ServerRenderModule;
  manifest: BuildManifest;
  builtAt: number;
}

/** Where the build puts the server-render module: dist-ssr beside dist (web/vite.config.ts). */
export function serverRenderPath(webDist: string): string {
  return path.join(`${webDist}-ssr`, 'entry-server.js');
}

/**
 * Loads the web app's server render when it was built, wired to answer its catalogue requests
 * through this server (app.inject: no socket, the same hooks and caches as the browser's requests).
 * Undefined without the build: pages are then the app shell, as before.
 */
export async function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  basePath: string,
  log: FastifyBaseLogger,
): Promise<ServerRender | undefined> {
  const modulePath = serverRenderPath(webDist);
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) return undefined;
  const visitors = new AsyncLocalStorage<Visitor>();

  const transport: CatalogueTransport = async (url, init) => {
    const visitor = visitors.getStore();
    const headers = new Headers(init.headers);
    if (visitor?.forwardedFor !== undefined) headers.set('x-forwarded-for', visitor.forwardedFor);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      remoteAddress: visitor?.remoteAddress ?? '127.0.0.1',
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
  /** The build's render module and manifest; loaded again (a new module instance) after a rebuild. */
  async function loadBuild(builtAt: number): Promise<LoadedBuild | undefined> {
    const loaded: unknown = await import(`${pathToFileURL(modulePath).href}?built=${builtAt}`);
    if (!isServerRenderModule(loaded)) {
      log.warn(
        { modulePath },
        'the server render module has the wrong shape; pages are the app shell',
      );
      return undefined;
    }
    // The host is never asked (the transport answers): only the base path matters.
    loaded.setUpServerRender({ baseUrl: `http://marquee.invalid${basePath}`, transport });
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
    return { module: loaded, manifest, builtAt };
  }

  const first = await loadBuild(statSync(modulePath).mtimeMs);
  if (first === undefined) return undefined;
  let current = first;

  return {
    async render(request) {
      // A rebuild while the server runs (npm run dev, a test run) replaces the files the pages name.
      const builtAt = statSync(modulePath).mtimeMs;
      if (builtAt !== current.builtAt) {
        const rebuilt = await loadBuild(builtAt);
        if (rebuilt === undefined)
          throw new Error('the rebuilt server render module has the wrong shape');
        current = rebuilt;
      }
      const { module, manifest } = current;
      const page = await visitors.run(
        {
          remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
          forwardedFor: headerValue(request.headers['x-forwarded-for']),
        },
        () => module.renderPage(request.url, { member: hasMemberHint(request.headers.cookie) }),
      );
      return { page, assets: routeAssets(manifest, page.chunks) };
    },
  };
}

// Set by the web app while a member's token is stored (web/src/auth/rendered-session.ts). Only
// chooses the header and controls drawn: members' data never depends on it.
const MEMBER_HINT = /(?:^|;\s*)marquee_member=1(?:;|$)/;

function hasMemberHint(cookie: string | undefined): boolean {
  return cookie !== undefined && MEMBER_HINT.test(cookie);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
