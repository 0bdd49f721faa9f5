import { Type, type Static } from 'typebox';
import type { SavedFilter } from '../store/library-store.js';
import { MediaTypeSchema } from '../http/library-schemas.js';

/** One saved filter, as GET lists them and POST and PUT answer. */
export const SavedFilterSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '1 to 100 characters.' }),
  media_type: MediaTypeSchema,
  query: Type.String({
    description: "The browse address's query, without `?` and `page`; '' for no filter.",
  }),
  pinned: Type.Boolean({ description: 'Shown as a row on home.' }),
  position: Type.Integer({ description: "0 for the first in the member's order." }),
  created_at: Type.String({ description: 'ISO 8601.' }),
});

export const SavedFiltersSchema = Type.Object({
  results: Type.Array(SavedFilterSchema, { description: "In the member's order." }),
});

export function savedFilterWire(filter: SavedFilter): Static<typeof SavedFilterSchema> {
  return {
    id: filter.id,
    name: filter.name,
    media_type: filter.mediaType,
    query: filter.query,
    pinned: filter.pinned,
    position: filter.position,
    created_at: new Date(filter.createdAt).toISOString(),
  };
}
