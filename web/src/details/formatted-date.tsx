import { formatDay } from '../lib/format-dates';

/** A readable date that keeps the ISO date for machines. */
export function FormattedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDay(iso)}</time>;
}
