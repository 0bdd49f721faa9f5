import { describe, expect, it } from 'vitest';
import { prefetchBrowse } from './browse-prefetch';
import { fakeIdToken } from '../test/utils';
import {
  PAGE_ORIGIN,
  prefetchQueryClient,
  requested,
  SETTINGS_REQUEST,
  settled,
  stubPrefetchCatalogue,
} from '../test/prefetch-kit';

const origin = PAGE_ORIGIN;

describe('the browse route prefetch', () => {
  it("start a member's settings with a browse list", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubPrefetchCatalogue();
    const queryClient = prefetchQueryClient();
    prefetchBrowse(queryClient, 'movie', `${origin}/movies?genre=18`);
    await settled(queryClient);
    expect(requested(fetchMock).sort()).toEqual(
      ['/3/discover/movie?sort_by=popularity.desc&with_genres=18&page=1', SETTINGS_REQUEST].sort(),
    );
  });
});
