import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { trendingQueryOptions } from '../lib/trending-query';
import { ChooseServicesMessage } from '../member/choose-services-message';
import { useServicesFilter } from '../member/use-services-filter';
import { CardList } from '../ui/card-list';
import { QueryError } from '../ui/query-error';
import styles from './home-page.module.css';

export const homeRowSize = 10;

/**
 * Which results these are, as the member's components ask to be told (ChooseServicesMessage picks
 * its sentence by it): a key they read, not words the page shows.
 */
const nouns: Record<MediaType, string> = { movie: 'movies', tv: 'tv shows', person: 'people' };

/** What a row says of its media type. */
const rowWords: Record<
  MediaType,
  {
    heading: MessageId;
    subtitle: MessageId;
    error: MessageId;
    noneOnServices: MessageId;
  }
> = {
  movie: {
    heading: 'home.trending.movie.heading',
    subtitle: 'home.trending.movie.subtitle',
    error: 'home.trending.movie.error',
    noneOnServices: 'home.trending.movie.noneOnServices',
  },
  tv: {
    heading: 'home.trending.tv.heading',
    subtitle: 'home.trending.tv.subtitle',
    error: 'home.trending.tv.error',
    noneOnServices: 'home.trending.tv.noneOnServices',
  },
  person: {
    heading: 'home.trending.person.heading',
    subtitle: 'home.trending.person.subtitle',
    error: 'home.trending.person.error',
    noneOnServices: 'home.trending.person.noneOnServices',
  },
};

export interface TrendingRowProps {
  mediaType: MediaType;
  moreTo: string;
}

export function TrendingRow({ mediaType, moreTo }: TrendingRowProps) {
  const intl = useIntl();
  const words = rowWords[mediaType];
  const heading = intl.formatMessage({ id: words.heading });
  const headingId = useId();
  const { data, isError, refetch, isFetching } = useQuery(trendingQueryOptions(mediaType, 1));
  // Today's trending, kept to the member's services while they ask: of the page of 20, the first
  // ten on them. Trending itself cannot be asked for by service, as browse says.
  const services = useServicesFilter(data?.results, mediaType);
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={headingId}>{heading}</h2>
        <p className={styles.subtitle}>
          <FormattedMessage id={words.subtitle} />
        </p>
      </div>
      {isError && !data ? (
        <QueryError
          message={intl.formatMessage({ id: words.error })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : services.unchosen ? (
        <ChooseServicesMessage noun={nouns[mediaType]} />
      ) : (
        <CardList
          items={services.items?.slice(0, homeRowSize)}
          mediaType={mediaType}
          skeletons={homeRowSize}
          layout="row"
          label={heading}
          emptyMessage={
            services.hidden > 0 ? intl.formatMessage({ id: words.noneOnServices }) : undefined
          }
        />
      )}
      <Link to={moreTo} className={styles.more}>
        <FormattedMessage id="home.trending.more" />
      </Link>
    </section>
  );
}
