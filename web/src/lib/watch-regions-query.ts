import type { WatchRegion, WatchRegionList } from '@marquee/tmdb-types/watch-providers';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

function byEnglishName(a: WatchRegion, b: WatchRegion): number {
  return a.english_name.localeCompare(b.english_name, 'en');
}

/** `3/watch/providers/regions`, public: the countries where to watch can be shown for, by name. */
export function watchRegionsQueryOptions() {
  return queryOptions({
    queryKey: ['watch-regions'] as const,
    // Not abandoned when the page goes (no signal): every title's page shows the same list, and
    // the one request already asked serves the next.
    queryFn: async ({ client }) => {
      const { results } = await fetchCatalogue<WatchRegionList>(
        '3/watch/providers/regions',
        {},
        { client },
      );
      return [...results].sort(byEnglishName);
    },
    // The countries a catalogue's services operate in change about never.
    staleTime: Infinity,
  });
}

/** A region's English name, or its code while the list is not in or does not have it. */
export function watchRegionName(regions: readonly WatchRegion[] | undefined, code: string): string {
  return regions?.find((entry) => entry.iso_3166_1 === code)?.english_name ?? code;
}
