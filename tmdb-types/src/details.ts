import type {
  CastMember,
  CombinedCredits,
  Credits,
  CrewMember,
  EpisodeCredits,
} from './credits.js';
import type { ContentRatings, MovieReleaseDates } from './certifications.js';
import type { CollectionSummary } from './collection.js';
import type { Genre } from './genre.js';
import type { MovieKeywords, TvKeywords } from './keyword.js';
import type { MovieListItem, TvListItem } from './media.js';
import type { Page } from './page.js';
import type { VideoList } from './videos.js';
import type { TitleWatchProviders } from './watch-providers.js';

interface Company {
  id: number;
  logo_path: string | null;
  name: string;
  origin_country: string;
}

interface Country {
  iso_3166_1: string;
  name: string;
}

interface Language {
  english_name: string;
  iso_639_1: string;
  name: string;
}

export interface MovieDetails {
  adult: boolean;
  backdrop_path: string | null;
  belongs_to_collection: CollectionSummary | null;
  budget: number;
  genres: Genre[];
  homepage: string;
  id: number;
  imdb_id: string | null;
  origin_country: string[];
  original_language: string;
  original_title: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  production_companies: Company[];
  production_countries: Country[];
  release_date: string;
  revenue: number;
  runtime: number;
  spoken_languages: Language[];
  status: string;
  tagline: string;
  title: string;
  video: boolean;
  vote_average: number;
  vote_count: number;
  /** With `append_to_response=credits`. */
  credits?: Credits;
  /** With `append_to_response=similar`. */
  similar?: Page<MovieListItem>;
  /** With `append_to_response=videos`. */
  videos?: Omit<VideoList, 'id'>;
  /** With `append_to_response=watch/providers`. */
  'watch/providers'?: Omit<TitleWatchProviders, 'id'>;
  /** With `append_to_response=keywords`. */
  keywords?: Omit<MovieKeywords, 'id'>;
  /** With `append_to_response=release_dates`: each country's releases and certifications. */
  release_dates?: Omit<MovieReleaseDates, 'id'>;
}

export interface TvCreator {
  id: number;
  credit_id: string;
  name: string;
  gender: number;
  profile_path: string | null;
}

export interface TvSeason {
  air_date: string | null;
  episode_count: number;
  id: number;
  name: string;
  overview: string;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
}

/** An episode as TV details name it (`last_episode_to_air`, `next_episode_to_air`). */
export interface TvEpisode {
  id: number;
  name: string;
  overview: string;
  vote_average: number;
  vote_count: number;
  air_date: string;
  episode_number: number;
  production_code: string;
  runtime: number | null;
  season_number: number;
  show_id: number;
  still_path: string | null;
  /** "standard", "finale" or "mid_season"; TMDB's older documents leave it out. */
  episode_type?: string;
}

/** An episode of a season's answer: everything TMDB lists of it, its crew and guest stars too. */
export interface TvSeasonEpisode extends TvEpisode {
  episode_type: string;
  crew: CrewMember[];
  guest_stars: CastMember[];
}

/** `/tv/{series_id}/season/{season_number}`. */
export interface TvSeasonDetails {
  /** TMDB's own document id, beside the season's numeric `id`. */
  _id: string;
  air_date: string | null;
  episodes: TvSeasonEpisode[];
  name: string;
  networks: Company[];
  overview: string;
  id: number;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
  /** With `append_to_response=credits`: the season's cast and crew. */
  credits?: Credits;
  /** With `append_to_response=external_ids`. */
  external_ids?: Record<string, string | number | null>;
}

/** `/tv/{series_id}/season/{season_number}/episode/{episode_number}`: no `show_id`, as TMDB sends it. */
export interface TvEpisodeDetails extends Omit<TvSeasonEpisode, 'show_id'> {
  /** With `append_to_response=credits`: the regular cast, the episode's crew and guest stars. */
  credits?: EpisodeCredits;
  /** With `append_to_response=external_ids`. */
  external_ids?: Record<string, string | number | null>;
}

export interface TvDetails {
  adult: boolean;
  backdrop_path: string | null;
  created_by: TvCreator[];
  episode_run_time: number[];
  first_air_date: string;
  genres: Genre[];
  homepage: string;
  id: number;
  in_production: boolean;
  languages: string[];
  last_air_date: string | null;
  last_episode_to_air: TvEpisode | null;
  name: string;
  next_episode_to_air: TvEpisode | null;
  networks: Company[];
  number_of_episodes: number;
  number_of_seasons: number;
  origin_country: string[];
  original_language: string;
  original_name: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  production_companies: Company[];
  production_countries: Country[];
  seasons: TvSeason[];
  spoken_languages: Language[];
  status: string;
  tagline: string;
  type: string;
  vote_average: number;
  vote_count: number;
  credits?: Credits;
  similar?: Page<TvListItem>;
  /** With `append_to_response=videos`. */
  videos?: Omit<VideoList, 'id'>;
  /** With `append_to_response=watch/providers`. */
  'watch/providers'?: Omit<TitleWatchProviders, 'id'>;
  /** With `append_to_response=keywords`. */
  keywords?: Omit<TvKeywords, 'id'>;
  /** With `append_to_response=content_ratings`: each country's rating. */
  content_ratings?: Omit<ContentRatings, 'id'>;
}

export interface PersonDetails {
  adult: boolean;
  also_known_as: string[];
  biography: string;
  birthday: string | null;
  deathday: string | null;
  gender: number;
  homepage: string | null;
  id: number;
  imdb_id: string | null;
  known_for_department: string;
  name: string;
  place_of_birth: string | null;
  popularity: number;
  profile_path: string | null;
  /** With `append_to_response=combined_credits`. */
  combined_credits?: CombinedCredits;
}
