import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './library-page.module.css';

/** Where titles are found: the catalogue's two lists. */
export function CatalogueLinks() {
  return (
    <>
      <Link to="/movies">Movies</Link> or <Link to="/tv">TV</Link>
    </>
  );
}

export const emptyMessages = {
  watchlist: (
    <>
      Nothing on your watchlist yet. Find something in <CatalogueLinks /> and press Watchlist.
    </>
  ),
  favourites: (
    <>
      No favourites yet. Find something you love in <CatalogueLinks /> and press Favourite.
    </>
  ),
  ratings: (
    <>
      Nothing rated yet. Open a title from <CatalogueLinks /> and set Your rating.
    </>
  ),
  watched: (
    <>
      No watches logged yet. Open a title from <CatalogueLinks /> and press Log a watch.
    </>
  ),
  list: (
    <>
      This list is empty. Open a title from <CatalogueLinks /> and press Add to list.
    </>
  ),
} satisfies Record<string, ReactNode>;

/**
 * What an empty page of a tab says: what to do next when the tab has nothing yet, a way out when
 * the filters hide everything, and the way back when the page is past the last.
 */
export function EmptyShelf({
  total,
  filtered,
  onClearFilters,
  children,
}: {
  /** All the tab holds under its filters. */
  total: number;
  filtered: boolean;
  onClearFilters(): void;
  /** What to say when the tab has nothing at all. */
  children: ReactNode;
}) {
  if (total > 0) return <p className={styles.empty}>Nothing more on this page.</p>;
  if (!filtered) return <p className={styles.empty}>{children}</p>;
  return (
    <div className={styles.empty}>
      <p>No titles here match these filters.</p>
      <button type="button" className={styles.button} onClick={onClearFilters}>
        Clear filters
      </button>
    </div>
  );
}
