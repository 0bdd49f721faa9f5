import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeIdToken, jsonResponse } from '../test/utils';
import { createCatalogueClient, fetchCatalogue, type TokenProvider } from './catalogue-client';
import { CatalogueQueryClient } from './query-client';

const page = { page: 1, results: [], total_pages: 1, total_results: 0 };

/** A members-only query, as the app's factories write them: it asks with its query client's catalogue client. */
const trendingQuery = queryOptions({
  queryKey: ['trending', 'all', 1] as const,
  queryFn: ({ signal, client }) =>
    fetchCatalogue<typeof page>(
      '3/trending/all/day',
      { page: 1 },
      { signal, client, member: true },
    ),
});

/** A render's own catalogue client: its base URL, a transport that records, its member's token. */
function renderClient(baseUrl: string, token: string | null) {
  const asked: Array<{ url: string; authorization: string | undefined }> = [];
  const tokens: TokenProvider = { current: () => token, refresh: () => Promise.resolve(null) };
  const catalogue = createCatalogueClient({
    baseUrl: () => baseUrl,
    tokens: () => tokens,
    transport: async (url, init) => {
      const headers = init.headers as Record<string, string>;
      asked.push({ url: url.href, authorization: headers.Authorization });
      // Each answer waits a turn, so two renders' requests are in flight together.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return jsonResponse(page);
    },
  });
  return { queryClient: new CatalogueQueryClient(catalogue), asked };
}

describe('a query client with its own catalogue client', () => {
  it("asks with its own base URL, transport and member's token, never another's in flight at once", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const ada = fakeIdToken({ user_id: 'uid-1', sub: 'uid-1' });
    const bob = fakeIdToken({ user_id: 'uid-2', sub: 'uid-2' });
    const first = renderClient('http://marquee.invalid/a/', ada);
    const second = renderClient('http://marquee.invalid/b/', bob);

    await Promise.all([
      first.queryClient.fetchQuery(trendingQuery),
      second.queryClient.fetchQuery(trendingQuery),
    ]);

    expect(first.asked).toEqual([
      { url: 'http://marquee.invalid/a/3/trending/all/day?page=1', authorization: `Bearer ${ada}` },
    ]);
    expect(second.asked).toEqual([
      { url: 'http://marquee.invalid/b/3/trending/all/day?page=1', authorization: `Bearer ${bob}` },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has no other to fall back on: a query client made without one fails before asking', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(new QueryClient().fetchQuery({ ...trendingQuery, retry: false })).rejects.toThrow(
      /no catalogue client/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
