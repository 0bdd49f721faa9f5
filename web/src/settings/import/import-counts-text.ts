import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import { formatCount } from '../../member/library-format';

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' });

const nouns: Array<[keyof ImportCounts, string, string]> = [
  ['ratings', 'rating', 'ratings'],
  ['diary', 'diary entry', 'diary entries'],
  ['watchlist', 'title to the watchlist', 'titles to the watchlist'],
  ['favorites', 'favourite', 'favourites'],
  ['lists', 'list', 'lists'],
  ['list_items', 'title to lists', 'titles to lists'],
  ['shows', 'show followed', 'shows followed'],
  ['episode_watches', 'episode watch', 'episode watches'],
  ['episode_ratings', 'episode rating', 'episode ratings'],
];

/** "Added 120 ratings, 45 diary entries, and 2 lists."; "Nothing new to add…" when all are 0. */
export function importCountsText(added: ImportCounts): string {
  const parts = nouns
    .filter(([kind]) => added[kind] > 0)
    .map(([kind, one, many]) => formatCount(added[kind], one, many));
  return parts.length === 0
    ? 'Nothing new to add: your library already has all of it.'
    : `Added ${listFormat.format(parts)}.`;
}

/** "Episode progress: 2 shows followed and 1,234 episode watches."; undefined when neither. */
export function episodeProgressText(shows: number, episodeWatches: number): string | undefined {
  const parts = [
    ...(shows > 0 ? [formatCount(shows, 'show followed', 'shows followed')] : []),
    ...(episodeWatches > 0
      ? [formatCount(episodeWatches, 'episode watch', 'episode watches')]
      : []),
  ];
  return parts.length === 0 ? undefined : `Episode progress: ${listFormat.format(parts)}.`;
}
