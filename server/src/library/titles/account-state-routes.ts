import { IdParamsSchema, idOf } from '../../http/param-schemas.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { TitleMarkStore } from '../store/library-store.js';
import { titleItemsOf } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema, readQuerySchema } from '../http/library-schemas.js';
import { accountStates } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { AccountStatesSchema, TitleAccountStatesAnswerSchema } from '../http/wire-schemas.js';

/**
 * What the member has done with titles: TMDB's account_states of one title, and Marquee's of a
 * page of cards in one request. Any id answers, known to the catalogue or not.
 */
export function registerAccountStateRoutes(
  scope: LibraryScope,
  { store }: LibraryRouteContext<TitleMarkStore>,
): void {
  for (const media of ['movie', 'tv'] as const) {
    scope.get(
      `/${media}/:id/account_states`,
      { schema: { params: IdParamsSchema, response: { 200: AccountStatesSchema } } },
      async (request) => {
        const title = { mediaType: media, mediaId: idOf(request.params) };
        const [state] = await store.titleStates(memberUid(request), [title]);
        if (state === undefined) throw new Error('titleStates answered no state for a title');
        return accountStates(state);
      },
    );
  }

  scope.get(
    '/account/:account_id/account_states',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: readQuerySchema('items'),
        response: { 200: TitleAccountStatesAnswerSchema },
      },
    },
    async (request) => {
      const states = await store.titleStates(memberUid(request), titleItemsOf(request.query.items));
      return {
        results: states.map((state) => ({ ...accountStates(state), media_type: state.mediaType })),
      };
    },
  );
}
