import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

export type DetailsCategory = 'movie' | 'person' | 'tv';

export interface DetailsByCategory {
  movie: MovieDetails;
  person: PersonDetails;
  tv: TvDetails;
}

export function isDetailsCategory(value: string | undefined): value is DetailsCategory {
  return value === 'movie' || value === 'person' || value === 'tv';
}

/** One request brings everything a details page links to. */
const appended: Record<DetailsCategory, string> = {
  movie: 'credits,similar',
  tv: 'credits,similar',
  person: 'combined_credits',
};

export function detailsQueryOptions<C extends DetailsCategory>(category: C, id: number) {
  return queryOptions({
    queryKey: [category, id] as const,
    queryFn: ({ signal }) =>
      fetchCatalogue<DetailsByCategory[C]>(
        `3/${category}/${id}`,
        { append_to_response: appended[category] },
        signal,
      ),
  });
}
