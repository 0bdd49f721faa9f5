import { seasonEpisodeCount, type ShowPlan } from './show-plan.js';
import type { UtcDay } from './utc-days.js';

// A season, or a special, is listed (with every episode's date) four weeks before it airs, as TMDB
// lists an announced season; that is also when it becomes the next episode to air.
export const ANNOUNCED_DAYS = 28;

/** An episode by its numbers; season 0 holds the specials. */
export interface EpisodeRef {
  season: number;
  episode: number;
}

/** The day a regular season's first episode airs; its episodes follow a week apart. */
export function seasonStartDay(plan: ShowPlan, season: number): UtcDay {
  return plan.firstDay + 7 * plan.spacingWeeks * (season - 1);
}

function finaleDay(plan: ShowPlan, season: number): UtcDay {
  return seasonStartDay(plan, season) + 7 * (seasonEpisodeCount(plan, season) - 1);
}

/** Each special's day: the weeks after the finale of the season it follows, in order. */
export function specialDays(plan: ShowPlan): UtcDay[] {
  const days: UtcDay[] = [];
  let after = -1;
  let weeks = 0;
  for (const season of plan.specialsAfter) {
    weeks = season === after ? weeks + 1 : 1;
    after = season;
    days.push(finaleDay(plan, season) + 7 * weeks);
  }
  return days;
}

/**
 * The day of the show's last episode, specials included; null while it runs, as it never ends. The
 * airing lists (airing-queries.ts) skip a show on any later day.
 */
export function lastEpisodeDay(plan: ShowPlan): UtcDay | null {
  if (plan.finalSeason === null) return null;
  return Math.max(finaleDay(plan, plan.finalSeason), ...specialDays(plan));
}

/** The regular seasons listed on `day`: those announced by then, all of an ended show's at last. */
export function regularSeasonsOn(plan: ShowPlan, day: UtcDay): number {
  const since = day + ANNOUNCED_DAYS - plan.firstDay;
  if (since < 0) return 0;
  const begun = Math.floor(since / (7 * plan.spacingWeeks)) + 1;
  return plan.finalSeason === null ? begun : Math.min(plan.finalSeason, begun);
}

/** The episodes season `season` lists on `day`; 0 when the season is not listed (or never will be). */
export function episodesOn(plan: ShowPlan, season: number, day: UtcDay): number {
  if (season === 0)
    return specialDays(plan).filter((aired) => aired <= day + ANNOUNCED_DAYS).length;
  return season <= regularSeasonsOn(plan, day) ? seasonEpisodeCount(plan, season) : 0;
}

/** The seasons TV details list on `day`, specials first as TMDB lists them. */
export function listedSeasons(plan: ShowPlan, day: UtcDay): number[] {
  const seasons = episodesOn(plan, 0, day) > 0 ? [0] : [];
  for (let season = 1; season <= regularSeasonsOn(plan, day); season += 1) seasons.push(season);
  return seasons;
}

/** The day an episode airs, whatever the day asked on: it never moves, it only ages. */
export function episodeDay(plan: ShowPlan, { season, episode }: EpisodeRef): UtcDay {
  if (season === 0) return specialDays(plan)[episode - 1] ?? Number.POSITIVE_INFINITY;
  return seasonStartDay(plan, season) + 7 * (episode - 1);
}

/**
 * Whether an episode of the show, a special too, airs on `day`. Every one airs on the first air
 * date's weekday (seasons begin, and specials follow finales, whole weeks apart), so only days a
 * whole number of weeks from it are looked at; the airing lists' index keys on that weekday.
 */
export function airsOn(plan: ShowPlan, day: UtcDay): boolean {
  const since = day - plan.firstDay;
  if (since < 0 || since % 7 !== 0) return false;
  if (specialDays(plan).includes(day)) return true;
  const weeks = since / 7;
  // Every season but the last ends before the next begins; an ended show's last may run longer
  // than its spacing, so its weeks are counted from its own start.
  const begun = Math.floor(weeks / plan.spacingWeeks) + 1;
  const season = plan.finalSeason === null ? begun : Math.min(plan.finalSeason, begun);
  return weeks - plan.spacingWeeks * (season - 1) < seasonEpisodeCount(plan, season);
}

/**
 * The latest regular episode aired by the end of `day` (one dated today has aired: the calendar
 * knows days, not hours). Specials are left out of last and next, which follow the story.
 */
export function lastAiredOn(plan: ShowPlan, day: UtcDay): EpisodeRef | undefined {
  for (let season = regularSeasonsOn(plan, day); season >= 1; season -= 1) {
    const start = seasonStartDay(plan, season);
    if (start > day) continue;
    const aired = Math.floor((day - start) / 7) + 1;
    return { season, episode: Math.min(seasonEpisodeCount(plan, season), aired) };
  }
  return undefined;
}

/** The first regular episode listed on `day` that has not aired; undefined between announcements. */
export function nextToAirOn(plan: ShowPlan, day: UtcDay): EpisodeRef | undefined {
  const listed = regularSeasonsOn(plan, day);
  const last = lastAiredOn(plan, day);
  if (last === undefined) return listed >= 1 ? { season: 1, episode: 1 } : undefined;
  if (last.episode < seasonEpisodeCount(plan, last.season))
    return { season: last.season, episode: last.episode + 1 };
  return listed > last.season ? { season: last.season + 1, episode: 1 } : undefined;
}
