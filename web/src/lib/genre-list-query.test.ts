import { describe, expect, it } from 'vitest';
import { createTestQueryClient, stubCatalogue, tmdbExample } from '../test/utils';
import { genreListQueryOptions } from './genre-list-query';

describe('genreListQueryOptions', () => {
  it('asks for a media type’s genres once: every later reader gets the same entry', async () => {
    const fetchMock = stubCatalogue({ '3/genre/tv/list': tmdbExample('genre-tv-list') });
    const queryClient = createTestQueryClient();
    const first = await queryClient.fetchQuery(genreListQueryOptions('tv'));
    const second = await queryClient.fetchQuery(genreListQueryOptions('tv'));
    expect(second).toBe(first);
    expect(first.genres.length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe('/3/genre/tv/list');
  });
});
