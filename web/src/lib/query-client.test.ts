import { describe, expect, it } from 'vitest';
import { CatalogueError } from './catalogue-client';
import { expectConsoleError } from '../test-console';
import { createQueryClient, maxRetries, shouldRetry } from './query-client';

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
    const queryClient = createQueryClient();
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
