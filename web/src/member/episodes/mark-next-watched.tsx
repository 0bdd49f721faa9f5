import type { UpNextItem } from '@marquee/tmdb-types/episode-progress';
import { titleOf } from '../library-format';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { useUpNextMark, useUpNextMarkFailure } from './use-up-next-mark';
import styles from './show-progress-panel.module.css';

/**
 * "Mark watched" for the next episode of an Up next row: the row moves on at once (and back, with
 * a message, when the server refuses). It waits while the row's next episode is only a number the
 * row worked out for itself, until the server says which episode that is.
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
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        disabled={next === null || next.id === 0}
        aria-describedby={describedBy}
        onClick={() => {
          if (next) mark.mutate(next);
        }}
      >
        Mark watched
      </button>
      {failure && <WriteFailureAlert failure={failure} />}
    </>
  );
}
