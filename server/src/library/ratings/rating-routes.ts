import { Type } from 'typebox';
import { IdParamsSchema, idOf } from '../../http/param-schemas.js';
import { registerAccountTitleReads } from '../http/account-title-reads.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { sortNames } from '../http/library-query.js';
import { ADDED, DELETED, UPDATED, ratedLibraryTitle } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { RatedLibraryTitleSchema, StatusAnswerSchema } from '../http/wire-schemas.js';
import type { RatingStore, TitleMemory } from '../store/library-store.js';

// For rated lists, "date added" is the date rated.
const SORTS = sortNames({ created_at: 'rated' } as const);

/** 0.5 to 10 in steps of 0.5: the store's rule (checkRating), with its own message. */
export const RatingBodySchema = Type.Object({ value: Type.Number() });

/** TMDB's rating of a movie or show, and the member's rated lists (items carry `rating`). */
export function registerRatingRoutes(
  scope: LibraryScope,
  context: LibraryRouteContext<RatingStore & TitleMemory>,
): void {
  const { store } = context;
  for (const media of ['movie', 'tv'] as const) {
    scope.post(
      `/${media}/:id/rating`,
      {
        schema: {
          params: IdParamsSchema,
          body: RatingBodySchema,
          response: { 200: StatusAnswerSchema, 201: StatusAnswerSchema },
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

    scope.delete(
      `/${media}/:id/rating`,
      { schema: { params: IdParamsSchema, response: { 200: StatusAnswerSchema } } },
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
    { schema: RatedLibraryTitleSchema, of: ratedLibraryTitle },
  );
}
