import type { EpisodeDiaryEntry } from '@marquee/tmdb-types/episode-progress';
import { Link } from 'react-router-dom';
import { formatDay } from '../../lib/format-dates';
import { episodeCode } from '../../member/episodes/episode-names';
import { episodePath } from '../../member/episodes/episode-paths';
import { detailsPath, titleOf } from '../../member/library-format';
import { PosterImage } from '../../ui/poster-image';
import styles from './diary.module.css';

/** One watch of an episode: the show, the episode, the day, whether it was a rewatch; and Delete. */
export function EpisodeWatchEntry({
  entry,
  onDelete,
}: {
  entry: EpisodeDiaryEntry;
  onDelete(): void;
}) {
  const show = titleOf(entry.show);
  const code = episodeCode(entry.season_number, entry.episode_number);
  const day = formatDay(entry.watched_on);
  const rewatch = entry.rewatch > 0;
  return (
    <article
      className={styles.entry}
      aria-label={`${show} ${code}, ${rewatch ? 'watched again' : 'watched'} ${day}`}
    >
      <PosterImage
        className={styles.poster}
        path={entry.show.poster_path}
        alt=""
        placeholder="title"
        size="w92"
        eager={false}
      />
      <div className={styles.body}>
        <p className={styles.title}>
          <Link to={detailsPath(entry.show)}>{show}</Link>
        </p>
        <p className={styles.meta}>
          <Link
            to={episodePath(entry.show.id, entry.season_number, entry.episode_number)}
            className={styles.episodeLink}
          >
            {code}
          </Link>
          <time dateTime={entry.watched_on}>{day}</time>
          {rewatch && <span className={styles.rewatch}>Rewatch</span>}
        </p>
      </div>
      <button type="button" className={styles.delete} data-entry={entry.id} onClick={onDelete}>
        Delete
      </button>
    </article>
  );
}
