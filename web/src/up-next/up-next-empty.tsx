import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import styles from './up-next-page.module.css';

const messages: Record<UpNextTab, MessageId> = {
  watching: 'upNext.empty.watching',
  waiting: 'upNext.empty.waiting',
  finished: 'upNext.empty.finished',
  paused: 'upNext.empty.paused',
  dropped: 'upNext.empty.dropped',
};

/** What an empty tab says: what to do next, or the way back from a page past the last. */
export function UpNextEmpty({ tab, total }: { tab: UpNextTab; total: number }) {
  return (
    <p className={styles.empty}>
      <FormattedMessage
        id={total > 0 ? 'upNext.empty.pastLast' : messages[tab]}
        values={{ tv: (chunks) => <Link to="/tv">{chunks}</Link> }}
      />
    </p>
  );
}
