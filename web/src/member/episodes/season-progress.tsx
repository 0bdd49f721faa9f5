import type { ProgressEpisode } from '@marquee/tmdb-types/episode-progress';
import { isOwnServer } from '../../lib/catalogue-client';
import { ProgressMeter } from '../../ui/progress-meter';
import { LoginPrompt } from '../login-prompt';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { useShowProgress } from './episode-progress-queries';
import { seasonProgressText } from './progress-text';
import { useProgressWriteFailure } from './use-progress-write-failure';
import { useProgressWrites } from './use-progress-writes';
import styles from './episode-controls.module.css';

export interface SeasonProgressProps {
  showId: number;
  showName: string;
  seasonNumber: number;
  /** The season's episodes aired by the page's day, which Mark season watched marks. */
  aired: readonly number[];
  known: readonly ProgressEpisode[];
}

/**
 * A member's progress in one season, with Mark season watched (its aired episodes) and the way
 * back; a visitor is offered to log in. Nothing without our server.
 */
export function SeasonProgress(props: SeasonProgressProps) {
  const uid = useLibraryMember();
  if (!isOwnServer()) return null;
  if (uid === null) return <LoginPrompt>Log in to track the episodes you watch</LoginPrompt>;
  return <MemberSeasonProgress {...props} />;
}

function MemberSeasonProgress({
  showId,
  showName,
  seasonNumber,
  aired,
  known,
}: SeasonProgressProps) {
  const { data: progress } = useShowProgress(showId);
  const writes = useProgressWrites(showId, known);
  const failure = useProgressWriteFailure(showId, showName);
  const watched = new Set(
    progress?.watched
      .filter((entry) => entry.season_number === seasonNumber)
      .map((entry) => entry.episode_number),
  );
  const watchedAired = aired.filter((episode) => watched.has(episode)).length;
  const allWatched = aired.length > 0 && watchedAired === aired.length;
  const text = seasonProgressText(watchedAired, aired.length);
  return (
    <div role="group" aria-label="Your progress in this season" className={styles.panel}>
      {aired.length > 0 && progress && (
        <>
          <p className={styles.count}>{text}</p>
          <ProgressMeter
            value={watchedAired}
            max={aired.length}
            label="Episodes of this season watched"
            valueText={text}
          />
        </>
      )}
      {aired.length === 0 ? (
        <p className={styles.status}>No episode of this season has aired yet.</p>
      ) : (
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.action}
            disabled={progress === undefined}
            onClick={() =>
              writes.mutate({ kind: 'season', seasonNumber, watched: !allWatched, aired })
            }
          >
            {allWatched ? 'Mark season not watched' : 'Mark season watched'}
          </button>
        </div>
      )}
      {failure && failure.write.kind === 'season' && <WriteFailureAlert failure={failure} />}
    </div>
  );
}
