import { formatDay } from '../../lib/format-dates';
import type { TitleKey } from '../library-api';
import { useLastWatch } from '../use-last-watch';
import { EyeIcon } from './title-icons';
import styles from './title-actions.module.css';

export function watchedText(times: number): string {
  return times === 1 ? 'Watched once' : `Watched ${times} times`;
}

/** "Watched 2 times · last on May 3, 2024", once the title is in the diary. */
export function WatchedSummary({ title, watched }: { title: TitleKey; watched: number }) {
  const last = useLastWatch(title, watched > 0);
  if (watched === 0) return null;
  return (
    <p className={styles.watched}>
      <EyeIcon className={styles.icon} />
      <span>{watchedText(watched)}</span>
      {last && (
        <span className={styles.lastWatch}>
          last on <time dateTime={last}>{formatDay(last)}</time>
        </span>
      )}
    </p>
  );
}
