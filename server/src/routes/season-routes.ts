import { seasonId } from '../catalogue/tv-part-ids.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { AppendQuerySchema, seasonOf, SeasonParamsSchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import { appendedKeys } from './append-to-response.js';
import { seasonExternalIdsAnswer } from './external-ids-answer.js';
import type { RouteContext } from './route-context.js';

const SEASON_APPENDS = ['credits', 'external_ids'] as const;
type SeasonAppend = (typeof SEASON_APPENDS)[number];

/**
 * A show's season, its credits and external ids, as they stand on the context clock's UTC day (the
 * answer cache starts afresh each day). A season the show does not have that day is TMDB's 404.
 */
export function registerSeasonRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  app.get(
    '/tv/:id/season/:season_number',
    { schema: { params: SeasonParamsSchema, querystring: AppendQuerySchema } },
    async (request) => {
      const { id, season } = seasonOf(request.params);
      const day = utcDayOf(now());
      const document = catalogue.tvSeason(id, season, day);
      if (document === undefined) throw notFound();
      const appended: Record<SeasonAppend, () => unknown> = {
        credits: () => catalogue.tvSeasonCredits(id, season, day),
        external_ids: () => seasonExternalIdsAnswer(),
      };
      const keys = appendedKeys(request.query.append_to_response, SEASON_APPENDS);
      return { ...document, ...Object.fromEntries(keys.map((key) => [key, appended[key]()])) };
    },
  );

  app.get(
    '/tv/:id/season/:season_number/credits',
    { schema: { params: SeasonParamsSchema } },
    async (request) => {
      const { id, season } = seasonOf(request.params);
      const credits = catalogue.tvSeasonCredits(id, season, utcDayOf(now()));
      if (credits === undefined) throw notFound();
      return { ...credits, id: seasonId(id, season) };
    },
  );

  app.get(
    '/tv/:id/season/:season_number/external_ids',
    { schema: { params: SeasonParamsSchema } },
    async (request) => {
      const { id, season } = seasonOf(request.params);
      if (catalogue.tvSeason(id, season, utcDayOf(now())) === undefined) throw notFound();
      return { id: seasonId(id, season), ...seasonExternalIdsAnswer() };
    },
  );
}
