import { Type, type TSchema, type TSchemaOptions } from 'typebox';
import { MediaTypeSchema } from './library-schemas.js';

/*
 * The library's answers as schemas: each route declares what it answers with, its handler's
 * return type comes from that (the TypeBox type provider), and the OpenAPI document at
 * {BASE_PATH}api/openapi.json is made from them. The web app's view of the same shapes is
 * @marquee/tmdb-types (account.ts, library-sharing.ts, library-transfer.ts); wire-types.test.ts
 * holds the two to one another, so neither can drift.
 */

/** TMDB's answer to a write: 1 created, 12 updated (or already so), 13 deleted. */
export const StatusAnswerSchema = Type.Object({
  status_code: Type.Union([Type.Literal(1), Type.Literal(12), Type.Literal(13)]),
  status_message: Type.String(),
});

/** TMDB's error body, sent with every non-2xx status. */
export const TmdbErrorSchema = Type.Object({
  status_code: Type.Integer(),
  status_message: Type.String(),
  success: Type.Literal(false),
});

/** A page of `item`, as TMDB pages its lists. */
export function pageSchema<Item extends TSchema>(item: Item) {
  return Type.Object({
    page: Type.Integer(),
    results: Type.Array(item),
    total_pages: Type.Integer(),
    total_results: Type.Integer(),
  });
}

/** `schema`'s values or null, as TMDB sends a value it does not have. */
export function nullable<Schema extends TSchema>(schema: Schema, options?: TSchemaOptions) {
  return Type.Union([schema, Type.Null()], options);
}

const NullableString = nullable(Type.String());

// What TMDB's list items of both kinds have.
const listItemFields = {
  adult: Type.Boolean(),
  backdrop_path: NullableString,
  genre_ids: Type.Array(Type.Integer()),
  id: Type.Integer(),
  original_language: Type.String(),
  overview: Type.String(),
  popularity: Type.Number(),
  poster_path: NullableString,
  vote_average: Type.Number(),
  vote_count: Type.Integer(),
};

// A title's details as the catalogue gave them when it was remembered: TMDB may send more fields
// than Marquee reads, and they are passed on as they came.
const passedOn = { additionalProperties: true } as const;

const MovieTitleSchema = Type.Object(
  {
    ...listItemFields,
    original_title: Type.String(),
    release_date: Type.String(),
    title: Type.String(),
    video: Type.Boolean(),
    media_type: Type.Literal('movie'),
  },
  passedOn,
);

const TvTitleSchema = Type.Object(
  {
    ...listItemFields,
    origin_country: Type.Array(Type.String()),
    original_name: Type.String(),
    first_air_date: Type.String(),
    name: Type.String(),
    media_type: Type.Literal('tv'),
  },
  passedOn,
);

/** A title as the library shows it: TMDB's list item, always with its media_type. */
export const LibraryTitleSchema = Type.Union([MovieTitleSchema, TvTitleSchema]);

/** An item of the rated lists: TMDB adds the member's rating to the list item. */
export const RatedLibraryTitleSchema = Type.Intersect([
  LibraryTitleSchema,
  Type.Object({ rating: Type.Number() }),
]);

/** TMDB's account_states; Marquee adds `watched` (times in the diary) and `list_ids`. */
export const AccountStatesSchema = Type.Object({
  id: Type.Integer(),
  favorite: Type.Boolean(),
  rated: Type.Union([Type.Object({ value: Type.Number() }), Type.Literal(false)]),
  watchlist: Type.Boolean(),
  watched: Type.Integer(),
  list_ids: Type.Array(Type.Integer()),
});

export const TitleAccountStatesAnswerSchema = Type.Object({
  results: Type.Array(
    Type.Intersect([AccountStatesSchema, Type.Object({ media_type: MediaTypeSchema })]),
  ),
});

/** One watch in the diary. */
export const DiaryEntrySchema = Type.Object({
  id: Type.Integer(),
  watched_on: Type.String({ description: 'The day watched, YYYY-MM-DD.' }),
  note: NullableString,
  rating: nullable(Type.Number()),
  created_at: Type.String({ description: 'When it was logged, ISO 8601.' }),
  media: LibraryTitleSchema,
});

export const DiaryEntryCreatedSchema = Type.Object({
  status_code: Type.Literal(1),
  status_message: Type.String(),
  success: Type.Literal(true),
  entry: DiaryEntrySchema,
});

/** An item of the member's lists. */
export const AccountListSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  item_count: Type.Integer(),
  favorite_count: Type.Integer(),
  iso_639_1: Type.String(),
  list_type: Type.Union([Type.Literal('movie'), Type.Literal('tv'), Type.Literal('mixed')]),
  poster_path: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
  public: Type.Boolean(),
  share_id: NullableString,
});

export const ListCreatedSchema = Type.Object({
  status_code: Type.Literal(1),
  status_message: Type.String(),
  success: Type.Literal(true),
  list_id: Type.Integer(),
});

/** TMDB's list details: the list and a page of its items. */
export const ListDetailsSchema = Type.Object({
  created_by: Type.String(),
  description: Type.String(),
  favorite_count: Type.Integer(),
  id: Type.String({ description: 'A string, as TMDB sends it.' }),
  items: Type.Array(LibraryTitleSchema),
  item_count: Type.Integer(),
  iso_639_1: Type.String(),
  name: Type.String(),
  poster_path: NullableString,
  public: Type.Boolean(),
  share_id: NullableString,
  page: Type.Integer(),
  total_pages: Type.Integer(),
  total_results: Type.Integer(),
});

export const ListItemStatusSchema = Type.Object({
  id: Type.Integer(),
  item_present: Type.Boolean(),
});
