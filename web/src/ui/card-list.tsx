import type { MediaType } from '@marquee/tmdb-types/media';
import { use, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardItem } from './media-card';
import { cardMediaType, cardTitle, MediaCard, SkeletonCard } from './media-card';
import { MediaCardAddonsContext, type CardTitle } from './media-card-addons';
import styles from './card-list.module.css';

export interface CardListProps {
  items: readonly CardItem[] | undefined;
  /** What the items are, unless an item says otherwise with its own media_type. */
  mediaType: MediaType;
  /** How many skeletons stand in while items is undefined. */
  skeletons: number;
  layout: 'row' | 'grid';
  /** Cards above the fold load their images at once. */
  eagerCount?: number;
  label?: string;
  /** Said in words when there are no items; "Nothing to show yet." unless given. */
  emptyMessage?: string;
}

export function CardList({
  items,
  mediaType,
  skeletons,
  layout,
  eagerCount = 4,
  label,
  emptyMessage,
}: CardListProps) {
  const intl = useIntl();
  const untitled = intl.formatMessage({ id: 'ui.mediaCard.untitled' });
  const className = layout === 'row' ? styles.row : styles.grid;
  const ListAddon = use(MediaCardAddonsContext)?.ListAddon;
  const titles = useMemo(
    () => titleCards(items ?? [], mediaType, untitled),
    [items, mediaType, untitled],
  );
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
  if (items.length === 0)
    return (
      <p className={styles.empty}>{emptyMessage ?? <FormattedMessage id="ui.cardList.empty" />}</p>
    );
  return (
    <>
      {ListAddon && titles.length > 0 && <ListAddon titles={titles} />}
      <ul className={className} aria-label={label}>
        {items.map((item, index) => (
          // A mixed list may hold a movie and a show with the same id.
          <li key={`${cardMediaType(item, mediaType)}:${item.id}`} className={styles.cell}>
            <MediaCard item={item} mediaType={mediaType} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
    </>
  );
}

function titleCards(
  items: readonly CardItem[],
  mediaType: MediaType,
  untitled: string,
): CardTitle[] {
  const titles: CardTitle[] = [];
  for (const item of items) {
    const type = cardMediaType(item, mediaType);
    if (type !== 'person')
      titles.push({ mediaType: type, id: item.id, name: cardTitle(item, untitled) });
  }
  return titles;
}
