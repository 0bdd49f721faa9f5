/*
 * Days as the library writes them, 'YYYY-MM-DD', counted in UTC: a watch's day, a calendar's
 * range. One reading of a day for every part of the library.
 */

export const DAY_MS = 86_400_000;

/**
 * The moment a real day 'YYYY-MM-DD' begins (UTC midnight), or undefined for anything else:
 * Date.parse rolls 2023-02-30 over into March, so only a day that survives the round trip counts.
 */
export function startOfDay(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text
    ? undefined
    : time;
}

/** The day of a moment, in UTC. */
export function dayOfTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after a real day (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOfTime((startOfDay(day) ?? Number.NaN) + days * DAY_MS);
}
