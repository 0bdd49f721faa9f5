import type { UpNextItem } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage } from 'react-intl';
import { titleOf } from '../library-format';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { useUpNextMark, useUpNextMarkFailure } from './use-up-next-mark';
import styles from './episode-controls.module.css';

/**
 * "Mark watched" for the next episode of an Up next row: the row moves on at once (and back, with
 * a message, when the server refuses). It waits while the row's next episode is only a number the
 * row worked out for itself, until the server says which episode that is: aria-disabled rather
 * than disabled, so the keyboard stays on it for the next one.
 */
export function MarkNextWatched({
  item,
  describedBy,
}: {
  item: UpNextItem;
  /** The id of the words naming the episode ("S2E4 · The Rains"). */
  describedBy: string;
}) {
  const mark = useUpNextMark(item.show.id);
  const failure = useUpNextMarkFailure(item.show.id, titleOf(item.show));
  const next = item.next_episode;
  const waiting = next === null || next.id === 0;
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        aria-disabled={waiting || undefined}
        aria-describedby={describedBy}
        onClick={() => {
          if (next && !waiting) mark.mutate(next);
        }}
      >
        <FormattedMessage id="member.episodes.markWatched" />
      </button>
      {failure && <WriteFailureAlert failure={failure} />}
    </>
  );
}
