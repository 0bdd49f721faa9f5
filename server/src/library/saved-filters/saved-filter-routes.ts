import { Type } from 'typebox';
import { notFound } from '../../http/tmdb-errors.js';
import type { SavedFilterStore } from '../store/library-store.js';
import {
  MAX_SAVED_FILTER_QUERY_LENGTH,
  MAX_SAVED_FILTERS_PER_USER,
} from '../store/library-limits.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import {
  AccountParamsSchema,
  MediaTypeSchema,
  SavedFilterParamsSchema,
  TextSchema,
} from '../http/library-schemas.js';
import { DELETED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { StatusAnswerSchema } from '../http/wire-schemas.js';
import { SavedFilterSchema, SavedFiltersSchema, savedFilterWire } from './saved-filter-wire.js';

/** POST: saved last in the member's order. The name's and the query's rules are the store's. */
export const NewSavedFilterBodySchema = Type.Object({
  name: TextSchema,
  media_type: MediaTypeSchema,
  query: Type.String({
    description: `The browse address's query; \`?\` and \`page\` are dropped. At most ${MAX_SAVED_FILTER_QUERY_LENGTH} characters.`,
  }),
  pinned: Type.Optional(Type.Boolean()),
});

/** PUT: any of a new name, pinned or not, and a new place (0 first; past the end is last). */
export const SavedFilterChangesBodySchema = Type.Object({
  name: Type.Optional(TextSchema),
  pinned: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** The member's saved browse filters (issue 23), at most MAX_SAVED_FILTERS_PER_USER. */
export function registerSavedFilterRoutes(
  scope: LibraryScope,
  { store }: { store: SavedFilterStore },
): void {
  const path = '/account/:account_id/saved_filters';
  const one = { 200: SavedFilterSchema };

  scope.get(
    path,
    { schema: { params: AccountParamsSchema, response: { 200: SavedFiltersSchema } } },
    async (request) => ({
      results: (await store.listSavedFilters(memberUid(request))).map(savedFilterWire),
    }),
  );

  scope.post(
    path,
    {
      schema: {
        params: AccountParamsSchema,
        body: NewSavedFilterBodySchema,
        response: { 201: SavedFilterSchema },
        description: `At most ${MAX_SAVED_FILTERS_PER_USER} per member.`,
      },
    },
    async (request, reply) => {
      const { name, media_type, query, pinned } = request.body;
      const saved = await store.createSavedFilter(memberUid(request), {
        name,
        mediaType: media_type,
        query,
        ...(pinned !== undefined && { pinned }),
      });
      return reply.code(201).send(savedFilterWire(saved));
    },
  );

  scope.put(
    `${path}/:filter_id`,
    {
      schema: {
        params: SavedFilterParamsSchema,
        body: SavedFilterChangesBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { name, pinned, position } = request.body;
      const changed = await store.updateSavedFilter(
        memberUid(request),
        Number(request.params.filter_id),
        {
          ...(name !== undefined && { name }),
          ...(pinned !== undefined && { pinned }),
          ...(position !== undefined && { position }),
        },
      );
      return savedFilterWire(changed);
    },
  );

  scope.delete(
    `${path}/:filter_id`,
    { schema: { params: SavedFilterParamsSchema, response: { 200: StatusAnswerSchema } } },
    async (request) => {
      const uid = memberUid(request);
      if (!(await store.deleteSavedFilter(uid, Number(request.params.filter_id)))) throw notFound();
      return DELETED;
    },
  );
}
