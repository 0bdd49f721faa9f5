import type {
  PastCycle,
  ProgressEpisode,
  SeasonProgress,
  ShowProgressWire,
  WatchedEpisode,
} from '@marquee/tmdb-types/episode-progress';
import type { ShowOutline } from '../../title-catalogue/show-guide.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { memberUid } from '../http/member-uid.js';
import type {
  EpisodeProgressStore,
  EpisodeWatch,
  ShowWatches,
  TitleMemory,
} from '../store/library-store.js';
import {
  AccountShowParamsSchema,
  ShowProgressSchema,
  ShowStatusBodySchema,
} from './progress-schemas.js';
import { nextEpisodeOf } from './next-episode.js';
import {
  airedEpisodes,
  airedInSeason,
  compareEpisodes,
  hasAired,
  utcDate,
} from './show-timeline.js';

type Context = LibraryRouteContext<EpisodeProgressStore & TitleMemory>;

/** Each regular episode once: how many distinct ones the watches hold. */
function distinctRegular(watches: readonly EpisodeWatch[]): number {
  return new Set(
    watches
      .filter((watch) => watch.seasonNumber >= 1)
      .map((watch) => `${watch.seasonNumber}:${watch.episodeNumber}`),
  ).size;
}

function watchedEpisodes(current: readonly EpisodeWatch[]): WatchedEpisode[] {
  const byEpisode = new Map<string, WatchedEpisode>();
  for (const watch of current) {
    const key = `${watch.seasonNumber}:${watch.episodeNumber}`;
    const known = byEpisode.get(key);
    if (known === undefined)
      byEpisode.set(key, {
        season_number: watch.seasonNumber,
        episode_number: watch.episodeNumber,
        watches: 1,
        last_watched_on: watch.watchedOn,
      });
    else {
      known.watches += 1;
      if (watch.watchedOn > known.last_watched_on) known.last_watched_on = watch.watchedOn;
    }
  }
  return [...byEpisode.values()].sort((a, b) =>
    compareEpisodes(
      { seasonNumber: a.season_number, episodeNumber: a.episode_number },
      { seasonNumber: b.season_number, episodeNumber: b.episode_number },
    ),
  );
}

function pastCycles(watches: readonly EpisodeWatch[], current: number): PastCycle[] {
  const cycles: PastCycle[] = [];
  for (let cycle = 1; cycle < current; cycle += 1) {
    const of = watches.filter((watch) => watch.cycle === cycle);
    const days = of.map((watch) => watch.watchedOn).sort();
    cycles.push({
      cycle,
      watched_episodes: distinctRegular(of),
      first_watched_on: days[0] ?? null,
      last_watched_on: days.at(-1) ?? null,
    });
  }
  return cycles;
}

/**
 * The member's progress of one show on the outline's day. The specials' aired count needs their
 * season's dates; every other count comes from the outline.
 */
async function showProgress(
  context: Context,
  outline: ShowOutline,
  { progress, watches }: ShowWatches,
  specialsAired: number,
): Promise<ShowProgressWire> {
  const cycle = progress?.cycle ?? 1;
  const current = watches.filter((watch) => watch.cycle === cycle);
  const watched = watchedEpisodes(current);
  const furthest = watched.filter((episode) => episode.season_number >= 1).at(-1);
  const { state, episode } = await nextEpisodeOf(
    context.shows,
    outline,
    furthest === undefined
      ? null
      : { seasonNumber: furthest.season_number, episodeNumber: furthest.episode_number },
  );
  const seasons: SeasonProgress[] = outline.seasons.map((season) => ({
    season_number: season.seasonNumber,
    name: season.name,
    episode_count: season.episodeCount,
    aired_episodes:
      season.seasonNumber === 0 ? specialsAired : airedInSeason(outline, season.seasonNumber),
    watched_episodes: watched.filter((e) => e.season_number === season.seasonNumber).length,
    air_date: season.airDate,
    poster_path: season.posterPath,
  }));
  return {
    show_id: outline.show.id,
    status: progress?.status ?? null,
    cycle,
    started_at: progress === undefined ? null : new Date(progress.startedAt).toISOString(),
    aired_episodes: airedEpisodes(outline),
    watched_episodes: distinctRegular(current),
    state,
    next_episode: episode satisfies ProgressEpisode | null,
    seasons,
    watched,
    past_cycles: pastCycles(watches, cycle),
  };
}

/**
 * A member's progress of one show, its status ("Pause", "Stop tracking") and starting it again
 * (docs/library-api.md, "Episode progress").
 */
export function registerShowProgressRoutes(scope: LibraryScope, context: Context): void {
  const { store, shows, now } = context;

  async function progressAnswer(uid: string, showId: number): Promise<ShowProgressWire> {
    const outline = await shows.outline(showId);
    const hasSpecials = outline.seasons.some((season) => season.seasonNumber === 0);
    const [watches, specials] = await Promise.all([
      store.showWatches(uid, showId),
      hasSpecials ? shows.season(showId, 0) : Promise.resolve([]),
    ]);
    const today = utcDate(now());
    const specialsAired = specials.filter((episode) => hasAired(episode.airDate, today)).length;
    return showProgress(context, outline, watches, specialsAired);
  }

  scope.get(
    '/account/:account_id/progress/tv/:id',
    { schema: { params: AccountShowParamsSchema, response: { 200: ShowProgressSchema } } },
    async (request) => progressAnswer(memberUid(request), Number(request.params.id)),
  );

  scope.put(
    '/account/:account_id/progress/tv/:id',
    {
      schema: {
        params: AccountShowParamsSchema,
        body: ShowStatusBodySchema,
        response: { 200: ShowProgressSchema },
      },
    },
    async (request) => {
      const uid = memberUid(request);
      const showId = Number(request.params.id);
      await rememberAddedTitle(context, { mediaType: 'tv', mediaId: showId });
      await store.setShowStatus(uid, showId, request.body.status);
      return progressAnswer(uid, showId);
    },
  );

  scope.post(
    '/account/:account_id/progress/tv/:id/cycles',
    { schema: { params: AccountShowParamsSchema, response: { 201: ShowProgressSchema } } },
    async (request, reply) => {
      const uid = memberUid(request);
      const showId = Number(request.params.id);
      await rememberAddedTitle(context, { mediaType: 'tv', mediaId: showId });
      await store.startShowAgain(uid, showId);
      return reply.code(201).send(await progressAnswer(uid, showId));
    },
  );
}
