import type { FastifyInstance } from 'fastify';
import type { Slice } from '../store/library-store.js';
import {
  readQuerySchema,
  titleReadOf,
  TITLE_READ_QUERY_NAMES,
  type LibraryReadQuery,
  type TitleRead,
} from './library-query.js';
import { accountParamsSchema, type AccountParams } from './library-schemas.js';
import { libraryPage } from './library-wire.js';
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
 * answered as `toWire` gives it.
 */
export function registerAccountTitleReads<Sort, Item, Wire>(
  scope: FastifyInstance,
  path: string,
  sorts: Readonly<Record<string, Sort>>,
  read: (uid: string, request: TitleRead<Sort>) => Promise<Slice<Item>>,
  toWire: (item: Item) => Wire,
): void {
  for (const { suffix, mediaType, defaultSort } of READS) {
    scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery }>(
      `/account/:account_id/${path}${suffix}`,
      {
        schema: {
          params: accountParamsSchema,
          querystring: readQuerySchema(...TITLE_READ_QUERY_NAMES),
        },
      },
      async (request) => {
        const { query } = request;
        const { page, read: asked } = titleReadOf(
          { ...query, media_type: mediaType ?? query.media_type },
          sorts,
          defaultSort,
        );
        return libraryPage(page, await read(memberUid(request), asked), toWire);
      },
    );
  }
}
