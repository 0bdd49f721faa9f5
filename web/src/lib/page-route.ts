import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';

/*
 * What a feature's route module is made of. The route table and these modules are in the
 * first-paint script: TanStack Query and the pages are chunks, so the query client arrives as a
 * promise and a route's prefetch is a chunk of its own.
 */

/** What the routes' loaders need, given once when the router is made (never a module global). */
export interface RouteContext {
  queryClient: Promise<QueryClient>;
  /**
   * Where the routes run: a server render awaits each matched route's prefetch itself, once, so
   * its loaders start nothing; the browser's loaders give the page a head start.
   */
  render: 'browser' | 'server';
}

/** Where a route's prefetch reads what the page will ask for. */
export interface RouteAddress {
  params: Params;
  url: string;
  /**
   * A server render's visitor's languages (Accept-Language), most preferred first; the browser's
   * own are at hand where the page is drawn (lib/visitor-region.ts).
   */
  languages?: readonly string[];
}

/** What a server render needs to know of a route, beside what the router does. */
export interface RouteHandle {
  /** The route's chunk (its loadChunk id): a server-rendered page announces it with modulepreload. */
  chunk?: string;
  /**
   * Only for members: the server renders it only with the member's verified session (the session
   * cookie's ID token), and sends the app shell otherwise, for the client's guard to decide.
   */
  membersOnly?: boolean;
  /** The requests the page makes at once; the client starts them in the loader, a server render awaits them. */
  prefetch?(client: QueryClient, address: RouteAddress): Promise<unknown>;
}

/** A page: its chunk loaded lazily, its requests started by the loader without holding the navigation up. */
export function pageRoute(
  context: RouteContext,
  handle: RouteHandle & { chunk: string },
  load: () => Promise<Pick<RouteObject, 'Component' | 'element'>>,
): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> {
  const { prefetch } = handle;
  return {
    handle,
    ...(prefetch &&
      context.render === 'browser' && {
        loader: ({ params, request }) => {
          // Only a head start: the page's own requests report any failure.
          void context.queryClient
            .then((client) => prefetch(client, { params, url: request.url }))
            .catch(() => undefined);
          return null;
        },
      }),
    lazy: load,
  };
}
