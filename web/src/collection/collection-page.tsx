import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../lib/catalogue-client';
import { collectionQueryOptions } from '../lib/collection-query';
import { formatCount } from '../member/library-format';
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
  const { data, error, isError, refetch, isFetching } = useQuery({
    ...collectionQueryOptions(id),
    // The route's loader has just asked: show its failure with Retry rather than ask again.
    retryOnMount: false,
  });
  const notFound = isNotFound(error);
  // NotFound sets its own title, but this effect runs after the child's: say the same here.
  useDocumentTitle(data?.name ?? (notFound ? 'Not Found' : isError ? undefined : 'Loading…'));

  if (notFound) return <NotFound />;
  if (isError && !data)
    return (
      <QueryError
        message="Couldn't load this collection."
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
        label={data ? `Movies in ${data.name}, in release order` : undefined}
        emptyMessage="This collection has no movies yet."
      />
    </article>
  );
}

function CollectionHeader({ collection }: { collection: CollectionDetails }) {
  const parts = collection.parts.map((part) => ({ mediaType: 'movie' as const, id: part.id }));
  return (
    <header className={styles.header}>
      <PosterImage
        className={styles.poster}
        path={collection.poster_path ?? collection.backdrop_path}
        size="w185"
        alt={`Poster of ${collection.name}`}
        placeholder="title"
        fetchPriority="high"
      />
      <div className={styles.about}>
        <h1>{collection.name}</h1>
        <p className={styles.count}>{formatCount(collection.parts.length, 'movie')}</p>
        <SeenCount titles={parts} />
        {collection.overview && <p className={styles.overview}>{collection.overview}</p>}
      </div>
    </header>
  );
}
