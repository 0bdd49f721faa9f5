import type { MediaType } from '@marquee/tmdb-types/media';
import type { CardItem } from './media-card';
import { MediaCard, SkeletonCard } from './media-card';
import styles from './card-list.module.css';

export interface CardListProps {
  items: readonly CardItem[] | undefined;
  mediaType: MediaType;
  /** How many skeletons stand in while items is undefined. */
  skeletons: number;
  layout: 'row' | 'grid';
  /** Cards above the fold load their images at once. */
  eagerCount?: number;
  label?: string;
  /** Said in words when there are no items. */
  emptyMessage?: string;
}

export function CardList({
  items,
  mediaType,
  skeletons,
  layout,
  eagerCount = 4,
  label,
  emptyMessage = 'Nothing to show yet.',
}: CardListProps) {
  const className = layout === 'row' ? styles.row : styles.grid;
  if (!items) {
    return (
      <ul className={className} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index} className={styles.cell}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.cell}>
          <MediaCard item={item} mediaType={mediaType} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
