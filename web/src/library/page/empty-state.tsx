import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './library-page.module.css';

/** Where titles are found, the catalogue's two lists: `<movies>` and `<tv>` in a message. */
export const catalogueLinks = {
  movies: (chunks: ReactNode[]) => <Link to="/movies">{chunks}</Link>,
  tv: (chunks: ReactNode[]) => <Link to="/tv">{chunks}</Link>,
};

export const emptyMessages = {
  watchlist: <FormattedMessage id="library.empty.watchlist" values={catalogueLinks} />,
  favourites: <FormattedMessage id="library.empty.favourites" values={catalogueLinks} />,
  ratings: <FormattedMessage id="library.empty.ratings" values={catalogueLinks} />,
  watched: <FormattedMessage id="library.empty.watched" values={catalogueLinks} />,
  list: <FormattedMessage id="library.empty.list" values={catalogueLinks} />,
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
  if (total > 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="library.empty.pastLastPage" />
      </p>
    );
  if (!filtered) return <p className={styles.empty}>{children}</p>;
  return (
    <div className={styles.empty}>
      <p>
        <FormattedMessage id="library.empty.filtered" />
      </p>
      <button type="button" className={styles.button} onClick={onClearFilters}>
        <FormattedMessage id="library.empty.clearFilters" />
      </button>
    </div>
  );
}
