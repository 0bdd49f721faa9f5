import { madeOnFirstUse } from '../../lib/made-on-first-use';
import type { TitleKey } from '../library-api';
import { useLastWatch } from '../use-last-watch';
import { EyeIcon } from './title-icons';
import styles from './title-actions.module.css';

const dateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

export function watchedText(times: number): string {
  return times === 1 ? 'Watched once' : `Watched ${times} times`;
}

/** "Watched 2 times · last on 3 May 2024", once the title is in the diary. */
export function WatchedSummary({ title, watched }: { title: TitleKey; watched: number }) {
  const last = useLastWatch(title, watched > 0);
  if (watched === 0) return null;
  const lastDate = last ? new Date(`${last}T00:00:00Z`) : undefined;
  return (
    <p className={styles.watched}>
      <EyeIcon className={styles.icon} />
      <span>{watchedText(watched)}</span>
      {last && lastDate && !Number.isNaN(lastDate.getTime()) && (
        <span className={styles.lastWatch}>
          last on <time dateTime={last}>{dateFormat().format(lastDate)}</time>
        </span>
      )}
    </p>
  );
}
