import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Slice } from '../store/library-store.js';
import {
  titleReadOf,
  TitleReadQuerySchema,
  type LibraryReadQuery,
  type TitleRead,
} from './library-query.js';
import type { LibraryScope } from './library-route-scope.js';
import { AccountParamsSchema } from './library-schemas.js';
import { libraryPage } from './library-wire.js';
import { pageSchema } from './wire-schemas.js';
import { memberUid } from './member-uid.js';

// TMDB's lists of one kind (and its default order), then Marquee's of both, newest first.
const READS = [
  { suffix: '/movies', mediaType: 'movie', defaultSort: 'created_at.asc' },
  { suffix: '/tv', mediaType: 'tv', defaultSort: 'created_at.asc' },
  { suffix: '', mediaType: undefined, defaultSort: 'created_at.desc' },
] as const;

/**
 * A member's titles of one kind as TMDB lists them, at `/account/:account_id/<path>/movies` and
 * `/tv`, and of both kinds at `/account/:account_id/<path>`: `read` from the store, each item
 * answered as `wire.of` gives it
 * (`wire.schema` says what that is).
 */
export function registerAccountTitleReads<Sort, Item, WireSchema extends TSchema>(
  scope: LibraryScope,
  path: string,
  sorts: Readonly<Record<string, Sort>>,
  read: (uid: string, request: TitleRead<Sort>) => Promise<Slice<Item>>,
  wire: { schema: WireSchema; of: (item: Item) => Static<WireSchema> },
): void {
  // `wire.of` is held to `wire.schema` where both are known (the caller); in here the schema is
  // any schema, and TypeBox cannot name its type, so the routes are registered without the provider.
  const untyped: FastifyInstance = scope;
  for (const { suffix, mediaType, defaultSort } of READS) {
    untyped.get<{ Params: Static<typeof AccountParamsSchema>; Querystring: LibraryReadQuery }>(
      `/account/:account_id/${path}${suffix}`,
      {
        schema: {
          params: AccountParamsSchema,
          querystring: TitleReadQuerySchema,
          response: { 200: pageSchema(wire.schema) },
        },
      },
      async (request) => {
        const { query } = request;
        const { page, read: asked } = titleReadOf(
          { ...query, media_type: mediaType ?? query.media_type },
          sorts,
          defaultSort,
        );
        return libraryPage(page, await read(memberUid(request), asked), wire.of);
      },
    );
  }
}
