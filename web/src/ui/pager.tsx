import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  /** The last page offered: 3 for now, whatever the total. */
  lastPage: number;
  onSelect(page: number): void;
}

export function Pager({ page, lastPage, onSelect }: PagerProps) {
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onSelect(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.item}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onSelect(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label="Next page"
            disabled={page >= lastPage}
            onClick={() => onSelect(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
