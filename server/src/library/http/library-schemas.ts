import { Type, type Static, type TOptional, type TProperties, type TString } from 'typebox';
import { ID_PATTERN, stringEnum } from '../../http/param-schemas.js';
import { SHOW_STATUSES, TEXT_PATTERN } from '../store/library-limits.js';

/*
 * The library's request schemas, each written once: Fastify validates requests with the schema,
 * and the routes' types come from it (the TypeBox type provider, library-route-scope.ts).
 */

const TITLE_MEDIA_TYPES = ['movie', 'tv'] as const;

/** `movie` or `tv`, the kinds of title a library holds. */
export const MediaTypeSchema = stringEnum(TITLE_MEDIA_TYPES);

/** `watching`, `paused` or `dropped`: where a member is with a show they follow. */
export const ShowStatusSchema = stringEnum(SHOW_STATUSES);

/** MediaTypeSchema with a default. */
export function mediaTypeSchema(options: { default: 'movie' }) {
  return stringEnum(TITLE_MEDIA_TYPES, options);
}

/** Text a person typed, by the store's rule (TEXT_PATTERN), refused before the store is asked. */
export const TextSchema = Type.String({ pattern: TEXT_PATTERN });

/** Text, or null for none. */
export const NullableTextSchema = Type.Union([TextSchema, Type.Null()]);

/** A TMDB id; its range is the store's rule (checkTitle). */
export const MediaIdSchema = Type.Integer();

/** A rating or none: one `type` list, so a wrong value reads "must be number,null". */
export const NullableNumberSchema = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** The body of a write about one title: its media_type and media_id, and the write's own fields. */
export function titleBodySchema<Fields extends TProperties>(fields: Fields) {
  return Type.Object({ media_type: MediaTypeSchema, media_id: MediaIdSchema, ...fields });
}

// A number in a path (a list's id, a diary entry's): anything else names nothing (404 code 34).
const PathIdSchema = Type.String({ pattern: ID_PATTERN });

/** `{account_id}` of the account paths, held to the token's uid by registerOwnAccountCheck. */
export const AccountParamsSchema = Type.Object({ account_id: Type.String() });

export const DiaryEntryParamsSchema = Type.Object({
  account_id: Type.String(),
  entry_id: PathIdSchema,
});

export const ListParamsSchema = Type.Object({ list_id: PathIdSchema });

export const SavedFilterParamsSchema = Type.Object({
  account_id: Type.String(),
  filter_id: PathIdSchema,
});

export type ListParams = Static<typeof ListParamsSchema>;

/**
 * The querystring of a read: it declares the names, each an optional string (as the app's query
 * parser gives them); the parsing in library-query.ts checks the values, with messages of its own.
 */
export function readQuerySchema<const Names extends readonly string[]>(...names: Names) {
  const properties = Object.fromEntries(
    names.map((name) => [name, Type.Optional(Type.String())]),
  ) as { [Name in Names[number]]: TOptional<TString> };
  return Type.Object(properties);
}
