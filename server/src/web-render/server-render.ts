import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { TokenRejectedError, type TokenVerifier } from '../auth/token-verifier.js';
import type { BuildManifest } from './route-assets.js';
import { routeAssets, type RouteAssets } from './route-assets.js';
import type { PageRenderer, ServerPage } from '@marquee/tmdb-types/server-render';
import { chosenLanguage } from './page-language.js';
import { isServerRenderModule } from './server-render-module.js';
import { visitorTransport } from './visitor-transport.js';

export interface ServerRender {
  /**
   * The page at the request's URL, rendered with its answers, or the shell for members only (when
   * the request carries no verified session); with the files its route chunks need, from the same
   * build. `personal` when it was rendered with the member's session: it may hold their data.
   */
  render(
    request: FastifyRequest,
  ): Promise<{ page: ServerPage; assets: RouteAssets; personal: boolean }>;
}

interface LoadedBuild {
  renderer: PageRenderer;
  manifest: BuildManifest;
  builtAt: number;
}

/** Where the build puts the server-render module: dist-ssr beside dist (web/vite.config.ts). */
export function serverRenderPath(webDist: string): string {
  return path.join(`${webDist}-ssr`, 'entry-server.js');
}

/**
 * Loads the web app's server render when it was built: one renderer for the base path, and for
 * each page a transport of that request's own (visitorTransport), which this server answers.
 * Undefined without the build: pages are then the app shell, as before. `verifier` checks the
 * session cookie's ID token, as the API checks the Authorization header's; without one, pages are
 * never rendered with a member's session.
 */
export async function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  basePath: string,
  log: FastifyBaseLogger,
  verifier?: TokenVerifier,
): Promise<ServerRender | undefined> {
  const modulePath = serverRenderPath(webDist);
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) return undefined;

  /** The build's renderer and manifest; loaded again (a new module instance) after a rebuild. */
  async function loadBuild(builtAt: number): Promise<LoadedBuild | undefined> {
    const loaded: unknown = await import(`${pathToFileURL(modulePath).href}?built=${builtAt}`);
    if (!isServerRenderModule(loaded)) {
      log.warn(
        { modulePath },
        'the server render module has the wrong shape; pages are the app shell',
      );
      return undefined;
    }
    // The host is never asked (each render's transport answers): only the base path matters.
    const renderer = loaded.createServerRender({ baseUrl: `http://marquee.invalid${basePath}` });
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
    return { renderer, manifest, builtAt };
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
      const { renderer, manifest } = current;
      const token = sessionCookie(request.headers.cookie);
      const session = token === undefined ? undefined : await verifiedSession(token, request);
      const language = chosenLanguage(request.headers.cookie);
      const page = await renderer.renderPage(request.url, {
        transport: visitorTransport(app, request),
        ...(language !== undefined && { language }),
        member: token !== undefined,
        ...(session !== undefined && { session }),
        ...(typeof request.headers['accept-language'] === 'string' && {
          acceptLanguage: request.headers['accept-language'],
        }),
      });
      return {
        page,
        assets: routeAssets(manifest, page.chunks),
        personal: session !== undefined && page.kind === 'page',
      };
    },
  };

  /**
   * The cookie's token when the verifier accepts it. Refused, expired or unverifiable, the page is
   * still drawn for a member (the cookie says one is logged in) but without their data: members'
   * pages are then the shell, and the browser's scripts fetch with the stored token as before.
   */
  async function verifiedSession(
    token: string,
    request: FastifyRequest,
  ): Promise<string | undefined> {
    if (verifier === undefined) return undefined;
    try {
      await verifier.verify(token);
      return token;
    } catch (error) {
      const problem = error instanceof TokenRejectedError ? error.problem : 'unavailable';
      request.log.debug(
        { problem },
        'session cookie not verified; the page is drawn without its data',
      );
      return undefined;
    }
  }
}

/*
 * The web app keeps this cookie equal to its stored ID token (web/src/auth/rendered-session.ts).
 * Only page renders read it: every /3 route still wants the token in the Authorization header. A
 * page from another site can make the browser send the cookie with a GET of one of our pages, but
 * cannot read the answer, and a GET of a page changes nothing; if the API took the cookie, that
 * same page could make the browser write to the member's library (cross-site request forgery).
 */
const SESSION_COOKIE = /(?:^|;\s*)marquee_session=([^;]+)/;

function sessionCookie(cookie: string | undefined): string | undefined {
  const value = cookie === undefined ? undefined : SESSION_COOKIE.exec(cookie)?.[1]?.trim();
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    // Not what the app writes; still a sign that somebody logged in here.
    return value;
  }
}
