import type { ImportEpisodeWatch } from '@marquee/tmdb-types/library-transfer';
import type { NumberedEpisode } from './episode-numbers';
import { dayInZone } from './import-times';
import type { EpisodePlay } from './import-records';
import { nextTask } from './next-task';

/*
 * Another tracker's plays of a show's episodes, as Marquee's watches: which watch-through (cycle)
 * each belongs to and which time again (rewatch) it is. The numbers only depend on the file, so
 * a second import of it names the same watches, which the server keeps once (issue 24).
 */

/**
 * The same episode logged again within this long is one watch: a double tap, a scrobble and a
 * check-in, or Trakt's hand-entered 18:40 and 18:41 (FORMATS.md, 1.6).
 */
export const REPEAT_WITHIN_MS = 60_000;

/** A play whose show is matched and whose numbers are the catalogue's. */
export type NumberedPlay = NumberedEpisode<EpisodePlay>;

/** What became of a show's plays: the watches, and the plays that were repeats of another. */
export interface PlayWatches {
  watches: ImportEpisodeWatch[];
  repeats: EpisodePlay[];
}

function episodeKey(play: NumberedPlay): string {
  return `${play.season_number}:${play.episode_number}`;
}

function inAiringOrder(a: NumberedPlay, b: NumberedPlay): number {
  return a.season_number - b.season_number || a.episode_number - b.episode_number;
}

/** A play with its moment read once: sorting 20,000 would otherwise parse each many times. */
interface TimedPlay extends NumberedPlay {
  at: number;
}

/** Oldest first; plays at the same moment in airing order, so a binge logged at once keeps it. */
function byTime(a: TimedPlay, b: TimedPlay): number {
  return a.at - b.at || inAiringOrder(a, b);
}

/**
 * One show's plays as watches. A play of an episode already watched in the current cycle is a
 * rewatch, unless it is the show's first episode and the cycle has seen every regular episode the
 * file has of the show: then the person is starting the whole show again, and a new cycle begins.
 */
function showWatches(plays: readonly NumberedPlay[], timeZone: string): PlayWatches {
  const ordered = plays
    .map((play): TimedPlay => ({ ...play, at: Date.parse(play.episode.watched_at) }))
    .sort(byTime);
  const regularPlays = ordered.filter((play) => play.season_number >= 1);
  const regular = new Set(regularPlays.map((play) => episodeKey(play)));
  const first = regularPlays.reduce<NumberedPlay | undefined>(
    (earliest, play) =>
      earliest === undefined || inAiringOrder(play, earliest) < 0 ? play : earliest,
    undefined,
  );
  const result: PlayWatches = { watches: [], repeats: [] };
  const lastAt = new Map<string, number>();
  let cycle = 1;
  // Times each episode was watched in this cycle, and how many regular episodes it has seen.
  let seen = new Map<string, number>();
  let regularSeen = 0;
  for (const play of ordered) {
    const key = episodeKey(play);
    const { at } = play;
    const before = lastAt.get(key);
    if (before !== undefined && at - before <= REPEAT_WITHIN_MS) {
      result.repeats.push(play.episode);
      continue;
    }
    lastAt.set(key, at);
    let times = seen.get(key) ?? 0;
    if (times > 0 && first && key === episodeKey(first) && regularSeen === regular.size) {
      cycle += 1;
      seen = new Map();
      regularSeen = 0;
      times = 0;
    }
    if (times === 0 && play.season_number >= 1) regularSeen += 1;
    seen.set(key, times + 1);
    result.watches.push({
      show_id: play.showId,
      season_number: play.season_number,
      episode_number: play.episode_number,
      cycle,
      rewatch: times,
      watched_on: dayInZone(play.episode.watched_at, timeZone),
      logged_at: play.episode.watched_at,
    });
  }
  return result;
}

/** Each show's plays, shows in the order first played; a play the file lists twice, once. */
function playsByShow(plays: readonly NumberedPlay[]): NumberedPlay[][] {
  const byShow = new Map<number, NumberedPlay[]>();
  const playIds = new Set<string>();
  for (const play of plays) {
    const id = play.episode.play_id;
    if (id !== undefined) {
      if (playIds.has(id)) continue;
      playIds.add(id);
    }
    const show = byShow.get(play.showId);
    if (show) show.push(play);
    else byShow.set(play.showId, [play]);
  }
  return [...byShow.values()];
}

function addTo(result: PlayWatches, { watches, repeats }: PlayWatches): void {
  for (const watch of watches) result.watches.push(watch);
  for (const repeat of repeats) result.repeats.push(repeat);
}

/**
 * Every matched show's plays as watches. A play the file lists twice (the same play id, on two
 * overlapping pages) counts once and is not a repeat.
 */
export function watchesOfPlays(plays: readonly NumberedPlay[], timeZone: string): PlayWatches {
  const result: PlayWatches = { watches: [], repeats: [] };
  for (const show of playsByShow(plays)) addTo(result, showWatches(show, timeZone));
  return result;
}

// Plays worked out between two breaks for the page: about 20 ms of work on a phone.
const PLAYS_PER_SLICE = 2_000;

/** The same, with a break for the page every few thousand plays: a file may hold 200,000. */
export async function watchesOfPlaysInSlices(
  plays: readonly NumberedPlay[],
  timeZone: string,
): Promise<PlayWatches> {
  const result: PlayWatches = { watches: [], repeats: [] };
  let sinceBreak = 0;
  for (const show of playsByShow(plays)) {
    addTo(result, showWatches(show, timeZone));
    sinceBreak += show.length;
    if (sinceBreak >= PLAYS_PER_SLICE) {
      sinceBreak = 0;
      await nextTask();
    }
  }
  return result;
}
