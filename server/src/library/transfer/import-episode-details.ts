import { NOT_FOUND_MESSAGE, TmdbHttpError } from '../../http/tmdb-errors.js';
import { mapConcurrently } from '../../map-concurrently.js';
import type { GuideEpisode, ShowGuide } from '../../title-catalogue/show-guide.js';
import { ratedDetails } from '../http/rated-episode-details.js';
import type { AskedImport } from '../store/import-plan-check.js';
import type { ImportedEpisodeRating } from '../store/library-store.js';
import { MATCH_CONCURRENCY } from './title-matcher.js';

type AskedEpisodeRating = AskedImport['episodeRatings'][number];

/**
 * The import's episode ratings with each episode's details as the catalogue lists it, the details
 * rating one keeps. Each season is read once, MATCH_CONCURRENCY at a time; a show or season the
 * catalogue lacks lists no episode. 404 (code 34) naming the first row of an episode not listed,
 * so nothing is written (docs/library-api.md, "Import and export").
 */
export async function episodeRatingsWithDetails(
  shows: ShowGuide,
  ratings: readonly AskedEpisodeRating[],
): Promise<ImportedEpisodeRating[]> {
  const seasonKey = (rating: AskedEpisodeRating) => `${rating.showId}:${rating.seasonNumber}`;
  const seasons = new Map(ratings.map((rating) => [seasonKey(rating), rating]));
  const asked = [...seasons.entries()];
  const listed = await mapConcurrently(asked, MATCH_CONCURRENCY, async ([, rating]) => {
    try {
      return await shows.season(rating.showId, rating.seasonNumber);
    } catch (error) {
      if (error instanceof TmdbHttpError && error.statusCode === 404) return [];
      throw error;
    }
  });
  const episodes = new Map<string, GuideEpisode[]>(
    asked.map(([key], index) => [key, listed[index] ?? []]),
  );
  return ratings.map((rating, index) => {
    const { showId, seasonNumber, episodeNumber } = rating;
    const episode = episodes
      .get(seasonKey(rating))
      ?.find((listedEpisode) => listedEpisode.episodeNumber === episodeNumber);
    if (episode === undefined)
      throw new TmdbHttpError(
        404,
        34,
        `episode_ratings[${index}]: ${NOT_FOUND_MESSAGE} (tv ${showId} season ${seasonNumber} episode ${episodeNumber})`,
      );
    return { ...rating, details: ratedDetails(showId, episode) };
  });
}
