import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { utcDayOf } from '../catalogue/utc-days.js';
import {
  AppendQuerySchema,
  idOf,
  IdParamsSchema,
  pageOf,
  PageQuerySchema,
} from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import { notFound } from '../http/tmdb-errors.js';
import { appendedKeys, withAppended } from './append-to-response.js';
import { externalIdsAnswer } from './external-ids-answer.js';
import type { RouteContext } from './route-context.js';
import { sendJsonText } from './send-json.js';

const TITLE_APPENDS = ['credits', 'similar', 'recommendations', 'external_ids', 'videos'] as const;
type TitleAppend = (typeof TITLE_APPENDS)[number];
const NO_IDS = { imdb_id: null };
// The embedded catalogue has no trailers or clips: TMDB's answer for a title without any.
const NO_VIDEOS: readonly never[] = [];

/** Details, credits, similar, recommendations, external ids and videos for movies or TV shows: the two share every rule. */
export function registerTitleRoutes(
  app: TypedScope,
  { catalogue, now }: RouteContext,
  media: TitleMediaType,
): void {
  // A show's seasons and its last and next episodes follow the calendar; a movie's details do not.
  const detailsJson = (id: number): string | undefined =>
    media === 'tv'
      ? catalogue.tvDetailsJson(id, utcDayOf(now()))
      : catalogue.detailsJson(media, id);

  app.get(
    `/${media}/:id`,
    { schema: { params: IdParamsSchema, querystring: AppendQuerySchema } },
    async (request, reply) => {
      const id = idOf(request.params);
      const json = detailsJson(id);
      if (json === undefined) throw notFound();
      const appended: Record<TitleAppend, () => unknown> = {
        credits: () => catalogue.titleCredits(media, id),
        similar: () => catalogue.similar(media, id, 1),
        recommendations: () => catalogue.recommendations(media, id, 1),
        external_ids: () => externalIdsAnswer(media, catalogue.externalIds(media, id) ?? NO_IDS),
        videos: () => ({ results: NO_VIDEOS }),
      };
      const members = appendedKeys(request.query.append_to_response, TITLE_APPENDS).map(
        (key): [string, unknown] => [key, appended[key]()],
      );
      return sendJsonText(reply, withAppended(json, members));
    },
  );

  app.get(`/${media}/:id/credits`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    const credits = catalogue.titleCredits(media, id);
    // Imported credits may arrive without their title's details; they are still served.
    if (
      catalogue.detailsJson(media, id) === undefined &&
      credits.cast.length + credits.crew.length === 0
    )
      throw notFound();
    return { id, ...credits };
  });

  app.get(
    `/${media}/:id/similar`,
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema } },
    async (request) => {
      const id = idOf(request.params);
      const page = pageOf(request.query);
      if (catalogue.detailsJson(media, id) === undefined) throw notFound();
      return catalogue.similar(media, id, page);
    },
  );

  app.get(
    `/${media}/:id/recommendations`,
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema } },
    async (request) => {
      const id = idOf(request.params);
      const page = pageOf(request.query);
      if (catalogue.detailsJson(media, id) === undefined) throw notFound();
      return catalogue.recommendations(media, id, page);
    },
  );

  app.get(`/${media}/:id/external_ids`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    const known = catalogue.externalIds(media, id);
    if (known === undefined) throw notFound();
    return { id, ...externalIdsAnswer(media, known) };
  });

  app.get(`/${media}/:id/videos`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    if (catalogue.detailsJson(media, id) === undefined) throw notFound();
    return { id, results: NO_VIDEOS };
  });
}
