import { madeOnFirstUseIn } from './made-on-first-use';

/*
 * Days, months and moments as people read them: the one place the app formats a date. In the
 * page's language (a component passes `useIntl().locale`); English when none is given, so a page
 * rendered on the server reads the same in every browser.
 */

const defaultLocale = 'en-US';

function formatPerLocale(options: Intl.DateTimeFormatOptions) {
  return madeOnFirstUseIn((locale) => new Intl.DateTimeFormat(locale, options));
}

// A day or month (YYYY-MM-DD) is in UTC on both sides: a day is a day, wherever the reader is.
const dayFormat = formatPerLocale({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const fullDayFormat = formatPerLocale({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const monthFormat = formatPerLocale({ month: 'long', year: 'numeric', timeZone: 'UTC' });

// A moment is a point in time: it falls on the reader's own day.
const localDayFormat = formatPerLocale({ year: 'numeric', month: 'long', day: 'numeric' });

/** A date of text, or undefined when the text is none. */
function dateOf(text: string): Date | undefined {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day as YYYY-MM-DD, as people read it: "November 30, 2026" (the text itself if it is none). */
export function formatDay(day: string, locale = defaultLocale): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return date === undefined ? day : dayFormat(locale).format(date);
}

/** A day as YYYY-MM-DD with its weekday: "Monday, November 30, 2026". */
export function formatFullDay(day: string, locale = defaultLocale): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return date === undefined ? day : fullDayFormat(locale).format(date);
}

/** "November 2026" for any day in it (YYYY-MM-DD). */
export function formatMonth(day: string, locale = defaultLocale): string {
  const date = dateOf(`${day.slice(0, 7)}-01T00:00:00Z`);
  return date === undefined ? day : monthFormat(locale).format(date);
}

/** A moment (ISO 8601), as the day it was where the reader is. */
export function formatMoment(moment: string, locale = defaultLocale): string {
  const date = dateOf(moment);
  return date === undefined ? moment : localDayFormat(locale).format(date);
}
