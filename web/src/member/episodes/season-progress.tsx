import type { ProgressEpisode } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage, useIntl } from 'react-intl';
import { isOwnServer } from '../../lib/catalogue-client';
import { ProgressMeter } from '../../ui/progress-meter';
import { LoginPrompt } from '../login-prompt';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { useShowProgress } from './episode-progress-queries';
import { seasonProgressMessage } from './progress-text';
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
  const intl = useIntl();
  const uid = useLibraryMember();
  if (!isOwnServer()) return null;
  if (uid === null)
    return <LoginPrompt>{intl.formatMessage({ id: 'member.seasonProgress.logIn' })}</LoginPrompt>;
  return <MemberSeasonProgress {...props} />;
}

function MemberSeasonProgress({
  showId,
  showName,
  seasonNumber,
  aired,
  known,
}: SeasonProgressProps) {
  const intl = useIntl();
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
  const progressMessage = seasonProgressMessage(watchedAired, aired.length);
  const text = intl.formatMessage({ id: progressMessage.id }, progressMessage.values);
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'member.seasonProgress.label' })}
      className={styles.panel}
    >
      {aired.length > 0 && progress && (
        <>
          <p className={styles.count}>{text}</p>
          <ProgressMeter
            value={watchedAired}
            max={aired.length}
            label={intl.formatMessage({ id: 'member.seasonProgress.meter' })}
            valueText={text}
          />
        </>
      )}
      {aired.length === 0 ? (
        <p className={styles.status}>
          <FormattedMessage id="member.seasonProgress.noneAired" />
        </p>
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
            <FormattedMessage
              id={
                allWatched
                  ? 'member.seasonProgress.markNotWatched'
                  : 'member.seasonProgress.markWatched'
              }
            />
          </button>
        </div>
      )}
      {failure && failure.write.kind === 'season' && <WriteFailureAlert failure={failure} />}
    </div>
  );
}
