import { LATEST_YEAR } from './generator-context.js';
import { hashUnit, seededRandom } from './seeded-random.js';
import { dayOfIsoDate, utcDayOfDate, type UtcDay } from './utc-days.js';

/** What a show's plan is drawn around: fields of its stored details, so the two never disagree. */
export interface ShowFacts {
  id: number;
  /** Season 1's first episode airs on it, and every regular episode on its weekday. */
  firstAirDate: string;
  /** A running show ("Returning Series") begins a new season every cycle, for ever. */
  running: boolean;
}

/**
 * The shape of a generated show's whole life, a pure function of (seed, facts): the calendar
 * (show-calendar.ts) reads any day's seasons and episodes from it, so nothing per episode is stored.
 */
export interface ShowPlan {
  seed: string;
  id: number;
  firstDay: UtcDay;
  /** Weeks from one season's first episode to the next season's (a running show's cycle). */
  spacingWeeks: number;
  /** The last regular season of an ended show; null while it runs. */
  finalSeason: number | null;
  /** The regular season each special follows, one entry per special, in airing order. */
  specialsAfter: readonly number[];
}

export const MIN_EPISODES = 6;
export const MAX_EPISODES = 24;

// Every ended or canceled show has aired its last episode by this day, so on any later day none of
// them has an episode to come. Generated first air dates end with LATEST_YEAR; half a year more
// leaves room for a late show's one season of up to 24 weekly episodes.
export const ENDED_SHOWS_DONE_BY: UtcDay = utcDayOfDate(LATEST_YEAR + 1, 6, 30);

// A running show's cycle: two seasons a year, three in two years, or one a year. Longer than
// MAX_EPISODES weeks, so a season always ends at least two weeks before the next begins.
const CYCLE_WEEKS = [26, 30, 39, 52, 52, 52, 56] as const;
const YEAR_WEEKS = 52;
// Most shows end after one to three seasons; about one in a hundred goes past ten.
const MEAN_EXTRA_SEASONS = 2.2;
const MAX_SEASONS = 30;
const SPECIALS_RATE = 0.2;
// A running show's specials follow one of its first seasons, which every future day will have.
const RUNNING_SPECIALS_SEASONS = 3;

/** Episodes in a regular season: drawn per season, so it never depends on how many seasons there are. */
export function seasonEpisodeCount(plan: Pick<ShowPlan, 'seed' | 'id'>, season: number): number {
  const unit = hashUnit(plan.seed, 'tv-season-episodes', plan.id, season);
  return MIN_EPISODES + Math.floor(unit * (MAX_EPISODES - MIN_EPISODES + 1));
}

/**
 * An ended show's seasons, a year apart where they fit before ENDED_SHOWS_DONE_BY, else closer (each
 * season still ends before the next begins), else fewer of them: a show first aired late in
 * LATEST_YEAR cannot have had twelve seasons.
 */
function fittedSeasons(
  show: Pick<ShowPlan, 'seed' | 'id' | 'firstDay'>,
  wanted: number,
): { seasons: number; spacingWeeks: number } {
  const weeks = Math.floor((ENDED_SHOWS_DONE_BY - show.firstDay) / 7);
  const counts = Array.from({ length: wanted }, (_, index) => seasonEpisodeCount(show, index + 1));
  // longest[k]: the most episodes of seasons 1..k, which the spacing must exceed before season k + 1.
  const longest = counts.map((_, index) => Math.max(...counts.slice(0, index + 1)));
  for (let seasons = wanted; seasons > 1; seasons -= 1) {
    const last = counts[seasons - 1] ?? MAX_EPISODES;
    const spacing = Math.min(YEAR_WEEKS, Math.floor((weeks - (last - 1)) / (seasons - 1)));
    if (spacing > (longest[seasons - 2] ?? MAX_EPISODES)) return { seasons, spacingWeeks: spacing };
  }
  return { seasons: 1, spacingWeeks: YEAR_WEEKS };
}

/**
 * The plan of show `facts.id`, from its own seeded stream (`${seed}:tv-plan:${id}`), so it depends
 * on no other show and no other draw of the generator. Undefined when the first air date is not a
 * date (an imported show: it has no plan).
 */
export function showPlan(seed: string, facts: ShowFacts): ShowPlan | undefined {
  const firstDay = dayOfIsoDate(facts.firstAirDate);
  if (firstDay === undefined) return undefined;
  const random = seededRandom(`${seed}:tv-plan:${facts.id}`);
  // Every draw is taken whatever the show's kind, so each one always means the same thing.
  const wanted = Math.min(
    MAX_SEASONS,
    1 + Math.floor(-Math.log(1 - random.next()) * MEAN_EXTRA_SEASONS),
  );
  const cycleWeeks = random.pick(CYCLE_WEEKS);
  const specials = random.chance(SPECIALS_RATE) ? random.int(1, 4) : 0;
  const show = { seed, id: facts.id, firstDay };
  const { seasons, spacingWeeks } = facts.running
    ? { seasons: null, spacingWeeks: cycleWeeks }
    : fittedSeasons(show, wanted);
  const specialsAfter = Array.from({ length: specials }, () =>
    random.int(1, seasons ?? RUNNING_SPECIALS_SEASONS),
  ).sort((a, b) => a - b);
  return { ...show, spacingWeeks, finalSeason: seasons, specialsAfter };
}
