import { describe, expect, it } from 'vitest';
import {
  airedEpisodes,
  episodesToMark,
  kindOf,
  planMember,
  planShowWatches,
  type AiredShow,
  type ShowWatchPlan,
} from './progress-fill.js';

// Season 1 whole (10), season 2 aired to episode 4: 14 episodes aired.
const show: AiredShow = {
  id: 7,
  seasons: [
    { seasonNumber: 1, aired: 10 },
    { seasonNumber: 2, aired: 4 },
  ],
};
const key = (w: { cycle: number; seasonNumber: number; episodeNumber: number; rewatch: number }) =>
  `${w.cycle}:${w.seasonNumber}:${w.episodeNumber}:${w.rewatch}`;
const indexOf = (kind: string) =>
  Array.from({ length: 20 }, (_, i) => i).find((i) => kindOf(i) === kind) as number;

describe('planShowWatches', () => {
  it('watches only episodes that have aired, each watch once, the whole budget', () => {
    for (let index = 0; index < 40; index += 1) {
      const plan = planShowWatches(show, index, 100) as ShowWatchPlan;
      const aired = new Set(airedEpisodes(show).map((e) => `${e.seasonNumber}:${e.episodeNumber}`));
      expect(plan.watches).toHaveLength(100);
      for (const watch of plan.watches)
        expect(aired.has(`${watch.seasonNumber}:${watch.episodeNumber}`)).toBe(true);
      expect(new Set(plan.watches.map(key)).size).toBe(100);
    }
  });

  it('leaves a caught-up show nothing aired to watch', () => {
    const plan = planShowWatches(show, indexOf('caught up'), 100) as ShowWatchPlan;
    expect(plan).toMatchObject({ kind: 'caught up', status: 'watching', watched: 14 });
    expect(plan.unwatched).toEqual([]);
  });

  it('stops a partway show before the last aired episode, and marks on from right after it', () => {
    const plan = planShowWatches(show, indexOf('partway'), 100) as ShowWatchPlan;
    expect(plan.kind).toBe('partway');
    expect(plan.watched).toBeGreaterThanOrEqual(1);
    expect(plan.watched).toBeLessThan(14);
    const current = plan.watches.filter((w) => w.cycle === plan.cycle && w.rewatch === 0);
    expect(current).toHaveLength(plan.watched);
    expect(plan.unwatched[0]).toEqual(airedEpisodes(show)[plan.watched]);
    expect(plan.unwatched.length + plan.watched).toBe(14);
  });

  it('puts what the show cannot hold in one watch-through into earlier ones, the oldest cut short', () => {
    // Index 1: partway, no rewatches.
    const plan = planShowWatches(show, 1, 100) as ShowWatchPlan;
    const past = plan.watches.filter((w) => w.cycle < plan.cycle);
    expect(past).toHaveLength(100 - plan.watched);
    const perCycle = Array.from({ length: plan.cycle - 1 }, (_, c) =>
      past.filter((w) => w.cycle === c + 1),
    );
    expect(perCycle.slice(1).every((cycle) => cycle.length === 14)).toBe(true);
    expect(perCycle[0]?.length).toBeLessThanOrEqual(14);
  });

  it('rewatches the current cycle’s episodes in one show of three', () => {
    const plan = planShowWatches(show, 3, 100) as ShowWatchPlan;
    const rewatches = plan.watches.filter((w) => w.rewatch > 0);
    expect(rewatches).toHaveLength(plan.watched);
    expect(rewatches.every((w) => w.cycle === plan.cycle && w.rewatch === 1)).toBe(true);
    expect(planShowWatches(show, 1, 100)?.watches.some((w) => w.rewatch > 0)).toBe(false);
  });

  it('never calls a show longer than the budget caught up', () => {
    const long: AiredShow = { id: 8, seasons: [{ seasonNumber: 1, aired: 150 }] };
    const plan = planShowWatches(long, indexOf('caught up'), 100) as ShowWatchPlan;
    expect(plan).toMatchObject({ kind: 'partway', cycle: 1, watched: 100 });
    expect(plan.unwatched).toHaveLength(50);
  });

  it('pauses and drops some shows', () => {
    expect(planShowWatches(show, 7, 100)?.status).toBe('paused');
    expect(planShowWatches(show, 17, 100)?.status).toBe('dropped');
  });

  it('plans nothing for a show with nothing aired', () => {
    expect(planShowWatches({ id: 9, seasons: [] }, 0, 100)).toBeUndefined();
  });
});

describe('planMember', () => {
  it('follows the first shows with something aired, the budget each', () => {
    const shows = [show, { id: 9, seasons: [] }, { ...show, id: 10 }, { ...show, id: 11 }];
    const plans = planMember(shows, { shows: 2, watchesPerShow: 100 });
    expect(plans.map((plan) => plan.showId)).toEqual([7, 10]);
    expect(plans.reduce((sum, plan) => sum + plan.watches.length, 0)).toBe(200);
  });
});

describe('episodesToMark', () => {
  it('goes on with each show being watched in turn, every episode once', () => {
    const plans = planMember(
      Array.from({ length: 20 }, (_, i) => ({ ...show, id: 100 + i })),
      { shows: 20, watchesPerShow: 100 },
    );
    const watching = plans.filter((p) => p.status === 'watching' && p.unwatched.length > 0);
    const marks = episodesToMark(plans, watching.length + 1);
    expect(marks.slice(0, watching.length).map((m) => m.showId)).toEqual(
      watching.map((p) => p.showId),
    );
    expect(marks.slice(0, watching.length)).toEqual(
      watching.map((p) => ({ showId: p.showId, ...p.unwatched[0] })),
    );
    expect(marks.at(-1)).toEqual({ showId: watching[0]?.showId, ...watching[0]?.unwatched[1] });
  });

  it('says so when the member has too few episodes left', () => {
    const plans = planMember([show], { shows: 1, watchesPerShow: 100 });
    expect(() => episodesToMark(plans, 1_000)).toThrow(/aired episodes to mark/);
  });
});
