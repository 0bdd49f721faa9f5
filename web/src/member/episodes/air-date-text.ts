import type { IntlShape } from 'react-intl';
import { formatDayIn } from '../format-day-in';

/* When an episode not aired yet comes, in the words the pages use. */

/** "Airs June 21, 2026": an episode's own date. */
export function airsTextIn(intl: IntlShape, airDate: string | null): string {
  return airDate === null
    ? intl.formatMessage({ id: 'member.airDate.noDate' })
    : intl.formatMessage({ id: 'member.airDate.airs' }, { date: formatDayIn(intl, airDate) });
}

/** "Next episode June 21, 2026": a show waited for. */
export function nextEpisodeTextIn(intl: IntlShape, airDate: string | null): string {
  return airDate === null
    ? intl.formatMessage({ id: 'member.airDate.noDate' })
    : intl.formatMessage(
        { id: 'member.airDate.nextEpisode' },
        { date: formatDayIn(intl, airDate) },
      );
}
