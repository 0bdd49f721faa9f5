import { describe, expect, it } from 'vitest';
import { CatalogueError } from './catalogue-client';
import { maxRetries, shouldRetry } from './query-client';

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
