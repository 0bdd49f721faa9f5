import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { ServerConfig } from '../config.js';
import { contentSecurityPolicy, type SecurityHeaderOptions } from '../http/security-headers.js';
import type { ShellPage } from '../http/shell-page.js';
import { compressedPage } from './compressed-page.js';
import { createInlineStyles } from './inline-styles.js';
import { renderedDocument, shellDocument } from './page-document.js';
import { withLanguage } from './page-language.js';
import { themeOf, withTheme } from './page-theme.js';
import { registerNoScriptFormPosts } from './no-script-form-posts.js';
import { loadServerRender } from './server-render.js';

const BASE_TAG = /<base\s+href="\/"\s*\/?>/i;

export interface WebApp {
  /**
   * Answers a browser navigation: the page rendered on the server when it is public, the app shell
   * when it is for members (or the not-built notice), as `page` has it.
   */
  servePage(request: FastifyRequest, reply: FastifyReply, page?: ShellPage): Promise<FastifyReply>;
  /** Whether an unmatched request is a page navigation the app's router should handle. */
  isNavigation(request: FastifyRequest): boolean;
}

export interface WebAppOptions {
  config: ServerConfig;
  /** Whether WEB_DIST holds a build; without one every page is the not-built notice. */
  built: boolean;
  /** What every answer's Content-Security-Policy allows; a rendered page adds its own style's hash. */
  securityHeaderOptions: SecurityHeaderOptions;
  /**
   * A public list's page, its head naming the list (for link previews). Given by the app when
   * members have libraries, so this module needs nothing of the library's.
   */
  sharedListPage?: (shareId: string, log: FastifyBaseLogger) => Promise<ShellPage>;
  /** Checks the session cookie's ID token, so members' pages render with their data. */
  verifier?: TokenVerifier;
}

/**
 * Serves the built web app from WEB_DIST under BASE_PATH. Hashed assets under static/ are cached for a
 * year; index.html is never cached and gets its <base href> set to BASE_PATH so one build runs anywhere.
 */
export async function registerWebAppRoutes(
  app: FastifyInstance,
  { config, built, securityHeaderOptions, sharedListPage, verifier }: WebAppOptions,
): Promise<WebApp> {
  const indexPath = path.join(config.webDist, 'index.html');
  const serverRender = built
    ? await loadServerRender(app, config.webDist, config.basePath, app.log, verifier)
    : undefined;
  const inlineStyles = createInlineStyles(config.webDist);

  /** index.html as this server sends it: read each time, so a new build needs no restart. */
  async function shellHtml(): Promise<string> {
    const html = await readFile(indexPath, 'utf8');
    return html.replace(BASE_TAG, `<base href="${config.basePath}">`);
  }

  /** The document for the request's address: rendered when it can be, the shell otherwise. */
  async function documentFor(
    request: FastifyRequest,
  ): Promise<{ status: number; html: string; policy?: string; personal?: boolean }> {
    const shell = await shellHtml();
    if (serverRender === undefined) return { status: 200, html: shell };
    try {
      const { page: rendered, assets, personal } = await serverRender.render(request);
      if (rendered.kind === 'shell')
        return { status: 200, html: withLanguage(shellDocument(shell, assets), rendered) };
      const style = inlineStyles([...assets.documentStyles, ...assets.styles]);
      return {
        status: rendered.status,
        html: withLanguage(renderedDocument(shell, rendered, assets, style), rendered),
        policy: contentSecurityPolicy(securityHeaderOptions, [style.hash]),
        personal,
      };
    } catch (error) {
      // The scripts render the page as they always could; the visitor only loses the head start.
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return { status: 200, html: shell };
    }
  }

  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    page?: ShellPage,
  ): Promise<FastifyReply> {
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('web app not built: run npm run build\n');
    const document = await documentFor(request);
    reply.code(document.status);
    // The one inline thing the page has: its stylesheet, by hash (the hook keeps a policy set here).
    if (document.policy !== undefined) reply.header('content-security-policy', document.policy);
    if (page !== undefined) reply.code(page.statusCode).headers(page.headers);
    const html = withTheme(
      page === undefined ? document.html : page.html(document.html),
      themeOf(request.headers.cookie),
    );
    const { body, encoding } = compressedPage(html, request.headers['accept-encoding']);
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    return (
      reply
        .type('text/html; charset=utf-8')
        // Rendered with a member's session, the page holds their data: for their browser alone, and
        // never written to its disk, to stay after logout on a shared computer (as the library API).
        .header('cache-control', document.personal === true ? 'private, no-store' : 'no-cache')
        // Rendered for members or visitors as the session cookie says, in the language and theme
        // their cookies say (else the language Accept-Language asks for), for the country the
        // visitor's languages point to (where to watch a title), compressed as accepted.
        .header('vary', 'accept-encoding, accept-language, cookie')
        .send(body)
    );
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: config.basePath,
      index: false,
      // .vite/manifest.json is for this server alone, and no asset of the build starts with a dot.
      dotfiles: 'ignore',
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
  app.get(config.basePath, async (request, reply) => servePage(request, reply));
  // The app's router has no page there (it would render Not Found): the home page is the base path.
  app.get(`${config.basePath}index.html`, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${config.basePath}${query === -1 ? '' : request.url.slice(query)}`, 301);
  });
  await registerNoScriptFormPosts(app, config.basePath);
  if (built && sharedListPage !== undefined)
    app.get<{ Params: { share_id: string } }>(
      `${config.basePath}shared/list/:share_id`,
      async (request, reply) =>
        servePage(request, reply, await sharedListPage(request.params.share_id, request.log)),
    );

  return {
    servePage,
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
