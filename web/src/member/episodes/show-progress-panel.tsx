import type { ShowProgressWire, ShowStatus } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isOwnServer } from '../../lib/catalogue-client';
import { ProgressMeter } from '../../ui/progress-meter';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { ReadFailureAlert } from '../read-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { airsText } from './air-date-text';
import { episodeLabel } from './episode-names';
import { episodePath } from './episode-paths';
import { useShowProgress } from './episode-progress-queries';
import { progressText } from './progress-text';
import { useProgressWriteFailure } from './use-progress-write-failure';
import { useProgressWrites } from './use-progress-writes';
import styles from './episode-controls.module.css';

export interface ShowProgressPanelProps {
  showId: number;
  showName: string;
}

/**
 * A member's progress of a show on its page: how far they are, the next episode with a one-click
 * Mark watched, and the show's status (Pause, Stop tracking, Resume, Start again). Nothing for a
 * visitor or without our server: the title's actions offer a visitor a way to log in.
 */
export function ShowProgressPanel(props: ShowProgressPanelProps) {
  const uid = useLibraryMember();
  if (uid === null || !isOwnServer()) return null;
  return <MemberShowProgress {...props} />;
}

function MemberShowProgress({ showId, showName }: ShowProgressPanelProps) {
  const headingId = useId();
  const { data: progress, error, isError, refetch, isFetching } = useShowProgress(showId);
  const writes = useProgressWrites(showId);
  const failure = useProgressWriteFailure(showId, showName);

  function content(progress: ShowProgressWire) {
    const { next_episode: next } = progress;
    return (
      <>
        {progress.aired_episodes === 0 ? (
          <p className={styles.count}>No episode has aired yet.</p>
        ) : (
          <>
            <p className={styles.count}>
              {progressText(progress.watched_episodes, progress.aired_episodes)}
            </p>
            <ProgressMeter
              value={progress.watched_episodes}
              max={progress.aired_episodes}
              label="Episodes watched"
              valueText={progressText(progress.watched_episodes, progress.aired_episodes)}
            />
          </>
        )}
        <p className={styles.status}>{statusText(progress)}</p>
        {next && progress.state === 'watching' && (
          <div className={styles.next}>
            <p className={styles.nextText}>
              Next:{' '}
              <Link to={episodePath(showId, next.season_number, next.episode_number)}>
                {episodeLabel(next)}
              </Link>
            </p>
            <button
              type="button"
              className={styles.primary}
              onClick={() =>
                writes.mutate({
                  kind: 'episode',
                  seasonNumber: next.season_number,
                  episodeNumber: next.episode_number,
                  watched: true,
                })
              }
            >
              Mark watched
            </button>
          </div>
        )}
        {next && progress.state === 'waiting' && (
          <p className={styles.nextText}>
            Next:{' '}
            <Link to={episodePath(showId, next.season_number, next.episode_number)}>
              {episodeLabel(next)}
            </Link>
            {' · '}
            {airsText(next.air_date)}
          </p>
        )}
        <StatusButtons
          progress={progress}
          onStatus={(status) => writes.mutate({ kind: 'status', status })}
          onRestart={() => writes.mutate({ kind: 'restart' })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Your progress
      </h2>
      {isError && !progress && (
        <ReadFailureAlert
          what="Your progress"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {progress ? content(progress) : !isError && <p className={styles.status}>Loading…</p>}
      {failure && <WriteFailureAlert failure={failure} />}
    </section>
  );
}

function statusText(progress: ShowProgressWire): string {
  const through = progress.cycle > 1 ? ` (watch-through ${progress.cycle})` : '';
  switch (progress.status) {
    case null:
      return 'Not tracked yet: mark an episode watched to follow this show.';
    case 'paused':
      return `Paused${through}.`;
    case 'dropped':
      return `You stopped tracking this show${through}.`;
    case 'watching':
      if (progress.state === 'finished') return `You have watched every episode${through}.`;
      if (progress.state === 'waiting') return `Waiting for new episodes${through}.`;
      return `Watching${through}.`;
  }
}

function StatusButtons({
  progress,
  onStatus,
  onRestart,
}: {
  progress: ShowProgressWire;
  onStatus(status: ShowStatus): void;
  onRestart(): void;
}) {
  const { status, state } = progress;
  if (status === null) return null;
  return (
    <div className={styles.buttons}>
      {status === 'watching' && state === 'finished' && (
        <button type="button" className={styles.action} onClick={onRestart}>
          Start again
        </button>
      )}
      {status === 'watching' && (
        <button type="button" className={styles.action} onClick={() => onStatus('paused')}>
          Pause
        </button>
      )}
      {status !== 'watching' && (
        <button type="button" className={styles.action} onClick={() => onStatus('watching')}>
          Resume
        </button>
      )}
      {status !== 'dropped' && (
        <button type="button" className={styles.action} onClick={() => onStatus('dropped')}>
          Stop tracking
        </button>
      )}
    </div>
  );
}
