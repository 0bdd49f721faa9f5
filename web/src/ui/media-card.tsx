import { isMediaType, type MediaType } from '@marquee/tmdb-types/media';
import { use, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MediaCardAddonsContext } from './media-card-addons';
import { PosterImage } from './poster-image';
import styles from './media-card.module.css';

/** The fields a card reads; every TMDB list item has them under one name or the other. */
export interface CardItem {
  id: number;
  title?: string;
  name?: string;
  poster_path?: string | null;
  profile_path?: string | null;
  /** Lists that mix kinds (trending all, multi-search, the library) say what each item is. */
  media_type?: string;
}

/** An item's own media_type wins over the list's. */
export function cardMediaType(item: CardItem, listMediaType: MediaType): MediaType {
  return isMediaType(item.media_type) ? item.media_type : listMediaType;
}

/**
 * The item's title or name; `untitled` (in the page's language) when it has neither. English
 * unless given, for callers not yet in the page's language (details' collection).
 */
export function cardTitle(item: CardItem, untitled = 'Untitled'): string {
  return item.title || item.name || untitled;
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
  const intl = useIntl();
  const title = cardTitle(item, intl.formatMessage({ id: 'ui.mediaCard.untitled' }));
  const type = cardMediaType(item, mediaType);
  const CardAddon = use(MediaCardAddonsContext)?.CardAddon;
  const describedById = useId();
  const addonTitle =
    CardAddon && type !== 'person' ? { mediaType: type, id: item.id, name: title } : undefined;
  return (
    <div className={styles.frame}>
      <Link
        to={`/details/${type}/${item.id}`}
        className={styles.card}
        // What "j" and "k" move between (shortcuts/page-shortcuts.ts).
        data-card=""
        aria-label={title}
        aria-describedby={addonTitle ? describedById : undefined}
      >
        <PosterImage
          className={styles.image}
          path={type === 'person' ? item.profile_path : item.poster_path}
          // Not the bare title: the link already reads it, and the image should say what it shows.
          alt={
            type === 'person'
              ? intl.formatMessage({ id: 'ui.mediaCard.photoOf' }, { name: title })
              : intl.formatMessage({ id: 'ui.mediaCard.posterOf' }, { title })
          }
          placeholder={type === 'person' ? 'person' : 'title'}
          eager={eager}
        />
        <span className={styles.title} title={title}>
          {title}
        </span>
      </Link>
      {CardAddon && addonTitle && <CardAddon title={addonTitle} describedById={describedById} />}
    </div>
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
