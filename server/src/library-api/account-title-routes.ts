import type { FastifyInstance } from 'fastify';
import type { FavoriteBody, WatchlistBody } from '@marquee/tmdb-types/account';
import type { TitleMark, TitleRef } from '../library/library-store.js';
import type { LibraryRouteContext } from './library-route-context.js';
import {
  pageOf,
  readQuerySchema,
  sliceOf,
  sortNames,
  sortOf,
  titleFilterOf,
  type LibraryReadQuery,
} from './library-query.js';
import {
  accountParamsSchema,
  mediaIdProperty,
  mediaTypeProperty,
  type AccountParams,
} from './library-schemas.js';
import { ADDED, DELETED, UPDATED, libraryPage, libraryTitle } from './library-wire.js';
import { memberUid } from './member-uid.js';

// TMDB's paths for the two marks, and the body field that sets each.
const MARKS = [
  { path: 'watchlist', mark: 'watchlist', field: 'watchlist' },
  { path: 'favorite', mark: 'favourites', field: 'favorite' },
] as const satisfies ReadonlyArray<{ path: string; mark: TitleMark; field: string }>;

// TMDB's lists of one kind (and its default order), then Marquee's of both, newest first.
const READS = [
  { suffix: '/movies', mediaType: 'movie', defaultSort: 'created_at.asc' },
  { suffix: '/tv', mediaType: 'tv', defaultSort: 'created_at.asc' },
  { suffix: '', mediaType: undefined, defaultSort: 'created_at.desc' },
] as const;

const SORTS = sortNames({ created_at: 'added' } as const);

/** The watchlist and favourites: TMDB's account lists and their POST bodies. */
export function registerAccountTitleRoutes(
  scope: FastifyInstance,
  { store, titles }: LibraryRouteContext,
): void {
  for (const { path, mark, field } of MARKS) {
    for (const { suffix, mediaType, defaultSort } of READS) {
      scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery }>(
        `/account/:account_id/${path}${suffix}`,
        {
          schema: {
            params: accountParamsSchema,
            querystring: readQuerySchema('page', 'sort_by', 'with_genres', 'decade', 'media_type'),
          },
        },
        async (request) => {
          const { query } = request;
          const page = pageOf(query);
          const slice = await store.listMarks(memberUid(request), mark, {
            ...sliceOf(page),
            ...sortOf(query.sort_by, SORTS, defaultSort),
            ...titleFilterOf({ ...query, media_type: mediaType ?? query.media_type }),
          });
          return libraryPage(page, slice, libraryTitle);
        },
      );
    }

    scope.post<{ Params: AccountParams; Body: WatchlistBody & FavoriteBody }>(
      `/account/:account_id/${path}`,
      {
        schema: {
          params: accountParamsSchema,
          body: {
            type: 'object',
            properties: {
              media_type: mediaTypeProperty,
              media_id: mediaIdProperty,
              [field]: { type: 'boolean' },
            },
            required: ['media_type', 'media_id', field],
          },
        },
      },
      async (request, reply) => {
        const uid = memberUid(request);
        const body = request.body;
        const title: TitleRef = { mediaType: body.media_type, mediaId: body.media_id };
        if (!body[field]) {
          await store.setMark(uid, mark, title, false);
          return DELETED;
        }
        await store.rememberTitles([await titles.find(title)]);
        if (!(await store.setMark(uid, mark, title, true))) return UPDATED;
        return reply.code(201).send(ADDED);
      },
    );
  }
}
