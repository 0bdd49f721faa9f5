import { Type } from 'typebox';
import {
  episodeOf,
  EpisodeParamsSchema,
  seasonOf,
  SeasonParamsSchema,
} from '../../http/param-schemas.js';
import { notFound } from '../../http/tmdb-errors.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import { pageOf, sliceOf } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { ADDED, DELETED, libraryPage, UPDATED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { ratedDetails } from '../http/rated-episode-details.js';
import { nullable, pageSchema, StatusAnswerSchema } from '../http/wire-schemas.js';
import type { EpisodeRatingStore } from '../store/library-store.js';
import { RatingBodySchema } from './rating-routes.js';

/** An item of TMDB's rated episodes: the episode as TV details name one, with the rating. */
export const RatedEpisodeSchema = Type.Object({
  air_date: Type.String(),
  episode_number: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
  overview: Type.String(),
  production_code: Type.String(),
  runtime: nullable(Type.Number()),
  season_number: Type.Integer(),
  show_id: Type.Integer(),
  still_path: nullable(Type.String()),
  vote_average: Type.Number(),
  vote_count: Type.Integer(),
  rating: Type.Number(),
});

/** TMDB's season account_states: each episode's rating by the member, or false. */
export const SeasonAccountStatesSchema = Type.Object({
  id: Type.Integer(),
  results: Type.Array(
    Type.Object({
      id: Type.Integer(),
      episode_number: Type.Integer(),
      rated: Type.Union([Type.Object({ value: Type.Number() }), Type.Literal(false)]),
    }),
  ),
});

/**
 * TMDB's episode ratings: rating and unrating an episode, the member's rated episodes, and a
 * season's account states (each episode's rating), for a season page.
 */
export function registerEpisodeRatingRoutes(
  scope: LibraryScope,
  { store, shows }: LibraryRouteContext<EpisodeRatingStore>,
): void {
  scope.post(
    '/tv/:id/season/:season_number/episode/:episode_number/rating',
    {
      schema: {
        params: EpisodeParamsSchema,
        body: RatingBodySchema,
        response: { 200: StatusAnswerSchema, 201: StatusAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id, season, episode } = episodeOf(request.params);
      const found = (await shows.season(id, season)).find((e) => e.episodeNumber === episode);
      if (found === undefined) throw notFound();
      const ref = { showId: id, seasonNumber: season, episodeNumber: episode };
      const added = await store.rateEpisode(
        memberUid(request),
        ref,
        request.body.value,
        ratedDetails(id, found),
      );
      return added ? reply.code(201).send(ADDED) : UPDATED;
    },
  );

  scope.delete(
    '/tv/:id/season/:season_number/episode/:episode_number/rating',
    { schema: { params: EpisodeParamsSchema, response: { 200: StatusAnswerSchema } } },
    async (request) => {
      const { id, season, episode } = episodeOf(request.params);
      await store.unrateEpisode(memberUid(request), {
        showId: id,
        seasonNumber: season,
        episodeNumber: episode,
      });
      return DELETED;
    },
  );

  scope.get(
    '/tv/:id/season/:season_number/account_states',
    { schema: { params: SeasonParamsSchema, response: { 200: SeasonAccountStatesSchema } } },
    async (request) => {
      const { id, season } = seasonOf(request.params);
      const [outline, episodes, ratings] = await Promise.all([
        shows.outline(id),
        shows.season(id, season),
        store.episodeRatingsOfShow(memberUid(request), id),
      ]);
      const rated = new Map(
        ratings
          .filter((rating) => rating.seasonNumber === season)
          .map((rating) => [rating.episodeNumber, rating.rating]),
      );
      return {
        id: outline.seasons.find((listed) => listed.seasonNumber === season)?.id ?? 0,
        results: episodes.map((episode) => {
          const value = rated.get(episode.episodeNumber);
          return {
            id: episode.id,
            episode_number: episode.episodeNumber,
            rated: value === undefined ? (false as const) : { value },
          };
        }),
      };
    },
  );

  scope.get(
    '/account/:account_id/rated/tv/episodes',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: Type.Object({ page: Type.Optional(Type.String()) }),
        response: { 200: pageSchema(RatedEpisodeSchema) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const slice = await store.listEpisodeRatings(memberUid(request), {
        ...sliceOf(page),
      });
      return libraryPage(page, slice, (row) => ({ ...row.details, rating: row.rating }));
    },
  );
}
