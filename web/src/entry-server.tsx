import type {
  CatalogueTransport,
  PageRenderer,
  RenderOptions,
  ServerPage,
  ServerRenderSetup,
} from '@marquee/tmdb-types/server-render';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { RenderedForMemberContext, RenderedSessionContext } from './auth/rendered-session';
import { AppIntlProvider } from './i18n/app-intl-provider';
import { directionOf, negotiateLanguage, type Language } from './i18n/languages';
import { loadMessages } from './i18n/load-messages';
import { usableSessionUser } from './auth/session-token';
import { AppBaseUrlContext, routerBasename } from './lib/base-url';
import { createCatalogueClient, type TokenProvider } from './lib/catalogue-client';
import { CatalogueQueryClient } from './lib/query-client';
import { serializeServerState } from './lib/server-state';
import type { RouteHandle } from './lib/page-route';
import { acceptedLanguages } from './lib/visitor-region';
import { createRoutes } from './router';
import { ServerHeadContext, appName, type ServerHead } from './ui/use-document-title';

/*
 * The server's side of the app: it renders pages with their first answers, so a browser paints
 * them from the document alone, and the client's scripts take the page over (hydrateRoot) with the
 * same answers. Public pages for anybody; members' pages for the member whose session the server
 * verified. Built by `vite build --ssr`; the server loads it once, makes one renderer for its base
 * URL (createServerRender) and gives each render its own visitor's transport. The module itself
 * keeps nothing.
 */

/** What every render of one renderer shares: the same for all visitors. */
interface SharedSetup {
  baseUrl: string;
  basename: string;
}

/**
 * What one render is for: its visitor's transport, the member it is drawn for, if any, the
 * visitor's languages (their country, for where to watch) and the language the page speaks.
 */
interface Visit {
  transport: CatalogueTransport;
  member: boolean;
  session: string | null;
  languages: readonly string[];
  language: Language;
}

/**
 * The server's renderer for one base URL. It holds only that: everything of one render (its
 * transport, its member's session, its query client and catalogue client) comes with renderPage's
 * options or is made there, and is handed down through the render's context. Renders run
 * concurrently (each awaits its answers), so none of it may sit where another render could set it.
 */
export function createServerRender({ baseUrl }: ServerRenderSetup): PageRenderer {
  const shared: SharedSetup = { baseUrl, basename: routerBasename(baseUrl) };
  return {
    renderPage: (url, options) => renderPage(shared, url, options),
  };
}

function chunksOf(matches: ReadonlyArray<{ route: RouteObject }>): string[] {
  return matches.flatMap(({ route }) => {
    const chunk = (route.handle as RouteHandle | undefined)?.chunk;
    return chunk === undefined ? [] : [chunk];
  });
}

/**
 * The page at `url` (path and query, under the base path), with its data, or the shell: for a
 * members-only page without a session, or a session the app itself would not use (expired by
 * this clock), as the browser's guard would not show that page either.
 */
function renderPage(shared: SharedSetup, url: string, options: RenderOptions): Promise<ServerPage> {
  const session =
    options.session !== undefined && usableSessionUser(options.session) !== null
      ? options.session
      : null;
  // A session is a member's, whatever the cookie flag said.
  const member = options.member === true || options.session !== undefined;
  const languages = acceptedLanguages(options.acceptLanguage);
  const language = negotiateLanguage([options.language, ...languages]);
  return renderFor(shared, url, {
    transport: options.transport,
    member,
    session,
    languages,
    language,
  });
}

async function renderFor(
  { baseUrl, basename }: SharedSetup,
  url: string,
  { transport, member, session, languages, language }: Visit,
): Promise<ServerPage> {
  const pageLanguage = { language, direction: directionOf(language) };
  const address = new URL(url, 'http://marquee.invalid');
  // Nothing to renew a refused token with here: the page shows the failure, the browser asks again.
  const tokens: TokenProvider = { current: () => session, refresh: () => Promise.resolve(null) };
  // The render's own requests: the server answers them for this visitor, with this member's session.
  const catalogue = createCatalogueClient({
    baseUrl: () => baseUrl,
    tokens: () => tokens,
    transport,
    language,
  });
  // A render's own cache: answers are the visitor's page, never another's. No retries here: a
  // failed answer renders its message and the client asks again.
  const client = new CatalogueQueryClient(catalogue, {
    defaultOptions: { queries: { retry: false } },
  });
  const routes = createRoutes({ queryClient: Promise.resolve(client), render: 'server' });
  const matches = matchRoutes(routes, address.pathname, basename) ?? [];
  // The page's messages come with its scripts, for hydration to speak as the server did.
  const chunks = [...chunksOf(matches), language];
  const membersOnly = matches.some(
    ({ route }) => (route.handle as RouteHandle | undefined)?.membersOnly,
  );
  if (membersOnly && session === null) return { kind: 'shell', chunks, ...pageLanguage };

  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(address));
  // A redirect, or a route that failed to load (its error page would show the server's insides):
  // the shell, and the browser's router does what it always does.
  if (context instanceof Response || context.errors !== null)
    return { kind: 'shell', chunks, ...pageLanguage };
  const [messages] = await Promise.all([
    loadMessages(language),
    ...context.matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.prefetch?.(client, {
        params,
        url: address.href,
        languages,
      }),
    ),
  ]);

  const head: ServerHead = { title: appName };
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = renderToString(
    <ServerHeadContext value={head}>
      <AppBaseUrlContext value={baseUrl}>
        <AppIntlProvider language={language} messages={messages}>
          <RenderedForMemberContext value={member}>
            <RenderedSessionContext value={{ token: session }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RenderedSessionContext>
          </RenderedForMemberContext>
        </AppIntlProvider>
      </AppBaseUrlContext>
    </ServerHeadContext>,
  );
  // Without a document to render into, React puts its resource hints first; they belong in the head.
  const [, headTags = '', html = ''] = /^((?:<link[^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  // Whatever the reason (no such route, title or list), the page says so by drawing Not Found.
  const notFound = head.notFound === true;
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    title: head.title,
    html,
    headTags,
    state: serializeServerState(state),
    chunks,
    forMember: member,
    ...pageLanguage,
  };
}
