import type { Keyword } from '@marquee/tmdb-types/keyword';
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
import { publicOrigin } from '../http/public-origin.js';
import { notFound } from '../http/tmdb-errors.js';
import { appendedKeys, withAppended } from './append-to-response.js';
import { externalIdsAnswer } from './external-ids-answer.js';
import type { RouteContext } from './route-context.js';
import { sendJsonText } from './send-json.js';
import { watchProviderResults } from './watch-providers-answer.js';

const TITLE_APPENDS = [
  'credits',
  'similar',
  'recommendations',
  'external_ids',
  'watch/providers',
  'keywords',
  'release_dates',
  'content_ratings',
  'videos',
] as const;
type TitleAppend = (typeof TITLE_APPENDS)[number];
// What only one kind has: TMDB ignores the other kind's name, as it ignores any it does not know.
const OWN_APPENDS: Record<TitleMediaType, readonly TitleAppend[]> = {
  movie: TITLE_APPENDS.filter((key) => key !== 'content_ratings'),
  tv: TITLE_APPENDS.filter((key) => key !== 'release_dates'),
};
const NO_IDS = { imdb_id: null, tvdb_id: null };
// The embedded catalogue has no trailers or clips: TMDB's answer for a title without any.
const NO_VIDEOS: readonly never[] = [];

/** TMDB names a movie's keyword list `keywords` and a show's `results`. */
function keywordsAnswer(
  media: TitleMediaType,
  keywords: Keyword[],
): { keywords: Keyword[] } | { results: Keyword[] } {
  return media === 'movie' ? { keywords } : { results: keywords };
}

/** Details, credits, similar, recommendations, external ids, keywords and videos for movies or TV shows: the two share every rule. */
export function registerTitleRoutes(
  app: TypedScope,
  { catalogue, config, now }: RouteContext,
  media: TitleMediaType,
): void {
  // A show's seasons and its last and next episodes follow the calendar, and so does a current
  // film's release date.
  const detailsJson = (id: number): string | undefined =>
    media === 'tv'
      ? catalogue.tvDetailsJson(id, utcDayOf(now()))
      : catalogue.movieDetailsJson(id, utcDayOf(now()));

  app.get(
    `/${media}/:id`,
    { schema: { params: IdParamsSchema, querystring: AppendQuerySchema } },
    async (request, reply) => {
      const id = idOf(request.params);
      const json = detailsJson(id);
      if (json === undefined) throw notFound();
      const appended: Record<TitleAppend, () => unknown> = {
        credits: () => catalogue.titleCredits(media, id),
        similar: () => catalogue.onDay(catalogue.similar(media, id, 1), utcDayOf(now())),
        recommendations: () =>
          catalogue.onDay(catalogue.recommendations(media, id, 1), utcDayOf(now())),
        external_ids: () => externalIdsAnswer(media, catalogue.externalIds(media, id) ?? NO_IDS),
        'watch/providers': () => ({
          results: watchProviderResults(
            catalogue.titleOffers(media, id) ?? {},
            `${publicOrigin(request)}${config.basePath}`,
            media,
            id,
          ),
        }),
        keywords: () => keywordsAnswer(media, catalogue.titleKeywords(media, id)),
        release_dates: () => ({ results: catalogue.movieReleaseDates(id, utcDayOf(now())) ?? [] }),
        content_ratings: () => ({ results: catalogue.tvContentRatings(id) ?? [] }),
        videos: () => ({ results: NO_VIDEOS }),
      };
      const members = appendedKeys(request.query.append_to_response, OWN_APPENDS[media]).map(
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
      return catalogue.onDay(catalogue.similar(media, id, page), utcDayOf(now()));
    },
  );

  app.get(
    `/${media}/:id/recommendations`,
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema } },
    async (request) => {
      const id = idOf(request.params);
      const page = pageOf(request.query);
      if (catalogue.detailsJson(media, id) === undefined) throw notFound();
      return catalogue.onDay(catalogue.recommendations(media, id, page), utcDayOf(now()));
    },
  );

  app.get(`/${media}/:id/external_ids`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    const known = catalogue.externalIds(media, id);
    if (known === undefined) throw notFound();
    return { id, ...externalIdsAnswer(media, known) };
  });

  // A title without keywords (an imported one, say) has none, as on TMDB: not a 404.
  app.get(`/${media}/:id/keywords`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    if (catalogue.detailsJson(media, id) === undefined) throw notFound();
    return { id, ...keywordsAnswer(media, catalogue.titleKeywords(media, id)) };
  });

  app.get(`/${media}/:id/videos`, { schema: { params: IdParamsSchema } }, async (request) => {
    const id = idOf(request.params);
    if (catalogue.detailsJson(media, id) === undefined) throw notFound();
    return { id, results: NO_VIDEOS };
  });
}
