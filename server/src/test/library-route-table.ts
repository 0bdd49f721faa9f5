import Fastify from 'fastify';
import type { LibraryStore } from '../library/store/library-store.js';
import { registerLibraryRoutes } from '../library/library-routes.js';
import { registerSharedRoutes } from '../library/shared-routes.js';

/** One route of the library's: `GET /3/list/:list_id`, as Fastify registered it. */
export interface LibraryRoute {
  method: string;
  url: string;
  /** The fields its body schema names, and the query parameters its querystring schema names. */
  bodyFields: string[];
  queryNames: string[];
}

function propertyNames(schema: unknown): string[] {
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
}

/** What registering the routes needs and never calls. */
function unused<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get: () => {
      throw new Error(`the route table only registers routes; it used the ${what}`);
    },
  });
}

/**
 * Every route the library registers under /3 (HEAD, which Fastify adds to each GET, left out), in
 * the order registered, read from the registration itself: tests that must cover every route
 * compare their cases with it, so a new route without a case fails them.
 */
export async function libraryRouteTable(): Promise<LibraryRoute[]> {
  const routes: LibraryRoute[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => {
    const bodyFields = propertyNames(route.schema?.body);
    const queryNames = propertyNames(route.schema?.querystring);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, bodyFields, queryNames });
  });
  await app.register(
    async (scope) =>
      registerLibraryRoutes(scope, {
        store: unused<LibraryStore>('store'),
        titles: unused('title catalogue'),
        shows: unused('show guide'),
        now: () => new Date(),
        verifier: unused('token verifier'),
      }),
    { prefix: '/3' },
  );
  // A shared list and a calendar feed are read by anybody, outside the members' scope, but they
  // are the library's.
  await app.register(
    async (scope) =>
      registerSharedRoutes(scope, {
        store: unused<LibraryStore>('store'),
        shows: unused('show guide'),
        now: () => new Date(),
      }),
    { prefix: '/3' },
  );
  await app.ready();
  await app.close();
  return routes;
}

/** `GET /3/list/:list_id`: how a test names a route. */
export function routeKey({ method, url }: Pick<LibraryRoute, 'method' | 'url'>): string {
  return `${method} ${url}`;
}
