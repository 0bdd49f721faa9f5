import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../lib/catalogue-client';
import { collectionQueryOptions } from '../lib/collection-query';
import { SeenCount } from '../member/seen-count';
import { CardList } from '../ui/card-list';
import { NotFound } from '../ui/not-found';
import { PosterImage } from '../ui/poster-image';
import { QueryError } from '../ui/query-error';
import { useDocumentTitle } from '../ui/use-document-title';
import { parseCollectionId } from './collection-address';
import styles from './collection-page.module.css';

/** /collection/{id}: a franchise, its movies in release order, and for a member how many seen. */
export function CollectionPage() {
  const id = parseCollectionId(useParams().id);
  if (id === undefined) return <NotFound />;
  // Keyed so a new collection starts from a clean state instead of showing the previous one.
  return <Collection key={id} id={id} />;
}

function Collection({ id }: { id: number }) {
  const intl = useIntl();
  const { data, error, isError, refetch, isFetching } = useQuery({
    ...collectionQueryOptions(id),
    // The route's loader has just asked: show its failure with Retry rather than ask again.
    retryOnMount: false,
  });
  const notFound = isNotFound(error);
  // NotFound sets its own title, but this effect runs after the child's: say the same here.
  useDocumentTitle(
    data?.name ??
      (notFound
        ? intl.formatMessage({ id: 'notFound.title' })
        : isError
          ? undefined
          : intl.formatMessage({ id: 'collection.loading' })),
  );

  if (notFound) return <NotFound />;
  if (isError && !data)
    return (
      <QueryError
        message={intl.formatMessage({ id: 'collection.error' })}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <article className={styles.page}>
      {data ? <CollectionHeader collection={data} /> : <div className={styles.headerSkeleton} />}
      <CardList
        items={data?.parts}
        mediaType="movie"
        skeletons={6}
        layout="grid"
        eagerCount={6}
        label={
          data
            ? intl.formatMessage({ id: 'collection.moviesLabel' }, { name: data.name })
            : undefined
        }
        emptyMessage={intl.formatMessage({ id: 'collection.empty' })}
      />
    </article>
  );
}

function CollectionHeader({ collection }: { collection: CollectionDetails }) {
  const intl = useIntl();
  const parts = collection.parts.map((part) => ({ mediaType: 'movie' as const, id: part.id }));
  return (
    <header className={styles.header}>
      <PosterImage
        className={styles.poster}
        path={collection.poster_path ?? collection.backdrop_path}
        size="w185"
        alt={intl.formatMessage({ id: 'collection.posterAlt' }, { name: collection.name })}
        placeholder="title"
        fetchPriority="high"
      />
      <div className={styles.about}>
        <h1>{collection.name}</h1>
        <p className={styles.count}>
          <FormattedMessage id="collection.count" values={{ count: collection.parts.length }} />
        </p>
        <SeenCount titles={parts} />
        {collection.overview && <p className={styles.overview}>{collection.overview}</p>}
      </div>
    </header>
  );
}
