import type {
  ProgressEpisode,
  ShowProgressWire,
  ShowStatus,
  UpNextState,
  WatchedEpisode,
} from '@marquee/tmdb-types/episode-progress';
import type { MessageId } from '../../i18n/load-messages';
import type { Message } from '../../i18n/message';
import { failureReason, type FailureMessage } from '../title-write';
import { episodeCode } from './episode-names';

/** One change to a member's progress of one show, as the UI asks for it. */
export type ProgressWrite =
  | { kind: 'episode'; seasonNumber: number; episodeNumber: number; watched: boolean }
  /** Another watch of an episode already watched: a rewatch. */
  | { kind: 'again'; seasonNumber: number; episodeNumber: number }
  /**
   * Every aired episode of a season, or none of it. `aired` is what the page knows has aired, for
   * the change shown at once; the server decides for itself.
   */
  | { kind: 'season'; seasonNumber: number; watched: boolean; aired: readonly number[] }
  | { kind: 'status'; status: ShowStatus }
  /** A new watch-through from the first episode. */
  | { kind: 'restart' }
  /** The member's rating of an episode; 0 takes it away. */
  | { kind: 'rating'; seasonNumber: number; episodeNumber: number; value: number };

function byAiringOrder(a: WatchedEpisode, b: WatchedEpisode): number {
  return a.season_number - b.season_number || a.episode_number - b.episode_number;
}

type Numbered = Pick<WatchedEpisode, 'season_number' | 'episode_number'>;

function isEpisode(entry: Numbered, seasonNumber: number, episodeNumber: number): boolean {
  return entry.season_number === seasonNumber && entry.episode_number === episodeNumber;
}

/** A next episode only its numbers say yet: its name comes with the server's answer. */
export function episodeByNumbers(seasonNumber: number, episodeNumber: number): ProgressEpisode {
  return {
    season_number: seasonNumber,
    episode_number: episodeNumber,
    id: 0,
    name: '',
    air_date: null,
    runtime: null,
    still_path: null,
  };
}

/**
 * What comes after the furthest regular episode watched, as the server works it out (right across
 * season boundaries), from the seasons the progress lists: one aired to watch, one to wait for, or
 * none listed.
 */
function nextStep(
  progress: ShowProgressWire,
  watched: readonly WatchedEpisode[],
): { state: UpNextState; next?: { seasonNumber: number; episodeNumber: number } } {
  const furthest = watched.filter((episode) => episode.season_number >= 1).at(-1);
  const seasons = progress.seasons
    .filter((season) => season.season_number >= 1 && season.episode_count > 0)
    .sort((a, b) => a.season_number - b.season_number);
  for (const season of seasons) {
    if (furthest && season.season_number < furthest.season_number) continue;
    const episodeNumber =
      furthest && season.season_number === furthest.season_number ? furthest.episode_number + 1 : 1;
    if (episodeNumber > season.episode_count) continue;
    return {
      state: episodeNumber <= season.aired_episodes ? 'watching' : 'waiting',
      next: { seasonNumber: season.season_number, episodeNumber },
    };
  }
  // Nothing more listed: whether the show has ended is the server's to say.
  return { state: progress.state === 'finished' ? 'finished' : 'waiting' };
}

/** The progress with these watches: every count and the next episode follow from them. */
function withWatched(
  progress: ShowProgressWire,
  watched: WatchedEpisode[],
  known: readonly ProgressEpisode[],
): ShowProgressWire {
  const sorted = [...watched].sort(byAiringOrder);
  const { state, next } = nextStep(progress, sorted);
  const same = (episode: ProgressEpisode | null) =>
    episode !== null &&
    next !== undefined &&
    episode.season_number === next.seasonNumber &&
    episode.episode_number === next.episodeNumber;
  const nextEpisode =
    next === undefined
      ? null
      : ([progress.next_episode, ...known].find(same) ??
        episodeByNumbers(next.seasonNumber, next.episodeNumber));
  return {
    ...progress,
    watched: sorted,
    watched_episodes: sorted.filter((episode) => episode.season_number >= 1).length,
    seasons: progress.seasons.map((season) => ({
      ...season,
      watched_episodes: sorted.filter((episode) => episode.season_number === season.season_number)
        .length,
    })),
    state,
    next_episode: nextEpisode,
  };
}

/** Marking anything watched follows the show again, as the server does. */
function watching(progress: ShowProgressWire): ShowProgressWire {
  return { ...progress, status: 'watching' };
}

function firstWatch(seasonNumber: number, episodeNumber: number, today: string): WatchedEpisode {
  return {
    season_number: seasonNumber,
    episode_number: episodeNumber,
    watches: 1,
    last_watched_on: today,
  };
}

/**
 * The progress as it will be once the write is done: what the UI shows at once. `known` names
 * episodes the page has details of, so a next episode among them shows with its name.
 */
export function applyProgressWrite(
  progress: ShowProgressWire,
  write: ProgressWrite,
  { today, known = [] }: { today: string; known?: readonly ProgressEpisode[] },
): ShowProgressWire {
  const { watched } = progress;
  switch (write.kind) {
    case 'episode': {
      const { seasonNumber, episodeNumber } = write;
      const others = watched.filter((entry) => !isEpisode(entry, seasonNumber, episodeNumber));
      if (!write.watched) return withWatched(progress, others, known);
      const existing = watched.find((entry) => isEpisode(entry, seasonNumber, episodeNumber));
      const entry = existing ?? firstWatch(seasonNumber, episodeNumber, today);
      return withWatched(watching(progress), [...others, entry], known);
    }
    case 'again': {
      const { seasonNumber, episodeNumber } = write;
      const existing = watched.find((entry) => isEpisode(entry, seasonNumber, episodeNumber));
      const others = watched.filter((entry) => entry !== existing);
      const entry = existing
        ? { ...existing, watches: existing.watches + 1, last_watched_on: today }
        : firstWatch(seasonNumber, episodeNumber, today);
      return withWatched(watching(progress), [...others, entry], known);
    }
    case 'season': {
      const others = watched.filter((entry) => entry.season_number !== write.seasonNumber);
      if (!write.watched) return withWatched(progress, others, known);
      const ofSeason = write.aired.map(
        (episodeNumber) =>
          watched.find((entry) => isEpisode(entry, write.seasonNumber, episodeNumber)) ??
          firstWatch(write.seasonNumber, episodeNumber, today),
      );
      const unaired = watched.filter(
        (entry) =>
          entry.season_number === write.seasonNumber && !write.aired.includes(entry.episode_number),
      );
      return withWatched(watching(progress), [...others, ...ofSeason, ...unaired], known);
    }
    case 'status':
      return { ...progress, status: write.status };
    case 'restart':
      return withWatched(
        { ...watching(progress), cycle: progress.cycle + 1, state: 'watching' },
        [],
        known,
      );
    case 'rating':
      return progress;
  }
}

/**
 * Undoes a failed write in the progress as it is now, touching only what it changed, and only
 * while that still shows this write: another write made meanwhile (the next episode marked while
 * this one failed) stays.
 */
export function revertProgressWrite(
  current: ShowProgressWire,
  before: ShowProgressWire,
  write: ProgressWrite,
  known: readonly ProgressEpisode[] = [],
): ShowProgressWire {
  /** The watches of the episodes `touched` picks, as they were before. */
  function restore(touched: (entry: Numbered) => boolean) {
    const kept = current.watched.filter((entry) => !touched(entry));
    const restored = before.watched.filter(touched);
    return withWatched({ ...current, status: before.status }, [...kept, ...restored], known);
  }
  switch (write.kind) {
    case 'episode':
    case 'again':
      return restore((entry) => isEpisode(entry, write.seasonNumber, write.episodeNumber));
    case 'season':
      return restore((entry) => entry.season_number === write.seasonNumber);
    case 'status':
      return current.status === write.status ? { ...current, status: before.status } : current;
    case 'restart':
      return current.cycle === before.cycle + 1 ? before : current;
    case 'rating':
      return current;
  }
}

const statusFailures: Record<ShowStatus, MessageId> = {
  watching: 'member.progressFailure.resume',
  paused: 'member.progressFailure.pause',
  dropped: 'member.progressFailure.stopTracking',
};

/**
 * What was being tried, why it failed, and that nothing was changed: one sentence each, naming the
 * episode by its code (S2E4) and a season as the pages do ("Season 2", "Specials").
 */
function attempt(write: ProgressWrite): Message {
  switch (write.kind) {
    case 'episode':
      return {
        id: write.watched
          ? 'member.progressFailure.episodeWatched'
          : 'member.progressFailure.episodeNotWatched',
        values: { code: episodeCode(write.seasonNumber, write.episodeNumber) },
      };
    case 'again':
      return {
        id: 'member.progressFailure.again',
        values: { code: episodeCode(write.seasonNumber, write.episodeNumber) },
      };
    case 'season':
      return {
        id: write.watched
          ? 'member.progressFailure.seasonWatched'
          : 'member.progressFailure.seasonNotWatched',
        values: { season: write.seasonNumber },
      };
    case 'status':
      return { id: statusFailures[write.status] };
    case 'restart':
      return { id: 'member.progressFailure.restart' };
    case 'rating': {
      const code = episodeCode(write.seasonNumber, write.episodeNumber);
      return write.value === 0
        ? { id: 'member.progressFailure.ratingClear', values: { code } }
        : { id: 'member.progressFailure.rating', values: { code, rating: write.value } };
    }
  }
}

/** "Could not mark S3E20 of Severance watched: S3E20 airs on …. Nothing was changed." */
export function progressWriteFailureMessage(
  showName: string,
  write: ProgressWrite,
  error: unknown,
): FailureMessage {
  const { id, values } = attempt(write);
  return { id, values: { ...values, show: showName }, reason: failureReason(error) };
}
