import type { EpisodeDiaryEntry } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { episodeCode } from '../../member/episodes/episode-names';
import { episodePath } from '../../member/episodes/episode-paths';
import { detailsPath, titleOf } from '../../member/library-format';
import { formatDay } from './library-dates';
import { WatchEntryLayout } from './watch-entry-layout';
import styles from './diary.module.css';

/** One watch of an episode: the show, the episode, the day, whether it was a rewatch; and Delete. */
export function EpisodeWatchEntry({
  entry,
  onDelete,
}: {
  entry: EpisodeDiaryEntry;
  onDelete(): void;
}) {
  const intl = useIntl();
  const show = titleOf(entry.show);
  const code = episodeCode(entry.season_number, entry.episode_number);
  const day = formatDay(intl, entry.watched_on);
  const rewatch = entry.rewatch > 0;
  return (
    <WatchEntryLayout
      label={intl.formatMessage(
        { id: rewatch ? 'library.episodes.entryLabel.rewatch' : 'library.episodes.entryLabel' },
        { show, code, day },
      )}
      posterPath={entry.show.poster_path}
      title={show}
      titlePath={detailsPath(entry.show)}
      meta={
        <>
          <Link
            to={episodePath(entry.show.id, entry.season_number, entry.episode_number)}
            className={styles.episodeLink}
          >
            {code}
          </Link>
          <time dateTime={entry.watched_on}>{day}</time>
          {rewatch && (
            <span className={styles.rewatch}>
              <FormattedMessage id="library.episodes.rewatch" />
            </span>
          )}
        </>
      }
      watchId={entry.id}
      onDelete={onDelete}
    />
  );
}
