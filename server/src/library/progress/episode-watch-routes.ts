import type { Static } from 'typebox';
import {
  episodeOf,
  EpisodeParamsSchema,
  IdParamsSchema,
  idOf,
  seasonOf,
  SeasonParamsSchema,
} from '../../http/param-schemas.js';
import { notFound, TmdbHttpError } from '../../http/tmdb-errors.js';
import type { GuideEpisode } from '../../title-catalogue/show-guide.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import { pageOf, sliceOf } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { DELETED, libraryPage } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { StatusAnswerSchema } from '../http/wire-schemas.js';
import type { EpisodeProgressStore, TitleMemory } from '../store/library-store.js';
import {
  EpisodeDiaryPageSchema,
  EpisodeWatchesQuerySchema,
  EpisodeWatchParamsSchema,
  MarkWatchedAnswerSchema,
  MarkWatchedBodySchema,
  UnmarkWatchedAnswerSchema,
} from './progress-schemas.js';
import { episodeDiaryEntry, episodeWatchWire } from './progress-wire.js';
import { hasAired, utcDate } from './show-timeline.js';

type Context = LibraryRouteContext<EpisodeProgressStore & TitleMemory>;
type MarkBody = Static<typeof MarkWatchedBodySchema>;

const MARKED_MESSAGE = 'Success.';

/** An episode that has not aired cannot have been watched: 422, saying when it airs. */
function notAiredYet(episode: GuideEpisode): TmdbHttpError {
  const name = `S${episode.seasonNumber}E${episode.episodeNumber}`;
  return new TmdbHttpError(
    422,
    7,
    episode.airDate === null
      ? `${name} has no air date yet, so it cannot be marked watched.`
      : `${name} airs on ${episode.airDate}, so it cannot be marked watched yet.`,
  );
}

/** What marking a show's episodes answers: 201 with the watches written, 200 when none were. */
async function markEpisodes(
  context: Context,
  uid: string,
  showId: number,
  episodes: readonly GuideEpisode[],
  body: MarkBody,
) {
  const { store, now } = context;
  await rememberAddedTitle(context, { mediaType: 'tv', mediaId: showId });
  const watches = await store.markEpisodes(uid, showId, episodes, {
    watchedOn: body.watched_on ?? utcDate(now()),
    again: body.again === true,
  });
  return {
    code: watches.length > 0 ? (201 as const) : (200 as const),
    answer: {
      status_code: 1 as const,
      status_message: MARKED_MESSAGE,
      success: true as const,
      watches: watches.map(episodeWatchWire),
    },
  };
}

function unmarked(removed: number) {
  return { ...DELETED, status_code: 13 as const, success: true as const, removed };
}

/**
 * Marking episodes watched and unmarking them, one, a season or a whole show, and the diary of
 * every episode watched (docs/library-api.md, "Episode progress"). Only aired episodes are marked:
 * the catalogue's season says which exist and when each airs.
 */
export function registerEpisodeWatchRoutes(scope: LibraryScope, context: Context): void {
  const { store, shows, now } = context;
  const episodeSchema = {
    params: EpisodeParamsSchema,
    body: MarkWatchedBodySchema,
    response: { 200: MarkWatchedAnswerSchema, 201: MarkWatchedAnswerSchema },
  };

  scope.post(
    '/tv/:id/season/:season_number/episode/:episode_number/watched',
    { schema: episodeSchema },
    async (request, reply) => {
      const { id, season, episode } = episodeOf(request.params);
      const found = (await shows.season(id, season)).find((e) => e.episodeNumber === episode);
      if (found === undefined) throw notFound();
      if (!hasAired(found.airDate, utcDate(now()))) throw notAiredYet(found);
      const { code, answer } = await markEpisodes(
        context,
        memberUid(request),
        id,
        [found],
        request.body,
      );
      return reply.code(code).send(answer);
    },
  );

  scope.delete(
    '/tv/:id/season/:season_number/episode/:episode_number/watched',
    { schema: { params: EpisodeParamsSchema, response: { 200: UnmarkWatchedAnswerSchema } } },
    async (request) => {
      const { id, season, episode } = episodeOf(request.params);
      const removed = await store.unmarkEpisodes(memberUid(request), id, [
        { seasonNumber: season, episodeNumber: episode },
      ]);
      return unmarked(removed);
    },
  );

  scope.post(
    '/tv/:id/season/:season_number/watched',
    {
      schema: {
        params: SeasonParamsSchema,
        body: MarkWatchedBodySchema,
        response: { 200: MarkWatchedAnswerSchema, 201: MarkWatchedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id, season } = seasonOf(request.params);
      const today = utcDate(now());
      const aired = (await shows.season(id, season)).filter((e) => hasAired(e.airDate, today));
      const { code, answer } = await markEpisodes(context, memberUid(request), id, aired, {
        ...request.body,
        again: false,
      });
      return reply.code(code).send(answer);
    },
  );

  scope.delete(
    '/tv/:id/season/:season_number/watched',
    { schema: { params: SeasonParamsSchema, response: { 200: UnmarkWatchedAnswerSchema } } },
    async (request) => {
      const { id, season } = seasonOf(request.params);
      const episodes = await shows.season(id, season);
      const removed = await store.unmarkEpisodes(memberUid(request), id, episodes);
      return unmarked(removed);
    },
  );

  scope.post(
    '/tv/:id/watched',
    {
      schema: {
        params: IdParamsSchema,
        body: MarkWatchedBodySchema,
        response: { 200: MarkWatchedAnswerSchema, 201: MarkWatchedAnswerSchema },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params);
      const today = utcDate(now());
      const outline = await shows.outline(id);
      // Specials only when asked: they are extras most people skip, and would hold Up next back.
      const seasons = outline.seasons.filter(
        (season) => season.seasonNumber >= 1 || request.body.specials === true,
      );
      const aired: GuideEpisode[] = [];
      for (const season of seasons) {
        if (season.seasonNumber >= 1 && !hasAired(season.airDate, today)) continue;
        const episodes = await shows.season(id, season.seasonNumber);
        aired.push(...episodes.filter((episode) => hasAired(episode.airDate, today)));
      }
      const { code, answer } = await markEpisodes(context, memberUid(request), id, aired, {
        ...request.body,
        again: false,
      });
      return reply.code(code).send(answer);
    },
  );

  scope.get(
    '/account/:account_id/episode_watches',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: EpisodeWatchesQuerySchema,
        response: { 200: EpisodeDiaryPageSchema },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const showId = request.query.show_id;
      const slice = await store.listEpisodeWatches(memberUid(request), {
        ...sliceOf(page),
        ...(showId === undefined ? {} : { showId: Number(showId) }),
      });
      return libraryPage(page, slice, episodeDiaryEntry);
    },
  );

  scope.delete(
    '/account/:account_id/episode_watches/:watch_id',
    { schema: { params: EpisodeWatchParamsSchema, response: { 200: StatusAnswerSchema } } },
    async (request) => {
      const deleted = await store.deleteEpisodeWatch(
        memberUid(request),
        Number(request.params.watch_id),
      );
      if (!deleted) throw notFound();
      return DELETED;
    },
  );
}
