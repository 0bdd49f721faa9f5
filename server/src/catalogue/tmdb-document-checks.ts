import type { CastMember, CrewMember } from '@marquee/tmdb-types/credits';
import type {
  MovieDetails,
  PersonDetails,
  TvCreator,
  TvDetails,
  TvEpisode,
  TvSeason,
} from '@marquee/tmdb-types/details';
import type { Genre } from '@marquee/tmdb-types/genre';
import type {
  MediaType,
  MovieListItem,
  PersonListItem,
  TvListItem,
} from '@marquee/tmdb-types/media';
import {
  array,
  boolean,
  chosenBy,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  orElse,
  string,
  type JsonCheck,
} from './json-check.js';

// Details are stored and served whole, so they must match the wire types in full. Where real TMDB
// documents spell "unknown" otherwise than the wire type does (a null or missing date, department or
// list, as in the examples of the newest ids), that is accepted and stored as the wire type spells it.
const text = orElse(string, '');
const date = text;
const path = orElse(nullable(string), null);
const count = orElse(integer, 0);

const genre: JsonCheck<Genre> = object({ id: integer, name: string });
const company = object({
  id: integer,
  logo_path: path,
  name: string,
  origin_country: text,
});
const country = object({ iso_3166_1: string, name: string });
const language = object({ english_name: text, iso_639_1: string, name: text });

export const movieDetails: JsonCheck<MovieDetails> = object({
  adult: boolean,
  backdrop_path: path,
  belongs_to_collection: orElse(
    nullable(object({ id: integer, name: string, poster_path: path, backdrop_path: path })),
    null,
  ),
  budget: number,
  genres: array(genre),
  homepage: text,
  id: integer,
  imdb_id: orElse(nullable(string), null),
  origin_country: orElse(array(string), []),
  original_language: text,
  original_title: string,
  overview: text,
  popularity: number,
  poster_path: path,
  production_companies: array(company),
  production_countries: array(country),
  release_date: date,
  revenue: number,
  runtime: orElse(number, 0),
  spoken_languages: array(language),
  status: text,
  tagline: text,
  title: string,
  video: boolean,
  vote_average: number,
  vote_count: integer,
});

const creator: JsonCheck<TvCreator> = object({
  id: integer,
  credit_id: string,
  name: string,
  gender: count,
  profile_path: path,
});

const season: JsonCheck<TvSeason> = object({
  air_date: orElse(nullable(string), null),
  episode_count: count,
  id: integer,
  name: string,
  overview: text,
  poster_path: path,
  season_number: integer,
  vote_average: orElse(number, 0),
});

const episode: JsonCheck<TvEpisode> = object({
  id: integer,
  name: text,
  overview: text,
  vote_average: orElse(number, 0),
  vote_count: count,
  air_date: date,
  episode_number: integer,
  production_code: text,
  runtime: orElse(nullable(number), null),
  season_number: integer,
  show_id: integer,
  still_path: path,
  episode_type: optional(string),
});

export const tvDetails: JsonCheck<TvDetails> = object({
  adult: boolean,
  backdrop_path: path,
  created_by: array(creator),
  episode_run_time: array(number),
  first_air_date: date,
  genres: array(genre),
  homepage: text,
  id: integer,
  in_production: boolean,
  languages: array(string),
  last_air_date: orElse(nullable(string), null),
  last_episode_to_air: orElse(nullable(episode), null),
  name: string,
  next_episode_to_air: orElse(nullable(episode), null),
  networks: array(company),
  number_of_episodes: count,
  number_of_seasons: count,
  origin_country: orElse(array(string), []),
  original_language: text,
  original_name: string,
  overview: text,
  popularity: number,
  poster_path: path,
  production_companies: array(company),
  production_countries: array(country),
  seasons: array(season),
  spoken_languages: array(language),
  status: text,
  tagline: text,
  type: text,
  vote_average: number,
  vote_count: integer,
});

/** An external_ids document (a movie's, a show's or a person's), or the object appended to details. */
export interface ExternalIdsDocument {
  imdb_id: string | null;
  tvdb_id?: number | null;
  tvrage_id?: number | null;
  freebase_mid?: string | null;
}

export const externalIds: JsonCheck<ExternalIdsDocument> = object({
  imdb_id: orElse(nullable(string), null),
  tvdb_id: optional(nullable(number)),
  tvrage_id: optional(nullable(number)),
  freebase_mid: optional(nullable(string)),
});

export const personDetails: JsonCheck<PersonDetails> = object({
  adult: boolean,
  also_known_as: orElse(array(string), []),
  biography: text,
  birthday: orElse(nullable(string), null),
  deathday: orElse(nullable(string), null),
  gender: count,
  homepage: orElse(nullable(string), null),
  id: integer,
  imdb_id: orElse(nullable(string), null),
  known_for_department: text,
  name: string,
  place_of_birth: orElse(nullable(string), null),
  popularity: number,
  profile_path: path,
});

// Summaries (list items, credit entries) differ by endpoint: known_for titles lack popularity, older
// TV items lack adult. They only seed stubs that details replace, so beyond the id and the title or
// name every field may be missing, but a field that is there must have the wire type's type.

export type MovieSummary = Pick<MovieListItem, 'id' | 'title'> & Partial<MovieListItem>;
export type TvSummary = Pick<TvListItem, 'id' | 'name'> & Partial<TvListItem>;
export type PersonSummary = Pick<PersonListItem, 'id' | 'name'> &
  Partial<Omit<PersonListItem, 'known_for'>> & { known_for?: TaggedTitleSummary[] };

const maybeText = optional(text);
const maybeFlag = optional(orElse(boolean, false));

const titleSummaryFields = {
  adult: maybeFlag,
  backdrop_path: optional(nullable(string)),
  genre_ids: optional(array(integer)),
  id: integer,
  original_language: maybeText,
  overview: maybeText,
  popularity: optional(number),
  poster_path: optional(nullable(string)),
  vote_average: optional(number),
  vote_count: optional(integer),
};
const movieSummaryFields = {
  ...titleSummaryFields,
  original_title: optional(string),
  release_date: maybeText,
  title: string,
  video: optional(boolean),
};
const tvSummaryFields = {
  ...titleSummaryFields,
  first_air_date: maybeText,
  name: string,
  origin_country: optional(array(string)),
  original_name: optional(string),
};
const personSummaryFields = {
  adult: maybeFlag,
  gender: optional(integer),
  id: integer,
  known_for_department: maybeText,
  name: string,
  original_name: optional(string),
  popularity: optional(number),
  profile_path: optional(nullable(string)),
};

const movieSummary: JsonCheck<MovieSummary> = object({
  ...movieSummaryFields,
  media_type: optional(literal('movie')),
});

const tvSummary: JsonCheck<TvSummary> = object({
  ...tvSummaryFields,
  media_type: optional(literal('tv')),
});

/** How TMDB tells summaries apart where kinds mix: media_type, or failing that the fields. */
function summaryKind(item: Record<string, unknown>): MediaType {
  if (item.media_type === 'movie' || item.media_type === 'tv' || item.media_type === 'person')
    return item.media_type;
  if ('known_for' in item || 'known_for_department' in item) return 'person';
  return 'title' in item || 'original_title' in item ? 'movie' : 'tv';
}

/** Sets media_type, which TMDB leaves out where a list holds one kind, so the kind travels with the item. */
function tagged<T, K extends MediaType>(
  check: JsonCheck<T>,
  media_type: K,
): JsonCheck<T & { media_type: K }> {
  return (value, field) => ({ ...check(value, field), media_type });
}

export type TaggedTitleSummary =
  (MovieSummary & { media_type: 'movie' }) | (TvSummary & { media_type: 'tv' });

/** A known_for title: a movie unless it says or looks like a TV show. */
const titleSummary: JsonCheck<TaggedTitleSummary> = chosenBy<TaggedTitleSummary>((item) =>
  summaryKind(item) === 'tv' ? tagged(tvSummary, 'tv') : tagged(movieSummary, 'movie'),
);

const personSummary: JsonCheck<PersonSummary> = object({
  ...personSummaryFields,
  media_type: optional(literal('person')),
  known_for: optional(array(titleSummary)),
});

export type AnySummary = TaggedTitleSummary | (PersonSummary & { media_type: 'person' });

/** An item of a list page (popular, trending, search, discover, similar) of any kind. */
export const anySummary: JsonCheck<AnySummary> = chosenBy<AnySummary>((item) => {
  const kind = summaryKind(item);
  if (kind === 'person') return tagged(personSummary, 'person');
  return kind === 'tv' ? tagged(tvSummary, 'tv') : tagged(movieSummary, 'movie');
});

export type CastSummary = Pick<CastMember, 'id' | 'name' | 'credit_id'> & Partial<CastMember>;
export type CrewSummary = Pick<CrewMember, 'id' | 'name' | 'credit_id'> & Partial<CrewMember>;

export const castSummary: JsonCheck<CastSummary> = object({
  ...personSummaryFields,
  cast_id: optional(integer),
  character: maybeText,
  credit_id: string,
  order: optional(integer),
});

export const crewSummary: JsonCheck<CrewSummary> = object({
  ...personSummaryFields,
  credit_id: string,
  department: maybeText,
  job: maybeText,
});

const combinedCreditFields = {
  credit_id: string,
  character: maybeText,
  department: maybeText,
  job: maybeText,
  order: optional(integer),
  episode_count: optional(integer),
};

interface CombinedCreditFields {
  credit_id: string;
  character?: string;
  department?: string;
  job?: string;
  order?: number;
  episode_count?: number;
}

export type CombinedCreditSummary =
  | (MovieSummary & CombinedCreditFields & { media_type: 'movie' })
  | (TvSummary & CombinedCreditFields & { media_type: 'tv' });

const movieCredit = object({
  ...movieSummaryFields,
  ...combinedCreditFields,
  media_type: literal('movie'),
});
const tvCredit = object({ ...tvSummaryFields, ...combinedCreditFields, media_type: literal('tv') });

/** An entry of a person's combined credits: a title summary with the credit's fields. */
export const combinedCreditSummary: JsonCheck<CombinedCreditSummary> =
  chosenBy<CombinedCreditSummary>((item) => (item.media_type === 'tv' ? tvCredit : movieCredit));
