import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { trendingQueryOptions } from '../lib/trending-query';
import { ChooseServicesMessage } from '../member/choose-services-message';
import { useServicesFilter } from '../member/use-services-filter';
import { CardList } from '../ui/card-list';
import { QueryError } from '../ui/query-error';
import styles from './home-page.module.css';

export const homeRowSize = 10;

export interface TrendingRowProps {
  mediaType: MediaType;
  heading: string;
  subtitle: string;
  moreTo: string;
  noun: string;
}

export function TrendingRow({ mediaType, heading, subtitle, moreTo, noun }: TrendingRowProps) {
  const headingId = useId();
  const { data, isError, refetch, isFetching } = useQuery(trendingQueryOptions(mediaType, 1));
  // Today's trending, kept to the member's services while they ask: of the page of 20, the first
  // ten on them. Trending itself cannot be asked for by service, as browse says.
  const services = useServicesFilter(data?.results, mediaType);
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={headingId}>{heading}</h2>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {isError && !data ? (
        <QueryError
          message={`Couldn't load trending ${noun}.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : services.unchosen ? (
        <ChooseServicesMessage noun={noun} />
      ) : (
        <CardList
          items={services.items?.slice(0, homeRowSize)}
          mediaType={mediaType}
          skeletons={homeRowSize}
          layout="row"
          label={heading}
          emptyMessage={
            services.hidden > 0
              ? `None of today's trending ${noun} are on your services.`
              : undefined
          }
        />
      )}
      <Link to={moreTo} className={styles.more}>
        Load more..
      </Link>
    </section>
  );
}
