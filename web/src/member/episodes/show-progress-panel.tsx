import type { ShowProgressWire, ShowStatus } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../i18n/message';
import { Link } from 'react-router-dom';
import { isOwnServer } from '../../lib/catalogue-client';
import { ProgressMeter } from '../../ui/progress-meter';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { ReadFailureAlert } from '../read-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { airsTextIn } from './air-date-text';
import { episodeLabel } from './episode-names';
import { episodePath } from './episode-paths';
import { useShowProgress } from './episode-progress-queries';
import { progressMessage } from './progress-text';
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
  const intl = useIntl();
  const headingId = useId();
  const { data: progress, error, isError, refetch, isFetching } = useShowProgress(showId);
  const writes = useProgressWrites(showId);
  const failure = useProgressWriteFailure(showId, showName);

  function content(progress: ShowProgressWire) {
    const { next_episode: next } = progress;
    const howFar = progressMessage(progress.watched_episodes, progress.aired_episodes);
    const howFarText = intl.formatMessage({ id: howFar.id }, howFar.values);
    const status = statusText(progress);
    const nextLink = next && (
      <Link to={episodePath(showId, next.season_number, next.episode_number)}>
        {episodeLabel(next)}
      </Link>
    );
    return (
      <>
        {progress.aired_episodes === 0 ? (
          <p className={styles.count}>
            <FormattedMessage id="member.showProgress.noneAired" />
          </p>
        ) : (
          <>
            <p className={styles.count}>{howFarText}</p>
            <ProgressMeter
              value={progress.watched_episodes}
              max={progress.aired_episodes}
              label={intl.formatMessage({ id: 'member.showProgress.meter' })}
              valueText={howFarText}
            />
          </>
        )}
        <p className={styles.status}>
          <FormattedMessage {...status} />
        </p>
        {next && progress.state === 'watching' && (
          <div className={styles.next}>
            <p className={styles.nextText}>
              <FormattedMessage id="member.showProgress.next" values={{ episode: nextLink }} />
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
              <FormattedMessage id="member.episodes.markWatched" />
            </button>
          </div>
        )}
        {next && progress.state === 'waiting' && (
          <p className={styles.nextText}>
            <FormattedMessage
              id="member.showProgress.nextAirs"
              values={{ episode: nextLink, airs: airsTextIn(intl, next.air_date) }}
            />
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
        <FormattedMessage id="member.showProgress.heading" />
      </h2>
      {isError && !progress && (
        <ReadFailureAlert
          what="progress"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {progress
        ? content(progress)
        : !isError && (
            <p className={styles.status}>
              <FormattedMessage id="member.showProgress.loading" />
            </p>
          )}
      {failure && <WriteFailureAlert failure={failure} />}
    </section>
  );
}

/** The show's status, with which watch-through it is from the second on: "Paused (watch-through 2)." */
function statusText(progress: ShowProgressWire): Message {
  const values = { cycle: progress.cycle };
  switch (progress.status) {
    case null:
      return { id: 'member.showProgress.notTracked' };
    case 'paused':
      return { id: 'member.showProgress.paused', values };
    case 'dropped':
      return { id: 'member.showProgress.dropped', values };
    case 'watching':
      if (progress.state === 'finished') return { id: 'member.showProgress.finished', values };
      if (progress.state === 'waiting') return { id: 'member.showProgress.waiting', values };
      return { id: 'member.showProgress.watching', values };
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
          <FormattedMessage id="member.showProgress.startAgain" />
        </button>
      )}
      {status === 'watching' && (
        <button type="button" className={styles.action} onClick={() => onStatus('paused')}>
          <FormattedMessage id="member.showProgress.pause" />
        </button>
      )}
      {status !== 'watching' && (
        <button type="button" className={styles.action} onClick={() => onStatus('watching')}>
          <FormattedMessage id="member.showProgress.resume" />
        </button>
      )}
      {status !== 'dropped' && (
        <button type="button" className={styles.action} onClick={() => onStatus('dropped')}>
          <FormattedMessage id="member.showProgress.stopTracking" />
        </button>
      )}
    </div>
  );
}
