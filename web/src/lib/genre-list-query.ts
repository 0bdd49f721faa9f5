import type { GenreList } from '@marquee/tmdb-types/genre';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

/** `3/genre/{media type}/list`, public: browse's filters and the library's toolbar share it. */
export function genreListQueryOptions(mediaType: TitleMediaType) {
  return queryOptions({
    queryKey: ['genres', mediaType] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<GenreList>(`3/genre/${mediaType}/list`, {}, { signal, client }),
    // Genre lists change about once a decade.
    staleTime: Infinity,
  });
}
