import {
  hydrate,
  QueryCache,
  QueryClient,
  type DehydratedState,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { CatalogueError, type CatalogueBound, type CatalogueClient } from './catalogue-client';

export const maxRetries = 2;

// Asking again cannot change these answers: no or a refused token, a forbidden or a missing resource.
const finalStatuses = new Set([400, 401, 403, 404, 422]);

/** Network failures, 5xx and 429 are worth another try; a refusal is not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && finalStatuses.has(status)) return false;
  return failureCount < maxRetries;
}

/** What a query may tell the cache about itself, in its `meta`. */
export type CatalogueQueryMeta = {
  /** Its page shows a 404 as Not Found: an answer it expects, not a failure to log. */
  expectsNotFound?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CatalogueQueryMeta;
  }
}

/** A failure worth logging: anything but a 404 its query expects. */
export function isUnexpectedFailure(error: unknown, meta: CatalogueQueryMeta | undefined): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(meta?.expectsNotFound === true && status === 404);
}

/**
 * A query client that travels with its render's catalogue client: its query functions, mutations
 * and components ask with it (fetchCatalogue's `client` option, catalogueOf), so a render's
 * requests never reach for a module variable another render could have set.
 */
export class CatalogueQueryClient extends QueryClient implements CatalogueBound {
  readonly catalogue: CatalogueClient;

  constructor(catalogue: CatalogueClient, config?: QueryClientConfig) {
    super(config);
    this.catalogue = catalogue;
  }
}

/**
 * The app's query client, carrying the catalogue client every request it leads to asks with:
 * main.tsx's for the browser (a server render makes its own, without the retries).
 */
export function createQueryClient(catalogue: CatalogueClient): QueryClient {
  const config: QueryClientConfig = {
    // Failures are logged once here; components show a message with a Retry button.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnexpectedFailure(error, query.meta))
          console.error(`Catalogue request ${JSON.stringify(query.queryKey)} failed:`, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        // With the default backoff (1 s, 2 s) a server that is restarting gets a few seconds.
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // A query that failed while offline is fetched again once the browser is back online.
        refetchOnReconnect: true,
      },
    },
  };
  return new CatalogueQueryClient(catalogue, config);
}

/** A failed answer as JSON carries its status but not its class: give the page a CatalogueError again. */
function reviveError(error: object): Error {
  const { status, status_code, status_message } = error as Partial<CatalogueError>;
  return typeof status === 'number'
    ? new CatalogueError(status, '', { status_code, status_message })
    : new Error(status_message ?? 'The request failed on the server');
}

// Clients holding a server render's answers whose page is not hydrated yet.
const awaitingHydration = new WeakSet<QueryClient>();

/** Puts a server render's answers (and failures) into the cache before the first render. */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error === null
        ? query
        : { ...query, state: { ...query.state, error: reviveError(query.state.error) } },
    ),
  });
  awaitingHydration.add(client);
}

/**
 * Whether the cache must stay as the server render left it: hydration's render has to draw what
 * the server drew, so a request started before it (a route's head start asking again for a failed
 * answer, or for the member's settings) would make the page differ and React draw it anew.
 */
export function isAwaitingHydration(client: QueryClient): boolean {
  return awaitingHydration.has(client);
}

/**
 * Once the page is hydrated: the cache may change, and the failures the server drew are asked
 * again, as the route's head start would have (not one that asking again cannot change, a 404).
 */
export function serverStateHydrated(client: QueryClient): void {
  if (!awaitingHydration.delete(client)) return;
  void client.refetchQueries({
    // Only what the page shows: a query nobody observes has no function to ask with.
    type: 'active',
    predicate: ({ state }) =>
      state.status === 'error' && state.data === undefined && shouldRetry(0, state.error),
  });
}
