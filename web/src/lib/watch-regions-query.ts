import type { WatchRegionList } from '@marquee/tmdb-types/watch-providers';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

/** `3/watch/providers/regions`: the regions the catalogue's services are listed in. */
export function watchRegionsQueryOptions() {
  return queryOptions({
    queryKey: ['watch-regions'] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<WatchRegionList>(
        '3/watch/providers/regions',
        {},
        {
          signal,
          client,
          member: true,
        },
      ),
    // Regions come and go about as often as services open in a new country.
    staleTime: Infinity,
  });
}
