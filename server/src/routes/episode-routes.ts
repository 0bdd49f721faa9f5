import { episodeId } from '../catalogue/tv-part-ids.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { AppendQuerySchema, episodeOf, EpisodeParamsSchema } from '../http/param-schemas.js';
import { notFound } from '../http/tmdb-errors.js';
import type { TypedScope } from '../http/typed-scope.js';
import { appendedKeys } from './append-to-response.js';
import { episodeExternalIdsAnswer } from './external-ids-answer.js';
import type { RouteContext } from './route-context.js';

const EPISODE_APPENDS = ['credits', 'external_ids'] as const;
type EpisodeAppend = (typeof EPISODE_APPENDS)[number];

/**
 * An episode of a show's season, its credits and external ids, on the context clock's UTC day; an
 * episode the season does not list that day is TMDB's 404.
 */
export function registerEpisodeRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  app.get(
    '/tv/:id/season/:season_number/episode/:episode_number',
    { schema: { params: EpisodeParamsSchema, querystring: AppendQuerySchema } },
    async (request) => {
      const { id, season, episode } = episodeOf(request.params);
      const day = utcDayOf(now());
      const document = catalogue.tvEpisode(id, season, episode, day);
      if (document === undefined) throw notFound();
      const appended: Record<EpisodeAppend, () => unknown> = {
        credits: () => catalogue.tvEpisodeCredits(id, season, episode, day),
        external_ids: () => episodeExternalIdsAnswer(catalogue.episodeTvdbId(id, season, episode)),
      };
      const keys = appendedKeys(request.query.append_to_response, EPISODE_APPENDS);
      return { ...document, ...Object.fromEntries(keys.map((key) => [key, appended[key]()])) };
    },
  );

  app.get(
    '/tv/:id/season/:season_number/episode/:episode_number/credits',
    { schema: { params: EpisodeParamsSchema } },
    async (request) => {
      const { id, season, episode } = episodeOf(request.params);
      const credits = catalogue.tvEpisodeCredits(id, season, episode, utcDayOf(now()));
      if (credits === undefined) throw notFound();
      return { ...credits, id: episodeId(id, season, episode) };
    },
  );

  app.get(
    '/tv/:id/season/:season_number/episode/:episode_number/external_ids',
    { schema: { params: EpisodeParamsSchema } },
    async (request) => {
      const { id, season, episode } = episodeOf(request.params);
      if (catalogue.tvEpisode(id, season, episode, utcDayOf(now())) === undefined) throw notFound();
      return {
        id: episodeId(id, season, episode),
        ...episodeExternalIdsAnswer(catalogue.episodeTvdbId(id, season, episode)),
      };
    },
  );
}
