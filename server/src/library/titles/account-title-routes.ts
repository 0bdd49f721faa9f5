import type { FastifyInstance } from 'fastify';
import type { FavoriteBody, WatchlistBody } from '@marquee/tmdb-types/account';
import type { TitleMark, TitleMarkStore, TitleMemory, TitleRef } from '../store/library-store.js';
import { registerAccountTitleReads } from '../http/account-title-reads.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import { sortNames } from '../http/library-query.js';
import {
  accountParamsSchema,
  titleBodySchema,
  type AccountParams,
} from '../http/library-schemas.js';
import { ADDED, DELETED, UPDATED, libraryTitle } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';

// TMDB's paths for the two marks, and the body field that sets each.
const MARKS = [
  { path: 'watchlist', mark: 'watchlist', field: 'watchlist' },
  { path: 'favorite', mark: 'favourites', field: 'favorite' },
] as const satisfies ReadonlyArray<{ path: string; mark: TitleMark; field: string }>;

const SORTS = sortNames({ created_at: 'added' } as const);

/** The watchlist and favourites: TMDB's account lists and their POST bodies. */
export function registerAccountTitleRoutes(
  scope: FastifyInstance,
  context: LibraryRouteContext<TitleMarkStore & TitleMemory>,
): void {
  const { store } = context;
  for (const { path, mark, field } of MARKS) {
    registerAccountTitleReads(
      scope,
      path,
      SORTS,
      (uid, request) => store.listMarks(uid, mark, request),
      libraryTitle,
    );

    scope.post<{ Params: AccountParams; Body: WatchlistBody & FavoriteBody }>(
      `/account/:account_id/${path}`,
      {
        schema: {
          params: accountParamsSchema,
          body: titleBodySchema({ [field]: { type: 'boolean' } }, [field]),
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
        await rememberAddedTitle(context, title);
        if (!(await store.setMark(uid, mark, title, true))) return UPDATED;
        return reply.code(201).send(ADDED);
      },
    );
  }
}
