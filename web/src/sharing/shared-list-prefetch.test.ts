import { describe, expect, it } from 'vitest';
import { prefetchSharedList } from './shared-list-prefetch';
import { stubCatalogue } from '../test/utils';
import { PAGE_ORIGIN, prefetchQueryClient, requested, settled } from '../test/prefetch-kit';

const origin = PAGE_ORIGIN;

describe('the shared list route prefetch', () => {
  it('start the page of a shared list the address names', async () => {
    const fetchMock = stubCatalogue({});
    const queryClient = prefetchQueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSharedList(queryClient, { shareId: 'abc' }, `${origin}/shared/list/abc?page=2`);
    await settled(queryClient);
    expect(requested(fetchMock)).toEqual(['/3/shared/list/abc?page=2']);
  });
});
