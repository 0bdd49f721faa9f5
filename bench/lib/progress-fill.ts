import type { ShowStatus } from '@marquee/tmdb-types/episode-progress';
import { sql } from 'kysely';
import type { LibraryDatabase } from '../../server/src/testing.js';

/** A show as far as it has aired on the bench day: each regular season with its aired episodes. */
export interface AiredShow {
  id: number;
  /** Regular seasons (1 on) in airing order; a season with nothing aired yet is left out. */
  seasons: ReadonlyArray<{ seasonNumber: number; aired: number }>;
}

export interface EpisodeNumbers {
  seasonNumber: number;
  episodeNumber: number;
}

/** How many shows a member follows and how many watches each holds. */
export interface ProgressMix {
  shows: number;
  watchesPerShow: number;
}

/** The member: 1,000 shows in progress, 100,000 episode watches. */
export const ONE_THOUSAND_SHOWS: ProgressMix = { shows: 1_000, watchesPerShow: 100 };

export type ShowKind = 'partway' | 'caught up' | 'paused' | 'dropped';

export interface PlannedWatch extends EpisodeNumbers {
  cycle: number;
  rewatch: number;
}

/** One show of the member: where they stand and every watch that got them there. */
export interface ShowWatchPlan {
  showId: number;
  kind: ShowKind;
  status: ShowStatus;
  /** The current cycle; the ones before it are past watch-throughs. */
  cycle: number;
  /** The aired episodes watched in the current cycle: the first this many, in airing order. */
  watched: number;
  /** Oldest first: past cycles, the current cycle's first watches, then its rewatches. */
  watches: PlannedWatch[];
  /** Aired episodes after the furthest watched in the current cycle, in airing order. */
  unwatched: EpisodeNumbers[];
}

/** Every regular episode aired, in airing order. */
export function airedEpisodes(show: AiredShow): EpisodeNumbers[] {
  return show.seasons.flatMap(({ seasonNumber, aired }) =>
    Array.from({ length: aired }, (_, index) => ({ seasonNumber, episodeNumber: index + 1 })),
  );
}

/** Six shows in ten partway, three caught up; of the tenth, half paused and half dropped. */
export function kindOf(index: number): ShowKind {
  if (index % 20 === 7) return 'paused';
  if (index % 20 === 17) return 'dropped';
  return [4, 5, 6].includes(index % 10) ? 'caught up' : 'partway';
}

/**
 * The watches of the `index`th show followed, `budget` of them, of episodes aired on the bench day
 * only. The current cycle reaches 20–90 % of what has aired (all of it when caught up); one show in
 * three has seen those episodes twice (rewatch 1); what the budget leaves goes to earlier
 * watch-throughs, the oldest of them cut short where it does not divide. Undefined for a show with
 * nothing aired.
 */
export function planShowWatches(
  show: AiredShow,
  index: number,
  budget: number,
): ShowWatchPlan | undefined {
  const aired = airedEpisodes(show);
  const total = aired.length;
  if (total === 0 || budget < 1) return undefined;
  const meant = kindOf(index);
  const fraction = 0.2 + 0.7 * (((index * 37) % 100) / 100);
  const reached =
    meant === 'caught up' || total === 1
      ? total
      : Math.min(total - 1, Math.max(1, Math.round(total * fraction)));
  const watched = Math.min(reached, budget);
  // What the show came to: one longer than the budget is never caught up, one of one episode always.
  const kind: ShowKind =
    meant === 'paused' || meant === 'dropped' ? meant : watched === total ? 'caught up' : 'partway';
  let left = budget - watched;
  const rewatched = index % 3 === 0 ? Math.min(left, watched) : 0;
  left -= rewatched;
  const fullCycles = Math.floor(left / total);
  const cutShort = left % total;
  const pastCycles = [
    ...(cutShort > 0 ? [cutShort] : []),
    ...Array<number>(fullCycles).fill(total),
  ];
  const cycle = pastCycles.length + 1;
  const watches: PlannedWatch[] = [
    ...pastCycles.flatMap((count, past) =>
      aired.slice(0, count).map((episode) => ({ ...episode, cycle: past + 1, rewatch: 0 })),
    ),
    ...aired.slice(0, watched).map((episode) => ({ ...episode, cycle, rewatch: 0 })),
    ...aired.slice(0, rewatched).map((episode) => ({ ...episode, cycle, rewatch: 1 })),
  ];
  const status: ShowStatus = kind === 'paused' || kind === 'dropped' ? kind : 'watching';
  return {
    showId: show.id,
    kind,
    status,
    cycle,
    watched,
    watches,
    unwatched: aired.slice(watched),
  };
}

/** The plans of the first `mix.shows` shows with something aired; fewer if the shows run out. */
export function planMember(shows: readonly AiredShow[], mix: ProgressMix): ShowWatchPlan[] {
  const plans: ShowWatchPlan[] = [];
  for (const show of shows) {
    if (plans.length === mix.shows) break;
    const plan = planShowWatches(show, plans.length, mix.watchesPerShow);
    if (plan) plans.push(plan);
  }
  return plans;
}

/** What the member holds, for the results' note. */
export function describeMember(plans: readonly ShowWatchPlan[]): string {
  const count = (test: (plan: ShowWatchPlan) => boolean) => plans.filter(test).length;
  const watches = plans.reduce((sum, plan) => sum + plan.watches.length, 0);
  const unwatched = plans.reduce((sum, plan) => sum + plan.unwatched.length, 0);
  return (
    `${plans.length.toLocaleString('en')} shows, ${watches.toLocaleString('en')} episode watches ` +
    `(${count((p) => p.kind === 'partway')} partway, ${count((p) => p.kind === 'caught up')} caught up, ` +
    `${count((p) => p.kind === 'paused')} paused, ${count((p) => p.kind === 'dropped')} dropped; ` +
    `${count((p) => p.cycle > 1)} in a second or later watch-through, ` +
    `${count((p) => p.watches.some((w) => w.rewatch > 0))} with rewatches; ` +
    `${unwatched.toLocaleString('en')} aired episodes left unwatched)`
  );
}

const DAY_MS = 86_400_000;
const CHUNK_ROWS = 1_000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS)
    await insert(rows.slice(start, start + CHUNK_ROWS));
}

/**
 * Writes `uid`'s shows and watches straight into the tables, as marking them one by one would
 * have left them, a thousand rows a statement. A show's watches fall on consecutive days up to
 * 0–59 days before `today`, so the shows' latest activity (Up next's order) differs.
 */
export async function fillEpisodeProgress(
  database: LibraryDatabase,
  uid: string,
  plans: readonly ShowWatchPlan[],
  today: Date,
): Promise<void> {
  const midday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  const progress = [];
  const watches = [];
  for (const [index, plan] of plans.entries()) {
    const last = midday - (index % 60) * DAY_MS;
    const at = (position: number) => last - (plan.watches.length - 1 - position) * DAY_MS + index;
    const firstOfCycle = plan.watches.findIndex((watch) => watch.cycle === plan.cycle);
    progress.push({
      uid,
      show_id: plan.showId,
      cycle: plan.cycle,
      status: plan.status,
      started_at: at(firstOfCycle),
      updated_at: at(plan.watches.length - 1),
    });
    for (const [position, watch] of plan.watches.entries())
      watches.push({
        uid,
        show_id: plan.showId,
        season_number: watch.seasonNumber,
        episode_number: watch.episodeNumber,
        cycle: watch.cycle,
        rewatch: watch.rewatch,
        watched_on: new Date(at(position)).toISOString().slice(0, 10),
        created_at: at(position),
      });
  }
  const { db } = database;
  await inChunks(progress, (chunk) => db.insertInto('show_progress').values(chunk).execute());
  await inChunks(watches, (chunk) => db.insertInto('episode_watches').values(chunk).execute());
  // What autovacuum would have done by itself after so many inserts (see library-scale).
  if (database.engine === 'postgres') await sql`analyze`.execute(db);
}

export interface EpisodeOfShow extends EpisodeNumbers {
  showId: number;
}

/**
 * `count` aired episodes not watched yet, each once: the next of each show being watched in turn,
 * as a member goes on with one show and then another. Throws when the plans hold fewer.
 */
export function episodesToMark(plans: readonly ShowWatchPlan[], count: number): EpisodeOfShow[] {
  const queues = plans
    .filter((plan) => plan.status === 'watching' && plan.unwatched.length > 0)
    .map((plan) => plan.unwatched.map((episode) => ({ showId: plan.showId, ...episode })));
  const marks: EpisodeOfShow[] = [];
  for (let turn = 0; marks.length < count; turn += 1) {
    const pending = queues.filter((queue) => queue.length > turn);
    if (pending.length === 0)
      throw new Error(`The member has only ${marks.length} aired episodes to mark, not ${count}`);
    for (const queue of pending) {
      if (marks.length === count) break;
      marks.push(queue[turn] as EpisodeOfShow);
    }
  }
  return marks;
}
