import type { CollectionPart } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { collectionQueryOptions } from '../../lib/collection-query';
import { SeenCount } from '../../member/seen-count';
import { cardTitle } from '../../ui/media-card';
import { PosterImage } from '../../ui/poster-image';
import { yearOf } from '../details-format';
import detailsStyles from '../details-page.module.css';
import styles from './movie-collection.module.css';

/**
 * The collection a movie belongs to: its name linking to its page, its movies in release order
 * with this one marked, and for a member how many of them they have seen. Nothing when the movie
 * is in none, or the collection could not be read (the rest of the page does not depend on it).
 */
export function MovieCollection({ movie }: { movie: MovieDetails }) {
  const collection = movie.belongs_to_collection;
  if (!collection) return null;
  return <CollectionParts id={collection.id} name={collection.name} movieId={movie.id} />;
}

function CollectionParts({ id, name, movieId }: { id: number; name: string; movieId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useQuery({
    ...collectionQueryOptions(id),
    // The route's loader (or the server's render) has just asked: a failure leaves the block out
    // rather than ask again.
    retryOnMount: false,
  });
  const parts = data?.parts;
  if (!parts || parts.length === 0) return null;
  const titles = parts.map((part) => ({ mediaType: 'movie' as const, id: part.id }));
  return (
    <section aria-labelledby={headingId} className={detailsStyles.section}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage
          id="details.collection.partOf"
          values={{
            name: data.name || name,
            link: (chunks: ReactNode[]) => (
              <Link to={`/collection/${id}`} className={detailsStyles.inlineLink}>
                {chunks}
              </Link>
            ),
          }}
        />
      </h2>
      <SeenCount titles={titles} />
      <ol
        className={styles.parts}
        aria-label={intl.formatMessage(
          { id: 'details.collection.partsLabel' },
          { name: data.name || name },
        )}
      >
        {parts.map((part) => (
          <li key={part.id}>
            <Part part={part} current={part.id === movieId} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Part({ part, current }: { part: CollectionPart; current: boolean }) {
  const title = cardTitle(part);
  const year = yearOf(part.release_date);
  const content = (
    <>
      <PosterImage
        className={styles.poster}
        path={part.poster_path}
        size="w92"
        alt=""
        placeholder="title"
        eager={false}
      />
      <span className={styles.name}>{title}</span>
      <span className={styles.year}>
        {year ?? <FormattedMessage id="details.collection.dateUnknown" />}
      </span>
      {current && (
        <span className={styles.here}>
          <FormattedMessage id="details.collection.thisMovie" />
        </span>
      )}
    </>
  );
  // The movie the page is about is marked, not linked: it would lead back here.
  return current ? (
    <span className={`${styles.part} ${styles.current}`} aria-current="page">
      {content}
    </span>
  ) : (
    <Link className={styles.part} to={`/details/movie/${part.id}`}>
      {content}
    </Link>
  );
}
