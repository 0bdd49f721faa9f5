import { formatDay } from '../../lib/format-dates';

/* When an episode not aired yet comes, in the words the pages use. */

/** "Airs June 21, 2026": an episode's own date. */
export function airsText(airDate: string | null): string {
  return airDate === null ? 'No date announced' : `Airs ${formatDay(airDate)}`;
}

/** "Next episode June 21, 2026": a show waited for. */
export function nextEpisodeText(airDate: string | null): string {
  return airDate === null ? 'No date announced' : `Next episode ${formatDay(airDate)}`;
}
