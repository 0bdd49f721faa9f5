import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { WatchProviderList } from '@marquee/tmdb-types/watch-providers';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

/** `3/watch/providers/{movie,tv}?watch_region=…`: the services of movies or shows in a region. */
export function watchProvidersQueryOptions(mediaType: TitleMediaType, region: string) {
  return queryOptions({
    queryKey: ['watch-providers', mediaType, region] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<WatchProviderList>(
        `3/watch/providers/${mediaType}`,
        { watch_region: region },
        { signal, client, member: true },
      ),
  });
}
