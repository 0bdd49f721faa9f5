import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { use, useMemo, type ReactNode, type Ref } from 'react';
import { MediaCard } from '../../ui/media-card';
import { MediaCardAddonsContext, type CardTitle } from '../../ui/media-card-addons';
import { titleOf, titleSlug } from '../../member/library-format';
import styles from './title-grid.module.css';

/**
 * Cards of movies and TV together, each followed by what the tab adds to it (your rating, a
 * list's controls): things a plain card list has no room for. Each item is named by its title.
 */
export function TitleGrid({
  items,
  label,
  eagerCount = 6,
  listRef,
  renderExtra,
}: {
  items: readonly LibraryTitle[];
  label: string;
  eagerCount?: number;
  listRef?: Ref<HTMLOListElement>;
  renderExtra(item: LibraryTitle, index: number): ReactNode;
}) {
  // As CardList does: the cards' library states in one request for the whole grid.
  const ListAddon = use(MediaCardAddonsContext)?.ListAddon;
  const titles = useMemo(
    () =>
      items.map((item): CardTitle => ({
        mediaType: item.media_type,
        id: item.id,
        name: titleOf(item),
      })),
    [items],
  );
  return (
    <>
      {ListAddon && titles.length > 0 && <ListAddon titles={titles} />}
      <ol className={styles.grid} aria-label={label} ref={listRef}>
        {items.map((item, index) => (
          <li key={titleSlug(item)} className={styles.cell} aria-label={titleOf(item)}>
            <MediaCard item={item} mediaType={item.media_type} eager={index < eagerCount} />
            {renderExtra(item, index)}
          </li>
        ))}
      </ol>
    </>
  );
}
