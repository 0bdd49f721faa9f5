import type { FastifyInstance } from 'fastify';
import type { TitleAccountStatesAnswer } from '@marquee/tmdb-types/account';
import { idOf, idParamsSchema, type IdParams } from '../../http/param-schemas.js';
import type { TitleRef } from '../store/library-store.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { TitleMarkStore } from '../store/library-store.js';
import { invalidQuery, readQuerySchema, titleRefOf } from '../http/library-query.js';
import { accountParamsSchema, type AccountParams } from '../http/library-schemas.js';
import { accountStates } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';

/** `items=movie:550,tv:1399`; an empty value asks about nothing. */
function titlesOf(items: string | undefined): TitleRef[] {
  if (items === undefined) throw invalidQuery('items names the titles, as movie:550,tv:1399.');
  return items.trim() === '' ? [] : items.split(',').map(titleRefOf);
}

/**
 * What the member has done with titles: TMDB's account_states of one title, and Marquee's of a
 * page of cards in one request. Any id answers, known to the catalogue or not.
 */
export function registerAccountStateRoutes(
  scope: FastifyInstance,
  { store }: LibraryRouteContext<TitleMarkStore>,
): void {
  for (const media of ['movie', 'tv'] as const) {
    scope.get<{ Params: IdParams }>(
      `/${media}/:id/account_states`,
      { schema: { params: idParamsSchema } },
      async (request) => {
        const title = { mediaType: media, mediaId: idOf(request.params) };
        const [state] = await store.titleStates(memberUid(request), [title]);
        if (state === undefined) throw new Error('titleStates answered no state for a title');
        return accountStates(state);
      },
    );
  }

  scope.get<{ Params: AccountParams; Querystring: { items?: string } }>(
    '/account/:account_id/account_states',
    { schema: { params: accountParamsSchema, querystring: readQuerySchema('items') } },
    async (request): Promise<TitleAccountStatesAnswer> => {
      const states = await store.titleStates(memberUid(request), titlesOf(request.query.items));
      return {
        results: states.map((state) => ({ ...accountStates(state), media_type: state.mediaType })),
      };
    },
  );
}
