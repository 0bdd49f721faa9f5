export type MediaType = 'movie' | 'tv' | 'person';

/** A movie as it appears in lists (trending, popular, discover, search, similar). */
export interface MovieListItem {
  adult: boolean;
  backdrop_path: string | null;
  genre_ids: number[];
  id: number;
  original_language: string;
  original_title: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  release_date: string;
  title: string;
  video: boolean;
  vote_average: number;
  vote_count: number;
  /** Present in trending and multi-search results. */
  media_type?: 'movie';
}

/** A TV show as it appears in lists. */
export interface TvListItem {
  adult: boolean;
  backdrop_path: string | null;
  genre_ids: number[];
  id: number;
  origin_country: string[];
  original_language: string;
  original_name: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  first_air_date: string;
  name: string;
  vote_average: number;
  vote_count: number;
  media_type?: 'tv';
}

/** A person as they appear in lists; `known_for` holds a few of their titles. */
export interface PersonListItem {
  adult: boolean;
  gender: number;
  id: number;
  known_for_department: string;
  name: string;
  original_name: string;
  popularity: number;
  profile_path: string | null;
  known_for: Array<MovieListItem | TvListItem>;
  media_type?: 'person';
}

export type AnyListItem = MovieListItem | TvListItem | PersonListItem;
