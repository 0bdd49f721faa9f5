import type Database from 'better-sqlite3';
import type { TvDetails } from '@marquee/tmdb-types/details';
import type { TvListItem } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import { byPopularity, createDayListMemo, type ListedTitle } from './day-lists.js';
import { generatedSeed } from './generated-seed.js';
import type { ListItemQueries } from './list-item-queries.js';
import { toTvListItem } from './list-items.js';
import { airsOn } from './show-calendar.js';
import { planOfRow, type TvPlanRow } from './tv-plan-rows.js';
import { weekdayOf, type UtcDay } from './utc-days.js';

type AiringQueries = Pick<Catalogue, 'tvAiring'>;

/**
 * Shows with an episode on a day or in a week, from the plans the generator wrote into tv_plan. A
 * catalogue without plans (anything imported into it, or a file from before the table) has none.
 */
export function createAiringQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
): AiringQueries {
  const seed = generatedSeed(db);
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'tv_plan'")
    .get();
  if (seed === undefined || hasTable === undefined)
    return { tvAiring: (_from, _days, page) => pageOfResults(page, [], 0) };
  return plannedAiringQueries(db, items, seed);
}

/**
 * The index gives a day's candidates: the shows whose episodes all air on its weekday, begun by
 * then and not yet ended (a seventh of the running shows, once the ended ones are done); the plan
 * of each says exactly whether one of its episodes airs that day.
 */
function plannedAiringQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
  seed: string,
): AiringQueries {
  // Running shows, then ended ones not yet done: two ranges of the covering index, written as two,
  // since whether SQLite reads an OR of them as two ranges or the weekday's every row depends on
  // its statistics. Only the day's shows are sorted, in JS.
  const columns = 'id, popularity, first_day, spacing_weeks, final_season, specials_after';
  const candidates = db.prepare<{ weekday: number; day: UtcDay }, TvPlanRow>(
    `SELECT ${columns} FROM tv_plan WHERE weekday = @weekday AND last_day IS NULL AND first_day <= @day
     UNION ALL
     SELECT ${columns} FROM tv_plan WHERE weekday = @weekday AND last_day >= @day AND first_day <= @day`,
  );
  // A day's list also serves each on_the_air week that includes the day.
  const remembered = createDayListMemo();

  function airingOn(day: UtcDay): ListedTitle[] {
    return remembered(String(day), () =>
      candidates
        .all({ weekday: weekdayOf(day), day })
        .filter((row) => airsOn(planOfRow(seed, row), day))
        .map(({ id, popularity }) => ({ id, popularity }))
        .sort(byPopularity),
    );
  }

  // A show airs on one weekday only, so the days of a week list disjoint shows.
  function airingWithin(from: UtcDay, days: number): ListedTitle[] {
    if (days === 1) return airingOn(from);
    return remembered(`${from}+${days}`, () =>
      Array.from({ length: days }, (_, index) => airingOn(from + index))
        .flat()
        .sort(byPopularity),
    );
  }

  return {
    tvAiring(from, days, page) {
      const airing = airingWithin(from, days);
      const results: TvListItem[] = [];
      for (const { id } of airing.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)) {
        const json = items.detailsJson('tv', id);
        if (json !== undefined) results.push(toTvListItem(JSON.parse(json) as TvDetails));
      }
      return pageOfResults(page, results, airing.length);
    },
  };
}
