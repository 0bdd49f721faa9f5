import { useIntl } from 'react-intl';

// A day (YYYY-MM-DD) is in UTC on the server and in every browser: a day is a day, wherever the
// reader is, and the server's render and the hydration read the same.
const dayOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

/** A readable date in the page's language that keeps the ISO date for machines. */
export function FormattedDate({ iso }: { iso: string }) {
  const intl = useIntl();
  const date = new Date(`${iso}T00:00:00Z`);
  return (
    <time dateTime={iso}>
      {Number.isNaN(date.getTime()) ? iso : intl.formatDate(date, dayOptions)}
    </time>
  );
}
