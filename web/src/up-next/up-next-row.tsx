import type { UpNextItem } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { nextEpisodeTextIn } from '../member/episodes/air-date-text';
import { MarkNextWatched } from '../member/episodes/mark-next-watched';
import { episodeLabel } from '../member/episodes/episode-names';
import { episodePath, showPath } from '../member/episodes/episode-paths';
import { progressMessage } from '../member/episodes/progress-text';
import { titleOf } from '../member/library-format';
import { PosterImage } from '../ui/poster-image';
import { ProgressMeter } from '../ui/progress-meter';
import { ResumeButton } from './resume-button';
import styles from './up-next-page.module.css';

/**
 * One show of Up next: its poster and name, the episode to watch next (or the next to air, and
 * when), how far the member is, and Mark watched for a show with an aired episode to watch, or
 * Resume for a paused or stopped one.
 */
export function UpNextRow({ item, eager }: { item: UpNextItem; eager: boolean }) {
  const intl = useIntl();
  const nameId = useId();
  const episodeId = useId();
  const name = titleOf(item.show);
  const next = item.next_episode;
  const { id: progressId, values: progressValues } = progressMessage(
    item.watched_episodes,
    item.aired_episodes,
  );
  const progress = intl.formatMessage({ id: progressId }, progressValues);
  const toWatch = item.status === 'watching' && item.state === 'watching';
  return (
    <article aria-labelledby={nameId} className={styles.row}>
      {/* The name beside it says whose poster this is. */}
      <PosterImage
        className={styles.poster}
        path={item.show.poster_path}
        alt=""
        placeholder="title"
        size="w185"
        eager={eager}
      />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          <Link to={showPath(item.show.id)}>{name}</Link>
        </h2>
        {next && (
          <p id={episodeId} className={styles.episode}>
            <Link to={episodePath(item.show.id, next.season_number, next.episode_number)}>
              {episodeLabel(next)}
            </Link>
          </p>
        )}
        {item.state === 'waiting' && (
          <p className={styles.airs}>{nextEpisodeTextIn(intl, next?.air_date ?? null)}</p>
        )}
        <p className={styles.progress}>{progress}</p>
        <ProgressMeter
          className={styles.meter}
          value={item.watched_episodes}
          max={item.aired_episodes}
          label={intl.formatMessage({ id: 'upNext.row.progressLabel' }, { name })}
          valueText={progress}
        />
      </div>
      {toWatch && next && (
        <div className={styles.actions}>
          <MarkNextWatched item={item} describedBy={episodeId} />
        </div>
      )}
      {item.status !== 'watching' && (
        <div className={styles.actions}>
          <ResumeButton show={item.show} />
        </div>
      )}
    </article>
  );
}
