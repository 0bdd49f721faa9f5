import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { isNotFound } from '../lib/catalogue-client';
import { NotFound } from '../ui/not-found';
import { QueryError } from '../ui/query-error';
import { useDocumentTitle } from '../ui/use-document-title';
import { DetailsSkeleton } from './details-layout';
import { detailsQueryOptions, parseDetailsParams, type PersonPage } from './details-query';
import { MovieInfo } from './movie-info';
import { PersonInfo } from './person-info';
import { TvInfo } from './tv-info';

export function DetailsPage() {
  const target = parseDetailsParams(useParams());
  if (!target) return <NotFound />;
  const { mediaType, id } = target;
  // Keyed so a new item starts from a clean state instead of showing the previous one.
  return <Details key={`${mediaType}/${id}`} mediaType={mediaType} id={id} />;
}

const loadErrors: Record<MediaType, MessageId> = {
  movie: 'details.error.movie',
  person: 'details.error.person',
  tv: 'details.error.tv',
};

function Details({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const intl = useIntl();
  const { data, dataUpdatedAt, error, isError, refetch, isFetching } = useQuery({
    ...detailsQueryOptions(mediaType, id),
    // The route's loader has just asked: show its failure with Retry rather than ask again.
    retryOnMount: false,
  });
  const name = data ? ('title' in data ? data.title : data.name) : undefined;
  const notFound = isNotFound(error);
  // NotFound sets its own title, but this effect runs after the child's: say the same here.
  useDocumentTitle(
    name ??
      (notFound
        ? intl.formatMessage({ id: 'notFound.title' })
        : isError
          ? undefined
          : intl.formatMessage({ id: 'details.loading' })),
  );

  if (notFound) return <NotFound />;
  if (isError && !data) {
    return (
      <QueryError
        message={intl.formatMessage({ id: loadErrors[mediaType] })}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!data) return <DetailsSkeleton />;
  switch (mediaType) {
    case 'movie':
      return <MovieInfo movie={data as MovieDetails} />;
    case 'person':
      return <PersonInfo person={data as PersonPage} asOf={dataUpdatedAt} />;
    case 'tv':
      return <TvInfo show={data as TvDetails} />;
  }
}
