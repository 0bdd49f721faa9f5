import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import { useId } from 'react';
import { CardList } from '../ui/card-list';
import styles from './details-page.module.css';

export function SimilarTitles({
  heading,
  items,
  mediaType,
}: {
  heading: string;
  items: readonly (MovieListItem | TvListItem)[] | undefined;
  mediaType: TitleMediaType;
}) {
  const headingId = useId();
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      <CardList
        items={items.slice(0, 20)}
        mediaType={mediaType}
        skeletons={0}
        layout="row"
        label={heading}
        eagerCount={0}
      />
    </section>
  );
}
