import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './up-next-page.module.css';

const messages: Record<UpNextTab, ReactNode> = {
  watching: (
    <>
      Nothing to watch next. Open a show from <Link to="/tv">TV</Link>, mark an episode watched, and
      its next episode shows here.
    </>
  ),
  waiting: 'No show you watch is waiting for new episodes.',
  finished: 'No show watched to its end yet.',
  paused: 'No paused shows. Pause a show on its page to keep it out of the way for a while.',
  dropped: 'No shows you stopped tracking.',
};

/** What an empty tab says: what to do next, or the way back from a page past the last. */
export function UpNextEmpty({ tab, total }: { tab: UpNextTab; total: number }) {
  return <p className={styles.empty}>{total > 0 ? 'Nothing more on this page.' : messages[tab]}</p>;
}
