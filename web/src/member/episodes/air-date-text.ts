import type { IntlShape } from 'react-intl';
import { formatDay } from '../../lib/format-dates';
import { formatDayIn } from '../format-day-in';

/* When an episode not aired yet comes, in the words the pages use. */

/** "Airs June 21, 2026": an episode's own date. */
export function airsText(airDate: string | null): string {
  return airDate === null ? 'No date announced' : `Airs ${formatDay(airDate)}`;
}

/** "Next episode June 21, 2026": a show waited for. */
export function nextEpisodeText(airDate: string | null): string {
  return airDate === null ? 'No date announced' : `Next episode ${formatDay(airDate)}`;
}

/*
 * The same in the page's language. airsText and nextEpisodeText stay, in English, for the pages
 * that have not moved to these yet (details/, up-next/).
 */

export function airsTextIn(intl: IntlShape, airDate: string | null): string {
  return airDate === null
    ? intl.formatMessage({ id: 'member.airDate.noDate' })
    : intl.formatMessage({ id: 'member.airDate.airs' }, { date: formatDayIn(intl, airDate) });
}

export function nextEpisodeTextIn(intl: IntlShape, airDate: string | null): string {
  return airDate === null
    ? intl.formatMessage({ id: 'member.airDate.noDate' })
    : intl.formatMessage(
        { id: 'member.airDate.nextEpisode' },
        { date: formatDayIn(intl, airDate) },
      );
}
