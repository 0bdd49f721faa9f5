import type { IntlShape } from 'react-intl';

/**
 * A day as YYYY-MM-DD in the page's language: lib/format-dates' formatDay ("November 30, 2026" in
 * English), with its options. In UTC on both sides: a day is a day, wherever the reader is.
 */
export function formatDayIn(intl: IntlShape, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
