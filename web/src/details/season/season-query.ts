import type { TvSeasonDetails, TvSeasonEpisode } from '@marquee/tmdb-types/details';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../../lib/catalogue-client';

/** An episode as the season's page shows it: without its crew and guest stars (its own page's). */
export type SeasonEpisode = Pick<
  TvSeasonEpisode,
  | 'id'
  | 'name'
  | 'overview'
  | 'air_date'
  | 'season_number'
  | 'episode_number'
  | 'runtime'
  | 'still_path'
  | 'vote_average'
  | 'vote_count'
>;

/**
 * A season as the page keeps it, with what the page shows. TMDB's answer names every episode's
 * crew and guest stars, which a page the server renders would otherwise carry whole to the browser.
 */
export interface SeasonPage extends Pick<
  TvSeasonDetails,
  'id' | 'name' | 'overview' | 'air_date' | 'poster_path' | 'season_number'
> {
  episodes: SeasonEpisode[];
}

function seasonPage(season: TvSeasonDetails): SeasonPage {
  return {
    id: season.id,
    name: season.name,
    overview: season.overview,
    air_date: season.air_date,
    poster_path: season.poster_path,
    season_number: season.season_number,
    episodes: season.episodes.map((episode) => ({
      id: episode.id,
      name: episode.name,
      overview: episode.overview,
      air_date: episode.air_date,
      season_number: episode.season_number,
      episode_number: episode.episode_number,
      runtime: episode.runtime,
      still_path: episode.still_path,
      vote_average: episode.vote_average,
      vote_count: episode.vote_count,
    })),
  };
}

export interface SeasonTarget {
  showId: number;
  seasonNumber: number;
}

const wholeNumber = /^\d{1,9}$/;

/** `/details/tv/{id}/season/{n}` as the page and its loader read it; undefined is Not Found. */
export function parseSeasonParams(params: {
  id?: string | undefined;
  seasonNumber?: string | undefined;
}): SeasonTarget | undefined {
  const { id, seasonNumber } = params;
  if (id === undefined || !/^\d+$/.test(id)) return undefined;
  if (seasonNumber === undefined || !wholeNumber.test(seasonNumber)) return undefined;
  return { showId: Number(id), seasonNumber: Number(seasonNumber) };
}

/** `3/tv/{id}/season/{n}`: public, so it carries no member token. */
export function seasonQueryOptions(showId: number, seasonNumber: number) {
  return queryOptions({
    queryKey: ['tv', showId, 'season', seasonNumber] as const,
    queryFn: async ({ signal, client }) =>
      seasonPage(
        await fetchCatalogue<TvSeasonDetails>(
          `3/tv/${showId}/season/${seasonNumber}`,
          {},
          { signal, client },
        ),
      ),
    // No such show or season: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
