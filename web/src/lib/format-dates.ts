import { madeOnFirstUse } from './made-on-first-use';

/*
 * Days, months and moments as people read them: the one place the app formats a date. English, as
 * the rest of the app, so a page rendered on the server reads the same in every browser.
 */

// A day or month (YYYY-MM-DD) is in UTC on both sides: a day is a day, wherever the reader is.
const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

const fullDayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

const monthFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

// A moment is a point in time: it falls on the reader's own day.
const localDayFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
);

/** A date of text, or undefined when the text is none. */
function dateOf(text: string): Date | undefined {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day as YYYY-MM-DD, as people read it: "November 30, 2026" (the text itself if it is none). */
export function formatDay(day: string): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return date === undefined ? day : dayFormat().format(date);
}

/** A day as YYYY-MM-DD with its weekday: "Monday, November 30, 2026". */
export function formatFullDay(day: string): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return date === undefined ? day : fullDayFormat().format(date);
}

/** "November 2026" for any day in it (YYYY-MM-DD). */
export function formatMonth(day: string): string {
  const date = dateOf(`${day.slice(0, 7)}-01T00:00:00Z`);
  return date === undefined ? day : monthFormat().format(date);
}

/** A moment (ISO 8601), as the day it was where the reader is. */
export function formatMoment(moment: string): string {
  const date = dateOf(moment);
  return date === undefined ? moment : localDayFormat().format(date);
}
