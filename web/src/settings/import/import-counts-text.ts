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
