import type { TvEpisode, TvSeason } from '@marquee/tmdb-types/details';
import type { GuideEpisode, GuideSeason } from '../title-catalogue/show-guide.js';

// What the show guide should say of TMDB's fields, written out field by field apart from the
// guide's own reading, so a test compares the two.

export function expectedGuideEpisode(episode: TvEpisode): GuideEpisode {
  return {
    seasonNumber: episode.season_number,
    episodeNumber: episode.episode_number,
    id: episode.id,
    name: episode.name,
    airDate: episode.air_date,
    runtime: episode.runtime,
    stillPath: episode.still_path,
    overview: episode.overview,
    productionCode: episode.production_code,
    voteAverage: episode.vote_average,
    voteCount: episode.vote_count,
  };
}

export function expectedGuideSeason(season: TvSeason): GuideSeason {
  return {
    id: season.id,
    seasonNumber: season.season_number,
    name: season.name,
    episodeCount: season.episode_count,
    airDate: season.air_date,
    posterPath: season.poster_path,
  };
}
