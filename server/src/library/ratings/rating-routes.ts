import type { FastifyInstance } from 'fastify';
import type { RatingBody } from '@marquee/tmdb-types/account';
import { idOf, idParamsSchema, type IdParams } from '../../http/param-schemas.js';
import { registerAccountTitleReads } from '../http/account-title-reads.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import { sortNames } from '../http/library-query.js';
import { ADDED, DELETED, UPDATED, ratedLibraryTitle } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import type { RatingStore, TitleMemory } from '../store/library-store.js';

// For rated lists, "date added" is the date rated.
const SORTS = sortNames({ created_at: 'rated' } as const);

/** TMDB's rating of a movie or show, and the member's rated lists (items carry `rating`). */
export function registerRatingRoutes(
  scope: FastifyInstance,
  context: LibraryRouteContext<RatingStore & TitleMemory>,
): void {
  const { store } = context;
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
        await rememberAddedTitle(context, title);
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

  registerAccountTitleReads(
    scope,
    'rated',
    SORTS,
    (uid, request) => store.listRatings(uid, request),
    ratedLibraryTitle,
  );
}
