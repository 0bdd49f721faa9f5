import { useIntl } from 'react-intl';

/*
 * The calendar's days as people read them, in the page's language: "November 30, 2026" in English.
 * A day (YYYY-MM-DD) is in UTC on both sides, as in lib/format-dates: a day is a day wherever the
 * reader is, and the server's render and the browser's agree.
 */

const dayOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

const fullDayOptions = { ...dayOptions, weekday: 'long' } as const;

const monthOptions = {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

/** A day's midnight in UTC, or undefined when the text is no day. */
export function utcDate(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type CalendarDates = ReturnType<typeof useCalendarDates>;

export function useCalendarDates() {
  const intl = useIntl();
  const format = (day: string, options: Intl.DateTimeFormatOptions) => {
    const date = utcDate(day);
    return date === undefined ? day : intl.formatDate(date, options);
  };
  return {
    /** "November 30, 2026" (the text itself if it is no day). */
    day: (day: string) => format(day, dayOptions),
    /** "Monday, November 30, 2026". */
    fullDay: (day: string) => format(day, fullDayOptions),
    /** "November 2026" for any day in it. */
    month: (day: string) => format(`${day.slice(0, 7)}-01`, monthOptions),
    /** A weekday by any day of it: "Monday", or "Mon" when `short`. */
    weekday: (day: string, short = false) =>
      format(day, { weekday: short ? 'short' : 'long', timeZone: 'UTC' }),
  };
}
