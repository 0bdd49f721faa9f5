import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PosterImage } from '../../ui/poster-image';
import styles from './diary.module.css';

/**
 * A diary's entry, of a title or of an episode: the poster, the title's link, a line of what was
 * watched when, and Delete. `watchId` marks the Delete button, so the focus can go to the next
 * entry's when this one leaves.
 */
export function WatchEntryLayout({
  label,
  posterPath,
  title,
  titlePath,
  meta,
  children,
  watchId,
  onDelete,
}: {
  /** The entry's name for a screen reader: what was watched, and when. */
  label: string;
  posterPath: string | null;
  title: string;
  titlePath: string;
  meta: ReactNode;
  /** Below the meta line, e.g. the note. */
  children?: ReactNode;
  watchId: number;
  onDelete(): void;
}) {
  return (
    <article className={styles.entry} aria-label={label}>
      {/* The title beside it says whose poster this is. */}
      <PosterImage
        className={styles.poster}
        path={posterPath}
        alt=""
        placeholder="title"
        size="w92"
        eager={false}
      />
      <div className={styles.body}>
        <p className={styles.title}>
          <Link to={titlePath}>{title}</Link>
        </p>
        <p className={styles.meta}>{meta}</p>
        {children}
      </div>
      <button type="button" className={styles.delete} data-entry={watchId} onClick={onDelete}>
        <FormattedMessage id="library.watch.delete" />
      </button>
    </article>
  );
}
