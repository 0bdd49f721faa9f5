import { formatCount } from '../member/library-format';
import type { LibraryTotals } from './use-library-totals';

const lines: Array<[Exclude<keyof LibraryTotals, 'isError'>, string, string]> = [
  ['watchlist', 'title on your watchlist', 'titles on your watchlist'],
  ['ratings', 'rating', 'ratings'],
  ['diary', 'diary entry', 'diary entries'],
  ['favorites', 'favourite', 'favourites'],
  ['lists', 'list', 'lists'],
];

/** What a deletion would take: one line per kind, as counted by the library's reads. */
export function LibraryTotalsList({ totals }: { totals: LibraryTotals }) {
  if (totals.isError) return <p>Marquee could not count them just now.</p>;
  return (
    <ul aria-label="What will be deleted">
      {lines.map(([kind, one, many]) => {
        const count = totals[kind];
        return (
          <li key={kind}>
            {count === undefined ? `Counting ${many}…` : formatCount(count, one, many)}
          </li>
        );
      })}
    </ul>
  );
}
