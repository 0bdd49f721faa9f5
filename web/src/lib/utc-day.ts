/*
 * Days as the catalogue counts them: whole UTC days, an episode dated on or before the day has
 * aired. A page takes its day from when its answer came (dataUpdatedAt), never from the clock at
 * render: the server's render and the browser's hydration may fall on either side of midnight,
 * and the page must read the same in both.
 */

/** The UTC day of a moment (ms since the epoch), as YYYY-MM-DD. */
export function utcDay(moment: number): string {
  return new Date(moment).toISOString().slice(0, 10);
}

/** Whether an episode dated `airDate` has aired by `day`; an undated one has not. */
export function hasAired(airDate: string | null | undefined, day: string): boolean {
  return Boolean(airDate) && (airDate as string) <= day;
}
