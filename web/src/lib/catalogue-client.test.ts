import { describe, expect, it } from 'vitest';
import { jsonResponse, stubCatalogue } from '../test-utils';
import { CatalogueError, fetchCatalogue } from './catalogue-client';

describe('fetchCatalogue', () => {
  it('resolves paths against the document base and sends the parameters', async () => {
    const fetchMock = stubCatalogue({
      '3/trending/movie/day': { page: 2, results: [], total_pages: 1, total_results: 0 },
    });
    await expect(
      fetchCatalogue('3/trending/movie/day', { page: 2, skip: undefined }),
    ).resolves.toMatchObject({ page: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'http://localhost:3000/3/trending/movie/day?page=2',
    );
  });

  it("throws a CatalogueError carrying TMDB's error body", async () => {
    stubCatalogue({});
    const error = await fetchCatalogue('3/movie/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({
      status: 404,
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    });
  });

  it('still throws a CatalogueError when the error body is not JSON', async () => {
    stubCatalogue({
      '3/movie/2': () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(fetchCatalogue('3/movie/2')).rejects.toMatchObject({
      status: 502,
      status_code: undefined,
      message: 'Bad Gateway',
    });
    stubCatalogue({ '3/movie/3': () => jsonResponse({}, 500) });
    await expect(fetchCatalogue('3/movie/3')).rejects.toBeInstanceOf(CatalogueError);
  });
});
