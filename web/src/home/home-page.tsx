import { PinnedFilterRows } from '../saved-filters/pinned-filter-rows';
import { useDocumentTitle } from '../ui/use-document-title';
import { ContinueWatchingRow } from './continue-watching-row';
import { ForYouRow } from './for-you-row';
import { homeRowSize, TrendingRow } from './trending-row';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Trending today</h1>
      <ContinueWatchingRow />
      <TrendingRow
        mediaType="movie"
        heading="Top trending movies by day"
        subtitle="The films everyone is watching today."
        moreTo="/movies"
        noun="movies"
      />
      <TrendingRow
        mediaType="tv"
        heading="Top trending tv shows by day"
        subtitle="Today's most talked-about series."
        moreTo="/tv"
        noun="tv shows"
      />
      <TrendingRow
        mediaType="person"
        heading="Top trending people by day"
        subtitle="The faces in today's spotlight."
        moreTo="/people"
        noun="people"
      />
      <ForYouRow />
      <PinnedFilterRows classes={styles} size={homeRowSize} />
    </div>
  );
}
