import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { isMediaType, type MediaType } from '@marquee/tmdb-types/media';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

export interface DetailsByMediaType {
  movie: MovieDetails;
  person: PersonDetails;
  tv: TvDetails;
}

export interface DetailsTarget {
  mediaType: MediaType;
  id: number;
}

/** `/details/{media type}/{id}` as the page and its loader read it; undefined is Not Found. */
export function parseDetailsParams(params: {
  mediaType?: string | undefined;
  id?: string | undefined;
}): DetailsTarget | undefined {
  const { mediaType, id } = params;
  if (!isMediaType(mediaType) || id === undefined || !/^\d+$/.test(id)) return undefined;
  return { mediaType, id: Number(id) };
}

/** One request brings everything a details page links to. */
const appended: Record<MediaType, string> = {
  movie: 'credits,similar',
  tv: 'credits,similar',
  person: 'combined_credits',
};

/** `3/{media type}/{id}`: public, so it carries no member token. */
export function detailsQueryOptions<M extends MediaType>(mediaType: M, id: number) {
  return queryOptions({
    queryKey: [mediaType, id] as const,
    queryFn: ({ signal }) =>
      fetchCatalogue<DetailsByMediaType[M]>(
        `3/${mediaType}/${id}`,
        { append_to_response: appended[mediaType] },
        { signal },
      ),
    // No such title or person: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
