import type { CalendarAnswer, UpNextPage } from '@marquee/tmdb-types/episode-progress';
import { episodesToMark } from './progress-fill.js';
import type { EpisodeOfShow, ShowWatchPlan } from './progress-fill.js';
import {
  calendarPath,
  checkUpNext,
  showProgressPath,
  upNextPath,
  type CalendarMonth,
} from './progress-workloads.js';

export interface ProgressTimingSettings {
  /** Marks timed one after another. */
  marks: number;
  /** Answers of each read timed, each the first after a mark (so none is kept). */
  readsAfterWrite: number;
}

export const PROGRESS_TIMING: ProgressTimingSettings = { marks: 300, readsAfterWrite: 30 };
export const QUICK_PROGRESS_TIMING: ProgressTimingSettings = { marks: 100, readsAfterWrite: 10 };

/** Milliseconds, one request at a time. */
export interface ProgressTimes {
  /** The server's first Up next of all: nothing of it cached or prepared yet. */
  firstUpNext: number;
  /** The first calendar month, right after that. */
  firstCalendar: number;
  /** Every mark of a distinct aired episode, those before the reads below included. */
  marks: number[];
  upNext: number[];
  calendar: number[];
  show: number[];
  /** What the month held: episodes airing in it, earlier ones waiting unwatched, movies. */
  calendarHeld: { episodes: number; unwatched: number; movies: number };
}

/**
 * The progress answers no kept answer can serve: marking an episode (a write), and Up next, the
 * calendar's month and a show's progress each right after a mark, whose write makes the member's
 * kept answers out of date (on SQLite). Marks go on with the shows being watched, so the
 * member's Up next moves on as it would.
 */
export async function timeProgressAnswers(
  origin: string,
  headers: Record<string, string>,
  uid: string,
  plans: readonly ShowWatchPlan[],
  month: CalendarMonth,
  settings: ProgressTimingSettings,
): Promise<ProgressTimes> {
  const timed = async (path: string, init: RequestInit = {}, status = 200) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== status)
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body}`);
    return { ms, body };
  };
  const toMark = episodesToMark(plans, settings.marks + 3 * settings.readsAfterWrite);
  const marks: number[] = [];
  const mark = async () => {
    const { showId, seasonNumber, episodeNumber } = toMark.shift() as EpisodeOfShow;
    const path = `/3/tv/${showId}/season/${seasonNumber}/episode/${episodeNumber}/watched`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    marks.push((await timed(path, init, 201)).ms);
  };

  const first = await timed(upNextPath(uid));
  checkUpNext(JSON.parse(first.body) as UpNextPage, plans);
  const firstCalendar = await timed(calendarPath(uid, month));
  const held = JSON.parse(firstCalendar.body) as CalendarAnswer;

  for (let count = 0; count < settings.marks; count += 1) await mark();
  const upNext: number[] = [];
  const calendar: number[] = [];
  const show: number[] = [];
  for (let read = 0; read < settings.readsAfterWrite; read += 1) {
    await mark();
    upNext.push((await timed(upNextPath(uid))).ms);
    await mark();
    calendar.push((await timed(calendarPath(uid, month))).ms);
    await mark();
    const { showId } = plans[read % plans.length] as ShowWatchPlan;
    show.push((await timed(showProgressPath(uid, showId))).ms);
  }
  return {
    firstUpNext: first.ms,
    firstCalendar: firstCalendar.ms,
    marks,
    upNext,
    calendar,
    show,
    calendarHeld: {
      episodes: held.episodes.length,
      unwatched: held.unwatched.length,
      movies: held.movies.length,
    },
  };
}
