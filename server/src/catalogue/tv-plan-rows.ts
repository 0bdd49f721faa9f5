import type Database from 'better-sqlite3';
import { lastEpisodeDay } from './show-calendar.js';
import type { ShowPlan } from './show-plan.js';
import { weekdayOf } from './utc-days.js';

/** A show's plan as the tv_plan table keeps it (catalogue-schema.ts), with what its lists sort on. */
export interface TvPlanRow {
  id: number;
  popularity: number;
  first_day: number;
  spacing_weeks: number;
  final_season: number | null;
  /** ShowPlan.specialsAfter, comma-separated; '' when the show has none. */
  specials_after: string;
}

/** Writes a show's plan row as the generator streams the show; nothing is held for later. */
export function createTvPlanWriter(
  db: Database.Database,
): (plan: ShowPlan, popularity: number) => void {
  const insert = db.prepare(
    `INSERT INTO tv_plan (id, weekday, first_day, last_day, spacing_weeks, final_season, specials_after, popularity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (plan, popularity) => {
    insert.run(
      plan.id,
      weekdayOf(plan.firstDay),
      plan.firstDay,
      lastEpisodeDay(plan),
      plan.spacingWeeks,
      plan.finalSeason,
      plan.specialsAfter.join(','),
      popularity,
    );
  };
}

/** The plan a row was written from: the same as showPlan draws for the show from `seed`. */
export function planOfRow(seed: string, row: TvPlanRow): ShowPlan {
  return {
    seed,
    id: row.id,
    firstDay: row.first_day,
    spacingWeeks: row.spacing_weeks,
    finalSeason: row.final_season,
    specialsAfter: row.specials_after === '' ? [] : row.specials_after.split(',').map(Number),
  };
}
