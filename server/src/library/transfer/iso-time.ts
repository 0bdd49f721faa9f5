// YYYY-MM-DD, or a date and time with its offset: an offset-less time would be read in the
// server's own time zone, so it is no time at all to a server.
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):(\d{2})))?$/;

/**
 * Milliseconds since the epoch of an ISO 8601 date (that day's midnight UTC) or date and time
 * with `Z` or an offset; undefined for anything else, a day that no month has (2024-02-30)
 * included, which Date.parse would roll over into the next month.
 */
export function isoTimeToMs(text: string): number | undefined {
  const parts = ISO_TIME.exec(text);
  if (parts === null) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1, 7)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const milliseconds = Number((parts[7] ?? '').padEnd(3, '0').slice(0, 3));
  const midnight = new Date(Date.UTC(year, month - 1, day));
  if (
    midnight.toISOString().slice(0, 10) !== text.slice(0, 10) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  const zone = parts[8];
  const offsetMinutes =
    zone === undefined || zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(parts[9]) * 60 + Number(parts[10]));
  return (
    midnight.getTime() + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + milliseconds
  );
}
