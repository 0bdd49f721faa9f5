import type { IntlShape } from 'react-intl';

/*
 * Days, months and moments in the page's language, with the options the rest of the app formats
 * them with, so a page rendered on the server reads the same in every browser.
 */

// A day or month (YYYY-MM-DD) is in UTC on both sides: a day is a day, wherever the reader is.
const dayOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
const monthOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
// A moment is a point in time: it falls on the reader's own day.
const momentOptions = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** A date of text, or undefined when the text is none. */
function dateOf(text: string): Date | undefined {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day as YYYY-MM-DD, as people read it: "November 30, 2026" (the text itself if it is none). */
export function formatDay(intl: IntlShape, day: string): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return date === undefined ? day : intl.formatDate(date, dayOptions);
}

/** "November 2026" for any day in it (YYYY-MM-DD), or for the month itself (YYYY-MM). */
export function formatMonth(intl: IntlShape, day: string): string {
  const date = dateOf(`${day.slice(0, 7)}-01T00:00:00Z`);
  return date === undefined ? day : intl.formatDate(date, monthOptions);
}

/** A moment (ISO 8601), as the day it was where the reader is. */
export function formatMoment(intl: IntlShape, moment: string): string {
  const date = dateOf(moment);
  return date === undefined ? moment : intl.formatDate(date, momentOptions);
}
