import type { MediaType } from '@marquee/tmdb-types/media';
import { Link } from 'react-router-dom';
import { PosterImage } from './poster-image';
import styles from './media-card.module.css';

/** The fields a card reads; every TMDB list item has them under one name or the other. */
export interface CardItem {
  id: number;
  title?: string;
  name?: string;
  poster_path?: string | null;
  profile_path?: string | null;
}

export function cardTitle(item: CardItem): string {
  return item.title || item.name || 'Untitled';
}

export function MediaCard({
  item,
  mediaType,
  eager = false,
}: {
  item: CardItem;
  mediaType: MediaType;
  eager?: boolean;
}) {
  const title = cardTitle(item);
  return (
    <Link to={`/details/${mediaType}/${item.id}`} className={styles.card} aria-label={title}>
      <PosterImage
        className={styles.image}
        path={mediaType === 'person' ? item.profile_path : item.poster_path}
        // Not the bare title: the link already reads it, and the image should say what it shows.
        alt={mediaType === 'person' ? `Photo of ${title}` : `Poster of ${title}`}
        placeholder={mediaType === 'person' ? 'person' : 'title'}
        eager={eager}
      />
      <span className={styles.title} title={title}>
        {title}
      </span>
    </Link>
  );
}

/** Same footprint as a card, so nothing moves when the data arrives. */
export function SkeletonCard() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="skeleton-card">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonTitle} />
    </div>
  );
}
