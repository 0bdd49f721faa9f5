import type { ProgressEpisode } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage, useIntl } from 'react-intl';
import { isOwnServer } from '../../lib/catalogue-client';
import { LoginPrompt } from '../login-prompt';
import { RatingControl } from '../title-actions/rating-control';
import { watchedText } from '../title-actions/watched-summary';
import { WriteFailureAlert } from '../title-actions/write-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { episodeCode } from './episode-names';
import { useSeasonRatings, useShowProgress } from './episode-progress-queries';
import type { ProgressWrite } from './progress-write';
import { useProgressWriteFailure } from './use-progress-write-failure';
import { useProgressWrites } from './use-progress-writes';
import { WatchedToggle } from './watched-toggle';
import styles from './episode-controls.module.css';

export interface EpisodeControlsProps {
  showId: number;
  /** For messages: "Could not mark S2E4 of Severance watched…". */
  showName: string;
  seasonNumber: number;
  episodeNumber: number;
  /** Aired by the catalogue's day: only then can it be watched, or rated. */
  aired: boolean;
  /** The id of the words saying when it airs, for an episode not aired yet. */
  airsId?: string | undefined;
  /** Episodes the page has details of, so the show's next episode shows its name at once. */
  known?: readonly ProgressEpisode[];
  /** What the stars are named: a season's page names the episode, as it has many. */
  ratingLabel: string;
  /** The episode's own page also offers another watch, and says how many there were. */
  withRewatch?: boolean;
  /** What a visitor is offered instead ("Log in to track…"); nothing when not given. */
  loginPrompt?: string;
}

function isAbout(write: ProgressWrite, seasonNumber: number, episodeNumber: number): boolean {
  return (
    (write.kind === 'episode' || write.kind === 'again' || write.kind === 'rating') &&
    write.seasonNumber === seasonNumber &&
    write.episodeNumber === episodeNumber
  );
}

/**
 * A member's controls for one episode: Watched (and Watch again), and their rating. A visitor gets
 * the login prompt when one is given (a season's page offers one for all its episodes); nothing
 * without our server.
 */
export function EpisodeControls(props: EpisodeControlsProps) {
  const uid = useLibraryMember();
  if (!isOwnServer()) return null;
  if (uid === null)
    return props.loginPrompt === undefined ? null : <LoginPrompt>{props.loginPrompt}</LoginPrompt>;
  return <MemberEpisodeControls {...props} />;
}

function MemberEpisodeControls({
  showId,
  showName,
  seasonNumber,
  episodeNumber,
  aired,
  airsId,
  known = [],
  ratingLabel,
  withRewatch = false,
}: EpisodeControlsProps) {
  const intl = useIntl();
  const { data: progress } = useShowProgress(showId);
  const { data: ratings } = useSeasonRatings(showId, seasonNumber);
  const writes = useProgressWrites(showId, known);
  // Its own observer, so its `onSettled` is not taken over by a toggle's write.
  const ratingWrites = useProgressWrites(showId, known);
  const failure = useProgressWriteFailure(showId, showName);
  const numbers = { seasonNumber, episodeNumber };
  const entry = progress?.watched.find(
    (watched) => watched.season_number === seasonNumber && watched.episode_number === episodeNumber,
  );
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(
        { id: 'member.episodes.progressOf' },
        { code: episodeCode(seasonNumber, episodeNumber) },
      )}
      className={styles.episodeControls}
    >
      <div className={styles.controls}>
        <WatchedToggle
          watched={entry !== undefined}
          disabled={progress === undefined}
          unavailableBecause={aired ? undefined : airsId}
          onToggle={(watched) => writes.mutate({ kind: 'episode', ...numbers, watched })}
        />
        {withRewatch && entry && (
          <>
            <button
              type="button"
              className={styles.action}
              onClick={() => writes.mutate({ kind: 'again', ...numbers })}
            >
              <FormattedMessage id="member.episodes.watchAgain" />
            </button>
            <span className={styles.times}>
              <FormattedMessage {...watchedText(entry.watches)} />
            </span>
          </>
        )}
      </div>
      <RatingControl
        label={ratingLabel}
        stored={ratings?.get(episodeNumber) ?? 0}
        disabled={ratings === undefined || !aired}
        onRate={(value, done) =>
          ratingWrites.mutate({ kind: 'rating', ...numbers, value }, { onSettled: done })
        }
      />
      {failure && isAbout(failure.write, seasonNumber, episodeNumber) && (
        <WriteFailureAlert failure={failure} />
      )}
    </div>
  );
}
