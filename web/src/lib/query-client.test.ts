import { dehydrate, QueryClient, QueryObserver, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueError } from './catalogue-client';
import { expectConsoleError } from '../test/console';
import { browserCatalogueClient } from '../test/utils';
import {
  createQueryClient,
  hydrateServerState,
  isAwaitingHydration,
  maxRetries,
  serverStateHydrated,
  shouldRetry,
} from './query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404])(
    'never retries a %i: asking again gets the same refusal',
    (status) => {
      expect(shouldRetry(0, new CatalogueError(status, ''))).toBe(false);
    },
  );

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 500', new CatalogueError(500, 'Internal Server Error')],
    ['a 503', new CatalogueError(503, 'Service Unavailable')],
    ['a 429', new CatalogueError(429, 'Too Many Requests')],
  ])('retries %s a few times, then gives up', (_name, error) => {
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(maxRetries - 1, error)).toBe(true);
    expect(shouldRetry(maxRetries, error)).toBe(false);
  });
});

describe('the query cache’s failure log', () => {
  function fetchFailing(error: Error, meta?: Record<string, unknown>) {
    const queryClient = createQueryClient(browserCatalogueClient());
    return queryClient
      .fetchQuery({
        queryKey: ['shared-list', 'abc', 1],
        queryFn: () => Promise.reject(error),
        retry: false,
        ...(meta ? { meta } : {}),
      })
      .catch(() => undefined);
  }

  it('says nothing of a 404 the query expects, which its page shows as Not Found', async () => {
    // The console guard fails the test on any console.error.
    await fetchFailing(new CatalogueError(404, 'Not Found'), { expectsNotFound: true });
  });

  it('logs any other failure of such a query', async () => {
    expectConsoleError(/Catalogue request \["shared-list","abc",1\] failed: CatalogueError/);
    await fetchFailing(new CatalogueError(503, 'Service Unavailable'), { expectsNotFound: true });
  });

  it('logs a 404 of a query that does not expect one', async () => {
    expectConsoleError(/Catalogue request \["shared-list","abc",1\] failed: CatalogueError/);
    await fetchFailing(new CatalogueError(404, 'Not Found'));
  });
});

describe("a server render's answers in the browser", () => {
  /** What a server render that failed these queries sends, through JSON as in the page. */
  async function failedOnServer(failures: Array<[string[], number]>): Promise<DehydratedState> {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const [queryKey, status] of failures)
      await server.prefetchQuery({
        queryKey,
        queryFn: () => Promise.reject(new CatalogueError(status, '', { status_message: 'No' })),
      });
    const state = dehydrate(server, { shouldDehydrateQuery: () => true });
    return JSON.parse(JSON.stringify(state)) as DehydratedState;
  }

  /** A page's query, as useQuery with retryOnMount: false watches it. */
  function observe(client: QueryClient, queryKey: string[]) {
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    const observer = new QueryObserver(client, { queryKey, queryFn, retryOnMount: false });
    observer.subscribe(() => undefined);
    return queryFn;
  }

  it('keeps the cache as the server left it until hydrated, then asks again what failed', async () => {
    const state = await failedOnServer([
      [['movie', '1'], 500],
      [['movie', '999'], 404],
      // Failed on the server but shown by nothing on the page: nothing to ask it with.
      [['library', 'uid-1', 'settings'], 503],
    ]);
    const client = createQueryClient(browserCatalogueClient());
    hydrateServerState(client, state);
    expect(isAwaitingHydration(client)).toBe(true);
    expect(client.getQueryState(['movie', '1'])?.error).toBeInstanceOf(CatalogueError);
    const failed = observe(client, ['movie', '1']);
    const missing = observe(client, ['movie', '999']);

    serverStateHydrated(client);
    expect(isAwaitingHydration(client)).toBe(false);
    expect(client.getQueryState(['library', 'uid-1', 'settings'])?.fetchStatus).toBe('idle');
    expect(client.isFetching()).toBe(1);
    await vi.waitFor(() => expect(client.getQueryData(['movie', '1'])).toBe('answer'));
    // A 404 stays Not Found: asking again cannot change it.
    expect(missing).not.toHaveBeenCalled();
    serverStateHydrated(client);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
