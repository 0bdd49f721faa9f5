import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServicesFilter } from '../member/use-services-filter';
import { useRecommendations } from './use-recommendations';
import { MediaCard } from '../ui/media-card';
import { homeRowSize } from './trending-row';
import styles from './home-page.module.css';
import cardListStyles from '../ui/card-list.module.css';

/**
 * The fourth home row: titles drawn from what the member liked, each saying which, and with "Only
 * my services" only those on their services. Only for a member on our server, and only once there
 * is something to show: until they have rated or favourited anything (or while none of it is on
 * their services) it stays away rather than show an empty row, and a failure, logged by the query
 * cache, leaves the page as it was without it.
 *
 * Its cards ask for no states: the answer put each title's (none) in the cache already.
 */
export function ForYouRow() {
  const intl = useIntl();
  const headingId = useId();
  // Kept to the member's services while they ask, the best ten of those on them.
  const services = useServicesFilter(useRecommendations(), 'movie');
  const titles = (services.items ?? []).slice(0, homeRowSize);
  if (titles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={headingId}>
          <FormattedMessage id="home.forYou.heading" />
        </h2>
        <p className={styles.subtitle}>
          <FormattedMessage id="home.forYou.subtitle" />
        </p>
      </div>
      <ul
        className={cardListStyles.row}
        aria-label={intl.formatMessage({ id: 'home.forYou.heading' })}
      >
        {titles.map((title, index) => (
          <li key={`${title.media_type}:${title.id}`} className={cardListStyles.cell}>
            <MediaCard item={title} mediaType={title.media_type} eager={index < 4} />
            <p className={styles.reason}>
              <FormattedMessage id="home.forYou.because" values={{ title: title.because.title }} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
