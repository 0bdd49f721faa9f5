import { formatCount } from '../../member/library-format';
import styles from './library-page.module.css';

/** "24 titles": polite, so a filter's effect is heard as well as seen. */
export function ShelfCount({
  total,
  noun,
  plural,
}: {
  total: number | undefined;
  noun: string;
  plural?: string;
}) {
  return (
    <p className={styles.count} aria-live="polite">
      {total === undefined ? '' : formatCount(total, noun, plural)}
    </p>
  );
}
