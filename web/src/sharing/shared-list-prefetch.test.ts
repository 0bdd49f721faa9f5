import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, type Mock } from 'vitest';
import { prefetchSharedList } from './shared-list-prefetch';
import { stubCatalogue } from '../test/utils';

const origin = 'http://localhost:3000';

function requested(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return `${url.pathname}?${url.searchParams.toString()}`;
  });
}

async function settled(queryClient: QueryClient) {
  await expect.poll(() => queryClient.isFetching()).toBe(0);
}

describe('the shared list route prefetch', () => {
  it('start the page of a shared list the address names', async () => {
    const fetchMock = stubCatalogue({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSharedList(queryClient, { shareId: 'abc' }, `${origin}/shared/list/abc?page=2`);
    await settled(queryClient);
    expect(requested(fetchMock)).toEqual(['/3/shared/list/abc?page=2']);
  });
});
