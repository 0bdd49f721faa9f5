import type {
  RenderOptions,
  ServerPage,
  ServerRenderSetup,
} from '@marquee/tmdb-types/server-render';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { RenderedForMemberContext } from './auth/rendered-session';
import { setServerBaseUrl } from './lib/base-url';
import { setCatalogueTransport } from './lib/catalogue-client';
import { serializeServerState } from './lib/server-state';
import type { RouteHandle } from './router';
import { createRoutes } from './router';
import { ServerHeadContext, appName, type ServerHead } from './ui/use-document-title';

/*
 * The server's side of the app: it renders public pages with their first answers, so a browser
 * paints them from the document alone, and the client's scripts take the page over (hydrateRoot)
 * with the same answers. Built by `vite build --ssr`; the server loads it once.
 */

let basename = '/';

/** Once, before the first render. */
export function setUpServerRender({ baseUrl, transport }: ServerRenderSetup): void {
  setServerBaseUrl(baseUrl);
  setCatalogueTransport(transport);
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  basename = path === '' ? '/' : path;
}

function chunksOf(matches: ReadonlyArray<{ route: RouteObject }>): string[] {
  return matches.flatMap(({ route }) => {
    const chunk = (route.handle as RouteHandle | undefined)?.chunk;
    return chunk === undefined ? [] : [chunk];
  });
}

/** The page at `url` (path and query, under the base path), with its data, or the shell. */
export async function renderPage(
  url: string,
  { member = false }: RenderOptions = {},
): Promise<ServerPage> {
  const address = new URL(url, 'http://marquee.invalid');
  // A render's own cache: answers are the visitor's page, never another's. No retries here: a
  // failed answer renders its message and the client asks again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = createRoutes(Promise.resolve(client));
  const matches = matchRoutes(routes, address.pathname, basename) ?? [];
  const chunks = chunksOf(matches);
  if (matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.membersOnly))
    return { kind: 'shell', chunks };

  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(address));
  // A redirect, or a route that failed to load (its error page would show the server's insides):
  // the shell, and the browser's router does what it always does.
  if (context instanceof Response || context.errors !== null) return { kind: 'shell', chunks };
  await Promise.all(
    context.matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.prefetch?.(client, { params, url: address.href }),
    ),
  );

  const head: ServerHead = { title: appName };
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = renderToString(
    <ServerHeadContext value={head}>
      <RenderedForMemberContext value={member}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderedForMemberContext>
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
  };
}
