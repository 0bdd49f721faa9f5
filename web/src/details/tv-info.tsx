import type { TvDetails } from '@marquee/tmdb-types/details';
import { DetailsLayout } from './details-layout';
import styles from './details-page.module.css';

export function TvInfo({ show }: { show: TvDetails }) {
  return (
    <DetailsLayout
      title={show.name}
      imagePath={show.poster_path}
      placeholder="title"
      imageAlt={`Poster of ${show.name}`}
    >
      <h2 className={styles.sectionHeading}>Overview</h2>
      <p className={styles.prose}>{show.overview || 'No overview yet.'}</p>
    </DetailsLayout>
  );
}
