import { useIntl } from 'react-intl';
import styles from './pager.module.css';

/** TMDB serves at most 500 pages of any list, whatever total_pages says. */
export const catalogueMaxPage = 500;

/** How many neighbours either side of the current page stay visible. */
const siblings = 2;

export type PagerItem = number | 'gap-start' | 'gap-end';

/** The last page a list offers: its total_pages, capped at the last page its server serves. */
export function lastPageOf(totalPages: number | undefined, maxPage = catalogueMaxPage): number {
  if (totalPages === undefined || !Number.isFinite(totalPages)) return 1;
  return Math.min(Math.max(Math.trunc(totalPages), 1), maxPage);
}

/**
 * The first page, the last page and a window around the current one, with a gap marker where
 * pages are skipped: 1 … 4 5 [6] 7 8 … 50. A gap of a single page shows that page instead.
 */
export function pagerItems(page: number, lastPage: number): PagerItem[] {
  const shown = new Set<number>([1, lastPage]);
  for (let number = page - siblings; number <= page + siblings; number += 1) {
    if (number >= 1 && number <= lastPage) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(number - 1);
    else if (previous !== undefined && number - previous > 2)
      items.push(number < page ? 'gap-start' : 'gap-end');
    items.push(number);
  });
  return items;
}

export interface PagerProps {
  page: number;
  /** The last page offered, already capped (see lastPageOf). */
  lastPage: number;
  onSelect(page: number): void;
}

export function Pager({ page, lastPage, onSelect }: PagerProps) {
  const intl = useIntl();
  const last = Math.max(lastPage, page);
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.pager.label' })} className={styles.pager}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={intl.formatMessage({ id: 'ui.pager.previous' })}
            disabled={page <= 1}
            onClick={() => onSelect(page - 1)}
          >
            <span aria-hidden="true" className="pointing-glyph">
              ‹
            </span>
          </button>
        </li>
        {pagerItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onSelect(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            // Skipped pages are not a control: screen readers hear the page numbers either side.
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={intl.formatMessage({ id: 'ui.pager.next' })}
            disabled={page >= last}
            onClick={() => onSelect(page + 1)}
          >
            <span aria-hidden="true" className="pointing-glyph">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
