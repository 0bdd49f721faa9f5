import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';

/** The list shape of a movie (trending, popular, discover, search, similar), in TMDB's field order. */
export function toMovieListItem(details: MovieDetails): MovieListItem {
  return {
    adult: details.adult,
    backdrop_path: details.backdrop_path,
    genre_ids: details.genres.map((genre) => genre.id),
    id: details.id,
    original_language: details.original_language,
    original_title: details.original_title,
    overview: details.overview,
    popularity: details.popularity,
    poster_path: details.poster_path,
    release_date: details.release_date,
    title: details.title,
    video: details.video,
    vote_average: details.vote_average,
    vote_count: details.vote_count,
  };
}

export function toTvListItem(details: TvDetails): TvListItem {
  return {
    adult: details.adult,
    backdrop_path: details.backdrop_path,
    genre_ids: details.genres.map((genre) => genre.id),
    id: details.id,
    origin_country: details.origin_country,
    original_language: details.original_language,
    original_name: details.original_name,
    overview: details.overview,
    popularity: details.popularity,
    poster_path: details.poster_path,
    first_air_date: details.first_air_date,
    name: details.name,
    vote_average: details.vote_average,
    vote_count: details.vote_count,
  };
}

export function toPersonListItem(
  details: PersonDetails,
  originalName: string | null,
  knownFor: Array<MovieListItem | TvListItem>,
): PersonListItem {
  return {
    adult: details.adult,
    gender: details.gender,
    id: details.id,
    known_for_department: details.known_for_department,
    name: details.name,
    original_name: originalName ?? details.name,
    popularity: details.popularity,
    profile_path: details.profile_path,
    known_for: knownFor,
  };
}
