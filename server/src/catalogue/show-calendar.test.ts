import { describe, expect, it } from 'vitest';
import {
  airsOn,
  ANNOUNCED_DAYS,
  episodeDay,
  episodesOn,
  lastAiredOn,
  lastEpisodeDay,
  listedSeasons,
  nextToAirOn,
  regularSeasonsOn,
  seasonStartDay,
  type EpisodeRef,
} from './show-calendar.js';
import { seasonEpisodeCount, showPlan, type ShowPlan } from './show-plan.js';
import { isoDateOfDay, utcDayOfDate, weekdayOf, type UtcDay } from './utc-days.js';

const SEED = 'calendar-test';
// Arbitrary days, none of them today: the calendar must work on whatever day the app runs.
const DAYS: UtcDay[] = [
  utcDayOfDate(2026, 6, 15),
  utcDayOfDate(2026, 11, 27),
  utcDayOfDate(2027, 3, 2),
  utcDayOfDate(2031, 12, 31),
  utcDayOfDate(2040, 8, 9),
];

/** Running shows first aired over the last ten years of generated dates, as the generator's are. */
function runningPlans(count: number): ShowPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const firstAirDate = isoDateOfDay(utcDayOfDate(2016, 1, 1) + ((id * 7919) % 3650));
    return showPlan(SEED, { id, firstAirDate, running: true })!;
  });
}

/** Every episode a show lists on `day`, with its day, found by walking the seasons. */
function listedEpisodes(plan: ShowPlan, day: UtcDay): Array<EpisodeRef & { airs: UtcDay }> {
  return listedSeasons(plan, day).flatMap((season) =>
    Array.from({ length: episodesOn(plan, season, day) }, (_, index) => {
      const ref = { season, episode: index + 1 };
      return { ...ref, airs: episodeDay(plan, ref) };
    }),
  );
}

describe('a show plan', () => {
  it('is the same for the same seed and facts, and another for another seed', () => {
    const facts = { id: 42, firstAirDate: '2019-03-10', running: false };
    expect(showPlan(SEED, facts)).toEqual(showPlan(SEED, facts));
    const plans = Array.from({ length: 50 }, (_, index) => ({ ...facts, id: index + 1 }));
    const shapes = (seed: string) =>
      plans.map((show) => JSON.stringify({ ...showPlan(seed, show), seed: '' }));
    expect(shapes(SEED)).not.toEqual(shapes('another seed'));
  });

  it('gives most ended shows one to three seasons, some over ten, of 6 to 24 episodes, some specials', () => {
    const plans = Array.from({ length: 2000 }, (_, index) => {
      const id = index + 1;
      const year = 1960 + (id % 66);
      return showPlan(SEED, { id, firstAirDate: `${year}-05-0${1 + (id % 9)}`, running: false })!;
    });
    const seasons = plans.map((plan) => plan.finalSeason!);
    expect(seasons.filter((count) => count <= 3).length).toBeGreaterThan(0.6 * plans.length);
    expect(seasons.filter((count) => count > 10).length).toBeGreaterThan(5);
    const counts = plans.flatMap((plan) =>
      Array.from({ length: plan.finalSeason! }, (_, index) => seasonEpisodeCount(plan, index + 1)),
    );
    expect(Math.min(...counts)).toBe(6);
    expect(Math.max(...counts)).toBe(24);
    const withSpecials = plans.filter((plan) => plan.specialsAfter.length > 0).length;
    expect(withSpecials).toBeGreaterThan(0.1 * plans.length);
    expect(withSpecials).toBeLessThan(0.3 * plans.length);
  });

  it('ends an ended show by ENDED_SHOWS_DONE_BY, its seasons never overlapping, even when first aired late', () => {
    for (let id = 1; id <= 500; id += 1) {
      const firstAirDate = `2025-${String(1 + (id % 12)).padStart(2, '0')}-28`;
      const plan = showPlan(SEED, { id, firstAirDate, running: false })!;
      const final = plan.finalSeason!;
      const end = episodeDay(plan, { season: final, episode: seasonEpisodeCount(plan, final) });
      expect(end).toBeLessThanOrEqual(utcDayOfDate(2026, 6, 30));
      for (let season = 1; season < final; season += 1)
        expect(
          episodeDay(plan, { season, episode: seasonEpisodeCount(plan, season) }),
        ).toBeLessThan(seasonStartDay(plan, season + 1));
    }
  });
});

describe('the show calendar', () => {
  it('has, on every day, running shows with episodes in the last two weeks and the next two', () => {
    const plans = runningPlans(200);
    for (const day of DAYS) {
      const airing = plans.filter((plan) => {
        const last = lastAiredOn(plan, day);
        const next = nextToAirOn(plan, day);
        return (
          last !== undefined &&
          next !== undefined &&
          day - episodeDay(plan, last) < 14 &&
          episodeDay(plan, next) - day <= 14
        );
      });
      expect(airing.length, isoDateOfDay(day)).toBeGreaterThan(20);
    }
  });

  it('never moves an episode: what one day lists, the next lists on the same date, and more seasons come', () => {
    const from = utcDayOfDate(2026, 1, 1);
    const moved: string[] = [];
    for (const plan of runningPlans(20)) {
      let seen = new Map<string, UtcDay>();
      for (let day = from; day < from + 400; day += 1) {
        const listed = new Map(
          listedEpisodes(plan, day).map((episode) => [
            `${episode.season}x${episode.episode}`,
            episode.airs,
          ]),
        );
        for (const [key, airs] of seen)
          if (listed.get(key) !== airs) moved.push(`show ${plan.id} ${key} on ${day}`);
        seen = listed;
      }
      expect(regularSeasonsOn(plan, from + 400)).toBeGreaterThan(regularSeasonsOn(plan, from));
    }
    expect(moved).toEqual([]);
  });

  it('names as last and next the episodes the seasons list, across a season’s end', () => {
    const plan = runningPlans(1)[0]!;
    const finale = episodeDay(plan, { season: 2, episode: seasonEpisodeCount(plan, 2) });
    const premiere = seasonStartDay(plan, 3);
    for (let day = finale - 21; day <= premiere + 21; day += 1) {
      const episodes = listedEpisodes(plan, day).filter((episode) => episode.season > 0);
      const aired = episodes.filter((episode) => episode.airs <= day);
      const upcoming = episodes.filter((episode) => episode.airs > day);
      const name = (ref: EpisodeRef | undefined) =>
        ref === undefined ? undefined : `${ref.season}x${ref.episode}`;
      expect(name(lastAiredOn(plan, day)), isoDateOfDay(day)).toBe(name(aired.at(-1)));
      expect(name(nextToAirOn(plan, day)), isoDateOfDay(day)).toBe(name(upcoming[0]));
    }
    // Between the two: the finale is the last, and the premiere is next once announced.
    expect(lastAiredOn(plan, finale + 1)).toEqual({
      season: 2,
      episode: seasonEpisodeCount(plan, 2),
    });
    expect(nextToAirOn(plan, premiere - ANNOUNCED_DAYS)).toEqual({ season: 3, episode: 1 });
    expect(nextToAirOn(plan, premiere - ANNOUNCED_DAYS - 1)).toBeUndefined();
    expect(lastAiredOn(plan, premiere)).toEqual({ season: 3, episode: 1 });
  });

  it('lists specials first, once announced, on fixed days after the seasons they follow', () => {
    const plan = runningPlans(400).find((candidate) => candidate.specialsAfter.length >= 2)!;
    const first = episodeDay(plan, { season: 0, episode: 1 });
    expect(episodesOn(plan, 0, first - ANNOUNCED_DAYS - 1)).toBe(0);
    expect(episodesOn(plan, 0, first - ANNOUNCED_DAYS)).toBeGreaterThanOrEqual(1);
    const later = first + 5 * 365;
    expect(listedSeasons(plan, later)[0]).toBe(0);
    expect(episodesOn(plan, 0, later)).toBe(plan.specialsAfter.length);
    const season = plan.specialsAfter[0]!;
    expect(first).toBeGreaterThan(
      episodeDay(plan, { season, episode: seasonEpisodeCount(plan, season) }),
    );
  });

  it('lists nothing before a show is announced, and no season beyond an ended show’s last', () => {
    const plan = showPlan(SEED, { id: 7, firstAirDate: '2010-09-05', running: false })!;
    expect(regularSeasonsOn(plan, utcDayOfDate(2010, 8, 7) - 1)).toBe(0);
    expect(regularSeasonsOn(plan, utcDayOfDate(2010, 8, 8))).toBe(1);
    expect(regularSeasonsOn(plan, utcDayOfDate(2090, 1, 1))).toBe(plan.finalSeason);
    expect(episodesOn(plan, plan.finalSeason! + 1, utcDayOfDate(2090, 1, 1))).toBe(0);
    expect(nextToAirOn(plan, utcDayOfDate(2090, 1, 1))).toBeUndefined();
  });

  it('says a show airs on a day exactly when one of its episodes, a special too, is dated that day', () => {
    // Ended shows first aired late have seasons closer than a year, their last one longer than that.
    const ended = Array.from({ length: 60 }, (_, index) => {
      const id = index + 1;
      const firstAirDate = isoDateOfDay(utcDayOfDate(2023, 1, 1) + ((id * 7919) % 1000));
      return showPlan(SEED, { id, firstAirDate, running: false })!;
    });
    const plans = [...runningPlans(40), ...ended];
    expect(plans.some((plan) => plan.specialsAfter.length > 0)).toBe(true);
    const from = utcDayOfDate(2025, 1, 1);
    const wrong: string[] = [];
    for (const plan of plans) {
      const dated = new Set(listedEpisodes(plan, from + 1000).map((episode) => episode.airs));
      for (let day = from; day < from + 900; day += 1)
        if (airsOn(plan, day) !== dated.has(day)) wrong.push(`show ${plan.id} on ${day}`);
      for (const airs of dated) expect(weekdayOf(airs)).toBe(weekdayOf(plan.firstDay));
    }
    expect(wrong).toEqual([]);
  });

  it('knows an ended show’s last episode, specials included, and none of a running show', () => {
    const later = utcDayOfDate(2090, 1, 1);
    for (let id = 1; id <= 300; id += 1) {
      const plan = showPlan(SEED, { id, firstAirDate: '2024-03-03', running: false })!;
      const days = listedEpisodes(plan, later).map((episode) => episode.airs);
      expect(lastEpisodeDay(plan)).toBe(Math.max(...days));
    }
    expect(lastEpisodeDay(runningPlans(1)[0]!)).toBeNull();
  });
});
