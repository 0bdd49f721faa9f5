import { ID_PATTERN } from '../../http/param-schemas.js';
import { TEXT_PATTERN } from '../store/library-limits.js';

/** `movie` or `tv`, the kinds of title a library holds. */
export const mediaTypeProperty = { type: 'string', enum: ['movie', 'tv'] } as const;

/** Text a person typed, by the store's rule (TEXT_PATTERN), refused before the store is asked. */
export const textProperty = { type: 'string', pattern: TEXT_PATTERN } as const;

/** A TMDB id; its range is the store's rule (checkTitle). */
export const mediaIdProperty = { type: 'integer' } as const;

/** The body of a write about one title: its media_type and media_id, and the write's own fields. */
export function titleBodySchema(fields: Readonly<Record<string, object>>, required: string[]) {
  return {
    type: 'object',
    properties: { media_type: mediaTypeProperty, media_id: mediaIdProperty, ...fields },
    required: ['media_type', 'media_id', ...required],
  } as const;
}

// A number in a path (a list's id, a diary entry's): anything else names nothing (404 code 34).
const pathIdProperty = { type: 'string', pattern: ID_PATTERN } as const;

/** `{account_id}` of the account paths, held to the token's uid by registerOwnAccountCheck. */
export const accountParamsSchema = {
  type: 'object',
  properties: { account_id: { type: 'string' } },
  required: ['account_id'],
} as const;

export interface AccountParams {
  account_id: string;
}

export const diaryEntryParamsSchema = {
  type: 'object',
  properties: { account_id: { type: 'string' }, entry_id: pathIdProperty },
  required: ['account_id', 'entry_id'],
} as const;

export interface DiaryEntryParams extends AccountParams {
  entry_id: string;
}

export const listParamsSchema = {
  type: 'object',
  properties: { list_id: pathIdProperty },
  required: ['list_id'],
} as const;

export interface ListParams {
  list_id: string;
}
