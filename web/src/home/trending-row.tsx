import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { trendingQueryOptions } from '../lib/trending-query';
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
      ) : (
        <CardList
          items={data?.results.slice(0, homeRowSize)}
          mediaType={mediaType}
          skeletons={homeRowSize}
          layout="row"
          label={heading}
        />
      )}
      <Link to={moreTo} className={styles.more}>
        Load more..
      </Link>
    </section>
  );
}
