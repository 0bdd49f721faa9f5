import { madeOnFirstUse } from '../lib/made-on-first-use';

// English, as the rest of the app: a page rendered on the server reads the same in every browser.
const dateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A readable date that keeps the ISO date for machines. */
export function FormattedDate({ iso }: { iso: string }) {
  const date = new Date(`${iso}T00:00:00Z`);
  return (
    <time dateTime={iso}>{Number.isNaN(date.getTime()) ? iso : dateFormat().format(date)}</time>
  );
}
