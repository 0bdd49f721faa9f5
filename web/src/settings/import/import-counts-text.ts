import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';

/** Each kind's count, in the order they are named. */
const counted: Array<[keyof ImportCounts, MessageId]> = [
  ['ratings', 'import.added.ratings'],
  ['diary', 'import.added.diary'],
  ['watchlist', 'import.added.watchlist'],
  ['favorites', 'import.added.favorites'],
  ['lists', 'import.added.lists'],
  ['list_items', 'import.added.listItems'],
  ['shows', 'import.added.shows'],
  ['episode_watches', 'import.added.episodeWatches'],
  ['episode_ratings', 'import.added.episodeRatings'],
];

/** "Added 120 ratings, 45 diary entries, and 2 lists."; "Nothing new to add…" when all are 0. */
export function importCountsText(intl: IntlShape, added: ImportCounts): string {
  const parts = counted
    .filter(([kind]) => added[kind] > 0)
    .map(([kind, id]) => intl.formatMessage({ id }, { count: added[kind] }));
  return parts.length === 0
    ? intl.formatMessage({ id: 'import.added.nothing' })
    : intl.formatMessage(
        { id: 'import.added.summary' },
        { counts: intl.formatList(parts, { type: 'conjunction' }) },
      );
}

/** "Episode progress: 2 shows followed and 1,234 episode watches."; undefined when neither. */
export function episodeProgressText(
  intl: IntlShape,
  shows: number,
  episodeWatches: number,
): string | undefined {
  const parts = [
    ...(shows > 0 ? [intl.formatMessage({ id: 'import.added.shows' }, { count: shows })] : []),
    ...(episodeWatches > 0
      ? [intl.formatMessage({ id: 'import.added.episodeWatches' }, { count: episodeWatches })]
      : []),
  ];
  return parts.length === 0
    ? undefined
    : intl.formatMessage(
        { id: 'import.preview.episodeProgress' },
        { counts: intl.formatList(parts, { type: 'conjunction' }) },
      );
}
