/**
 * Days since 1970-01-01, counted in UTC: the show calendar's unit. A whole number per day means an
 * episode's date is one integer on every machine, whatever its time zone, and "the day" changes for
 * every visitor at once, with the answer cache (http/cached-answers.ts), at UTC midnight.
 */
export type UtcDay = number;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day a moment falls on. */
export function utcDayOf(moment: Date): UtcDay {
  return Math.floor(moment.getTime() / DAY_MS);
}

/** The day of a calendar date; `month` counts from 1, as dates are written. */
export function utcDayOfDate(year: number, month: number, day: number): UtcDay {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The day of a TMDB date ("2011-04-17"); undefined for anything else (TMDB's empty date among them). */
export function dayOfIsoDate(text: string | null | undefined): UtcDay | undefined {
  const match = ISO_DATE.exec(text ?? '');
  if (match === null) return undefined;
  return utcDayOfDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A day as TMDB writes dates. */
export function isoDateOfDay(day: UtcDay): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week, 0 to 6 (0: 1970-01-01's, a Thursday): equal for days whole weeks apart. */
export function weekdayOf(day: UtcDay): number {
  return ((day % 7) + 7) % 7;
}
