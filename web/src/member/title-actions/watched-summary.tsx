import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../i18n/message';
import type { TitleKey } from '../library-api';
import { formatDayIn } from '../format-day-in';
import { useLastWatch } from '../use-last-watch';
import { EyeIcon } from './title-icons';
import styles from './title-actions.module.css';

/** "Watched once", "Watched 3 times". */
export function watchedText(times: number): Message {
  return { id: 'member.watched.times', values: { count: times } };
}

/** "Watched 2 times · last on May 3, 2024", once the title is in the diary. */
export function WatchedSummary({ title, watched }: { title: TitleKey; watched: number }) {
  const intl = useIntl();
  const last = useLastWatch(title, watched > 0);
  if (watched === 0) return null;
  const times = watchedText(watched);
  return (
    <p className={styles.watched}>
      <EyeIcon className={styles.icon} />
      <span>{intl.formatMessage({ id: times.id }, times.values)}</span>
      {last && (
        <span className={styles.lastWatch}>
          <FormattedMessage
            id="member.watched.lastOn"
            values={{ date: <time dateTime={last}>{formatDayIn(intl, last)}</time> }}
          />
        </span>
      )}
    </p>
  );
}
