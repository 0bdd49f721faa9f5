import type { FastifyInstance } from 'fastify';
import type { RatingBody } from '@marquee/tmdb-types/account';
import { idOf, idParamsSchema, type IdParams } from '../http/param-schemas.js';
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
import { accountParamsSchema, type AccountParams } from './library-schemas.js';
import { ADDED, DELETED, UPDATED, libraryPage, ratedLibraryTitle } from './library-wire.js';
import { memberUid } from './member-uid.js';

const READS = [
  { suffix: '/movies', mediaType: 'movie', defaultSort: 'created_at.asc' },
  { suffix: '/tv', mediaType: 'tv', defaultSort: 'created_at.asc' },
  { suffix: '', mediaType: undefined, defaultSort: 'created_at.desc' },
] as const;

// For rated lists, "date added" is the date rated.
const SORTS = sortNames({ created_at: 'rated' } as const);

/** TMDB's rating of a movie or show, and the member's rated lists (items carry `rating`). */
export function registerRatingRoutes(
  scope: FastifyInstance,
  { store, titles }: LibraryRouteContext,
): void {
  for (const media of ['movie', 'tv'] as const) {
    scope.post<{ Params: IdParams; Body: RatingBody }>(
      `/${media}/:id/rating`,
      {
        schema: {
          params: idParamsSchema,
          body: {
            type: 'object',
            properties: { value: { type: 'number' } },
            required: ['value'],
          },
        },
      },
      async (request, reply) => {
        const uid = memberUid(request);
        const title = { mediaType: media, mediaId: idOf(request.params) };
        await store.rememberTitles([await titles.find(title)]);
        if (!(await store.rate(uid, title, request.body.value))) return UPDATED;
        return reply.code(201).send(ADDED);
      },
    );

    scope.delete<{ Params: IdParams }>(
      `/${media}/:id/rating`,
      { schema: { params: idParamsSchema } },
      async (request) => {
        await store.unrate(memberUid(request), { mediaType: media, mediaId: idOf(request.params) });
        return DELETED;
      },
    );
  }

  for (const { suffix, mediaType, defaultSort } of READS) {
    scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery }>(
      `/account/:account_id/rated${suffix}`,
      {
        schema: {
          params: accountParamsSchema,
          querystring: readQuerySchema('page', 'sort_by', 'with_genres', 'decade', 'media_type'),
        },
      },
      async (request) => {
        const { query } = request;
        const page = pageOf(query);
        const slice = await store.listRatings(memberUid(request), {
          ...sliceOf(page),
          ...sortOf(query.sort_by, SORTS, defaultSort),
          ...titleFilterOf({ ...query, media_type: mediaType ?? query.media_type }),
        });
        return libraryPage(page, slice, ratedLibraryTitle);
      },
    );
  }
}
