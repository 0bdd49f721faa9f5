import { LibraryError } from './library-error.js';
import type { EpisodeRef } from './library-limits.js';
import type { RatedEpisodeDetails } from './library-store.js';

// What an item of TMDB's rated episodes says of the episode. A season's episode comes with its
// crew and guest stars too, which the rated list never answers with, so only these are kept.
const DETAILS_FIELDS = {
  air_date: true,
  episode_number: true,
  id: true,
  name: true,
  overview: true,
  production_code: true,
  runtime: true,
  season_number: true,
  show_id: true,
  still_path: true,
  vote_average: true,
  vote_count: true,
} as const satisfies Record<keyof RatedEpisodeDetails, true>;

/**
 * The details of a rated episode as kept (rating one, or an import's): this episode's, and only
 * the fields the rated list carries.
 */
export function keptDetails(episode: EpisodeRef, details: RatedEpisodeDetails): string {
  if (
    typeof details !== 'object' ||
    details === null ||
    details.show_id !== episode.showId ||
    details.season_number !== episode.seasonNumber ||
    details.episode_number !== episode.episodeNumber
  )
    throw new LibraryError(
      'invalid-episode',
      "An episode's details must name it: its show_id, season_number and episode_number.",
    );
  const fields = Object.keys(DETAILS_FIELDS) as (keyof RatedEpisodeDetails)[];
  return JSON.stringify(Object.fromEntries(fields.map((field) => [field, details[field]])));
}
