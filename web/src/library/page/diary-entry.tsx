import type { DiaryEntryWire } from '@marquee/tmdb-types/account';
import { Link } from 'react-router-dom';
import { PosterImage } from '../../ui/poster-image';
import { formatDay } from '../../lib/format-dates';
import { detailsPath, titleOf } from '../../member/library-format';
import { RatingText } from './rating-text';
import styles from './diary.module.css';

/** One watch: the title, the day, the note and rating given then, and a way to take it back. */
export function DiaryEntry({ entry, onDelete }: { entry: DiaryEntryWire; onDelete(): void }) {
  const title = titleOf(entry.media);
  const day = formatDay(entry.watched_on);
  return (
    <article className={styles.entry} aria-label={`${title}, watched ${day}`}>
      <PosterImage
        className={styles.poster}
        path={entry.media.poster_path}
        alt=""
        placeholder="title"
        size="w92"
        eager={false}
      />
      <div className={styles.body}>
        <p className={styles.title}>
          <Link to={detailsPath(entry.media)}>{title}</Link>
        </p>
        <p className={styles.meta}>
          <time dateTime={entry.watched_on}>{day}</time>
          {entry.rating !== null && <RatingText value={entry.rating} className={styles.rating} />}
        </p>
        {entry.note && <p className={styles.note}>{entry.note}</p>}
      </div>
      <button type="button" className={styles.delete} data-entry={entry.id} onClick={onDelete}>
        Delete
      </button>
    </article>
  );
}
