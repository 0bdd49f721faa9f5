import type { TvSeason } from '@marquee/tmdb-types/details';

export interface EpisodeNumbers {
  seasonNumber: number;
  episodeNumber: number;
}

export interface EpisodeNeighbours {
  previous?: EpisodeNumbers;
  next?: EpisodeNumbers;
}

/**
 * The episodes before and after one, from the seasons the show's details list: right across season
 * boundaries for regular seasons (the previous season's last, the next season's first), within
 * the season for specials, which air apart from the story. Nothing beyond what is listed.
 */
export function episodeNeighbours(
  seasons: readonly TvSeason[],
  { seasonNumber, episodeNumber }: EpisodeNumbers,
): EpisodeNeighbours {
  const listed = seasons
    .filter((season) => season.episode_count > 0)
    .filter((season) =>
      seasonNumber === 0 ? season.season_number === 0 : season.season_number >= 1,
    )
    .sort((a, b) => a.season_number - b.season_number);
  const index = listed.findIndex((season) => season.season_number === seasonNumber);
  const current = listed[index];
  const neighbours: EpisodeNeighbours = {};
  if (episodeNumber > 1) neighbours.previous = { seasonNumber, episodeNumber: episodeNumber - 1 };
  else {
    const before = index > 0 ? listed[index - 1] : undefined;
    if (before)
      neighbours.previous = {
        seasonNumber: before.season_number,
        episodeNumber: before.episode_count,
      };
  }
  // A season the details do not list says nothing of how long it is.
  if (!current) return neighbours;
  if (episodeNumber < current.episode_count)
    neighbours.next = { seasonNumber, episodeNumber: episodeNumber + 1 };
  else {
    const after = listed[index + 1];
    if (after) neighbours.next = { seasonNumber: after.season_number, episodeNumber: 1 };
  }
  return neighbours;
}
