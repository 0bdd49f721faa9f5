import type { TvEpisodeDetails } from '@marquee/tmdb-types/details';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../../lib/catalogue-client';
import { parseSeasonParams, type SeasonTarget } from '../season/season-query';

export interface EpisodeTarget extends SeasonTarget {
  episodeNumber: number;
}

/** `/details/tv/{id}/season/{n}/episode/{e}` as the page and its loader read it; undefined is Not Found. */
export function parseEpisodeParams(params: {
  id?: string | undefined;
  seasonNumber?: string | undefined;
  episodeNumber?: string | undefined;
}): EpisodeTarget | undefined {
  const season = parseSeasonParams(params);
  const { episodeNumber } = params;
  if (!season || episodeNumber === undefined || !/^\d{1,9}$/.test(episodeNumber)) return undefined;
  return { ...season, episodeNumber: Number(episodeNumber) };
}

/** `3/tv/{id}/season/{n}/episode/{e}`, with its guest stars and crew: public, no member token. */
export function episodeQueryOptions({ showId, seasonNumber, episodeNumber }: EpisodeTarget) {
  return queryOptions({
    queryKey: ['tv', showId, 'season', seasonNumber, 'episode', episodeNumber] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<TvEpisodeDetails>(
        `3/tv/${showId}/season/${seasonNumber}/episode/${episodeNumber}`,
        {},
        { signal, client },
      ),
    // No such show, season or episode: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
