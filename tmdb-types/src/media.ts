/**
 * The three things TMDB catalogues, as its paths and `media_type` fields spell them. The one list
 * and the one guard: the web app and the tests import them; the server's compiled code cannot load
 * this TypeScript source at run time, so it imports the types only and lets its route schemas
 * check the values.
 */
export const MEDIA_TYPES = ['movie', 'tv', 'person'] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

/** Movies and TV shows: the media types that have titles, genres, cast and similar titles. */
export type TitleMediaType = Exclude<MediaType, 'person'>;

export function isMediaType(value: unknown): value is MediaType {
  return (MEDIA_TYPES as readonly unknown[]).includes(value);
}

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
