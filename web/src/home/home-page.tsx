import { FormattedMessage, useIntl } from 'react-intl';
import { PinnedFilterRows } from '../saved-filters/pinned-filter-rows';
import { useDocumentTitle } from '../ui/use-document-title';
import { ContinueWatchingRow } from './continue-watching-row';
import { ForYouRow } from './for-you-row';
import { homeRowSize, TrendingRow } from './trending-row';
import styles from './home-page.module.css';

export function HomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'home.title' }));
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">
        <FormattedMessage id="home.heading" />
      </h1>
      <ContinueWatchingRow />
      <TrendingRow mediaType="movie" moreTo="/movies" />
      <TrendingRow mediaType="tv" moreTo="/tv" />
      <TrendingRow mediaType="person" moreTo="/people" />
      <ForYouRow />
      <PinnedFilterRows classes={styles} size={homeRowSize} />
    </div>
  );
}
