import type { WatchProvider } from '@marquee/tmdb-types/watch-providers';
import { describe, expect, it } from 'vitest';
import { regionServices } from './region-services';

function provider(id: number, name: string, priorities: Record<string, number>): WatchProvider {
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/logo-${id}.svg`,
    display_priorities: priorities,
    display_priority: 99,
  };
}

describe('a region’s services', () => {
  it('are those of movies and of shows once each, in the region’s order, then by name', () => {
    const movies = [provider(3, 'Corvid', { GB: 2 }), provider(1, 'Aster', { GB: 1 })];
    const shows = [
      provider(1, 'Aster', { GB: 1 }),
      provider(4, 'Bramble', { GB: 2 }),
      provider(5, 'Dune', {}),
    ];
    expect(
      regionServices('GB', [movies, shows]).map(({ id, name, priority }) => [id, name, priority]),
    ).toEqual([
      [1, 'Aster', 1],
      [4, 'Bramble', 2],
      [3, 'Corvid', 2],
      // TMDB's place among all services when the region has none for it.
      [5, 'Dune', 99],
    ]);
  });
});
