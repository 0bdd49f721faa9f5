import type { GuideEpisode } from '../../title-catalogue/show-guide.js';
import type { RatedEpisodeDetails } from '../store/library-store.js';

/**
 * The episode as TMDB's rated list gives it, from the catalogue's copy when rated (rating one, or
 * an import's episode ratings).
 */
export function ratedDetails(showId: number, episode: GuideEpisode): RatedEpisodeDetails {
  return {
    air_date: episode.airDate ?? '',
    episode_number: episode.episodeNumber,
    id: episode.id,
    name: episode.name,
    overview: episode.overview,
    production_code: episode.productionCode,
    runtime: episode.runtime,
    season_number: episode.seasonNumber,
    show_id: showId,
    still_path: episode.stillPath,
    vote_average: episode.voteAverage,
    vote_count: episode.voteCount,
  };
}
