import { Type } from 'typebox';
import type { TitleMark, TitleMarkStore, TitleMemory, TitleRef } from '../store/library-store.js';
import { registerAccountTitleReads } from '../http/account-title-reads.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import { sortNames } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema, titleBodySchema } from '../http/library-schemas.js';
import { ADDED, DELETED, UPDATED, libraryTitle } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { LibraryTitleSchema, StatusAnswerSchema } from '../http/wire-schemas.js';

// TMDB's paths for the two marks, and the body field that sets each.
const MARKS = [
  { path: 'watchlist', mark: 'watchlist', field: 'watchlist' },
  { path: 'favorite', mark: 'favourites', field: 'favorite' },
] as const satisfies ReadonlyArray<{ path: string; mark: TitleMark; field: string }>;

const SORTS = sortNames({ created_at: 'added' } as const);

/** POST /account/{account_id}/watchlist: `watchlist` true adds the title, false takes it off. */
export const WatchlistBodySchema = titleBodySchema({ watchlist: Type.Boolean() });

/** POST /account/{account_id}/favorite, as the watchlist's. */
export const FavoriteBodySchema = titleBodySchema({ favorite: Type.Boolean() });

const BODY_SCHEMAS = { watchlist: WatchlistBodySchema, favorite: FavoriteBodySchema };

/** The watchlist and favourites: TMDB's account lists and their POST bodies. */
export function registerAccountTitleRoutes(
  scope: LibraryScope,
  context: LibraryRouteContext<TitleMarkStore & TitleMemory>,
): void {
  const { store } = context;
  for (const { path, mark, field } of MARKS) {
    registerAccountTitleReads(
      scope,
      path,
      SORTS,
      (uid, request) => store.listMarks(uid, mark, request),
      { schema: LibraryTitleSchema, of: libraryTitle },
    );

    scope.post(
      `/account/:account_id/${path}`,
      {
        schema: {
          params: AccountParamsSchema,
          body: BODY_SCHEMAS[field],
          response: { 200: StatusAnswerSchema, 201: StatusAnswerSchema },
        },
      },
      async (request, reply) => {
        const uid = memberUid(request);
        const body = request.body as Record<typeof field, boolean> & typeof request.body;
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
