import type { ImportEpisodeRating } from '@marquee/tmdb-types/library-transfer';
import type { NumberedEpisode } from './episode-numbers';
import type { EpisodeRating } from './import-records';

/*
 * Ratings of episodes as the import sends them. A member rates an episode once; when the files
 * rate one twice (two files, or two numberings of one episode), the latest rating is theirs.
 */

/** One rating an episode, by the catalogue's numbers: the latest, the later row on a tie. */
export function importedEpisodeRatings(
  ratings: ReadonlyArray<NumberedEpisode<EpisodeRating>>,
): ImportEpisodeRating[] {
  const byEpisode = new Map<string, ImportEpisodeRating>();
  for (const { episode, showId, season_number, episode_number } of ratings) {
    const key = `${showId}:${season_number}:${episode_number}`;
    const before = byEpisode.get(key);
    if (before && (episode.rated_at ?? '') < (before.rated_at ?? '')) continue;
    const rating: ImportEpisodeRating = {
      show_id: showId,
      season_number,
      episode_number,
      rating: episode.rating,
    };
    if (episode.rated_at !== undefined) rating.rated_at = episode.rated_at;
    byEpisode.set(key, rating);
  }
  return [...byEpisode.values()];
}
