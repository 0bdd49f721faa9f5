import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { WatchProvider } from '@marquee/tmdb-types/watch-providers';
import { useQueries } from '@tanstack/react-query';
import { watchProvidersQueryOptions } from '../lib/watch-providers-query';

/** A service as a picker lists it: its place in the region, its name and logo. */
export interface RegionService {
  id: number;
  name: string;
  logoPath: string;
  priority: number;
}

/**
 * The services of movies and of shows in a region as one list, each once (by id): the region's
 * order first (TMDB's display priority there), then by name.
 */
export function regionServices(
  region: string,
  lists: ReadonlyArray<readonly WatchProvider[]>,
): RegionService[] {
  const byId = new Map<number, RegionService>();
  for (const provider of lists.flat()) {
    const priority = provider.display_priorities[region] ?? provider.display_priority;
    const known = byId.get(provider.provider_id);
    if (known === undefined)
      byId.set(provider.provider_id, {
        id: provider.provider_id,
        name: provider.provider_name,
        logoPath: provider.logo_path,
        priority,
      });
    else known.priority = Math.min(known.priority, priority);
  }
  return [...byId.values()].sort(
    (a, b) => a.priority - b.priority || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

export type RegionServicesState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; services: RegionService[] };

const bothLists: readonly TitleMediaType[] = ['movie', 'tv'];

/**
 * The services of the region chosen ('' for none yet), from the catalogue's lists of these media
 * types (My services: both; a list of movies: the movies' one).
 */
export function useRegionServices(
  region: string,
  mediaTypes: readonly TitleMediaType[] = bothLists,
): RegionServicesState {
  return useQueries({
    queries: mediaTypes.map((mediaType) => ({
      ...watchProvidersQueryOptions(mediaType, region),
      enabled: region !== '',
    })),
    combine: (results): RegionServicesState => {
      if (region === '') return { status: 'none' };
      const failed = results.find((result) => result.isError);
      if (failed?.error)
        return {
          status: 'error',
          error: failed.error,
          retry: () => results.forEach((result) => void result.refetch()),
        };
      if (results.some((result) => result.data === undefined)) return { status: 'loading' };
      return {
        status: 'ready',
        services: regionServices(
          region,
          results.map((result) => result.data?.results ?? []),
        ),
      };
    },
  });
}
