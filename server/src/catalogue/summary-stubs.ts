import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { genreName } from './genres.js';
import type { MovieSummary, TvSummary } from './tmdb-document-checks.js';

// Stubs fill a details object from a list item or a credit with TMDB's "unknown" values, so a title
// or person seen only in a list can be served; imported details replace them.

function genresOf(ids: readonly number[] = []): Array<{ id: number; name: string }> {
  return ids.map((id) => ({ id, name: genreName(id) ?? 'Unknown' }));
}

export function movieFromSummary(item: MovieSummary): MovieDetails {
  return {
    adult: item.adult ?? false,
    backdrop_path: item.backdrop_path ?? null,
    belongs_to_collection: null,
    budget: 0,
    genres: genresOf(item.genre_ids),
    homepage: '',
    id: item.id,
    imdb_id: null,
    origin_country: [],
    original_language: item.original_language ?? '',
    original_title: item.original_title ?? item.title,
    overview: item.overview ?? '',
    popularity: item.popularity ?? 0,
    poster_path: item.poster_path ?? null,
    production_companies: [],
    production_countries: [],
    release_date: item.release_date ?? '',
    revenue: 0,
    runtime: 0,
    spoken_languages: [],
    status: 'Released',
    tagline: '',
    title: item.title,
    video: item.video ?? false,
    vote_average: item.vote_average ?? 0,
    vote_count: item.vote_count ?? 0,
  };
}

export function tvFromSummary(item: TvSummary): TvDetails {
  return {
    adult: item.adult ?? false,
    backdrop_path: item.backdrop_path ?? null,
    created_by: [],
    episode_run_time: [],
    first_air_date: item.first_air_date ?? '',
    genres: genresOf(item.genre_ids),
    homepage: '',
    id: item.id,
    in_production: false,
    languages: [],
    last_air_date: null,
    last_episode_to_air: null,
    name: item.name,
    next_episode_to_air: null,
    networks: [],
    number_of_episodes: 0,
    number_of_seasons: 0,
    origin_country: item.origin_country ?? [],
    original_language: item.original_language ?? '',
    original_name: item.original_name ?? item.name,
    overview: item.overview ?? '',
    popularity: item.popularity ?? 0,
    poster_path: item.poster_path ?? null,
    production_companies: [],
    production_countries: [],
    seasons: [],
    spoken_languages: [],
    status: '',
    tagline: '',
    type: '',
    vote_average: item.vote_average ?? 0,
    vote_count: item.vote_count ?? 0,
  };
}

export function personFromSummary(
  item: Pick<PersonDetails, 'id' | 'name'> &
    Partial<
      Pick<
        PersonDetails,
        'adult' | 'gender' | 'known_for_department' | 'popularity' | 'profile_path'
      >
    >,
): PersonDetails {
  return {
    adult: item.adult ?? false,
    also_known_as: [],
    biography: '',
    birthday: null,
    deathday: null,
    gender: item.gender ?? 0,
    homepage: null,
    id: item.id,
    imdb_id: null,
    known_for_department: item.known_for_department ?? '',
    name: item.name,
    place_of_birth: null,
    popularity: item.popularity ?? 0,
    profile_path: item.profile_path ?? null,
  };
}
