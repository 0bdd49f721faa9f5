import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../lib/catalogue-client';
import { seasonTitle } from '../../member/episodes/episode-names';
import { NotFound } from '../../ui/not-found';
import { QueryError } from '../../ui/query-error';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DetailsSkeleton } from '../details-layout';
import { detailsQueryOptions } from '../details-query';
import { SeasonInfo } from './season-info';
import { parseSeasonParams, seasonQueryOptions } from './season-query';

/** /details/tv/{id}/season/{n}: a season's episodes, for anybody; a member's progress in it. */
export function SeasonPage() {
  const target = parseSeasonParams(useParams());
  if (!target) return <NotFound />;
  const { showId, seasonNumber } = target;
  // Keyed so a new season starts from a clean state instead of showing the previous one.
  return <Season key={`${showId}/${seasonNumber}`} showId={showId} seasonNumber={seasonNumber} />;
}

function Season({ showId, seasonNumber }: { showId: number; seasonNumber: number }) {
  const intl = useIntl();
  // The route's loader has just asked: show a failure with Retry rather than ask again.
  const show = useQuery({ ...detailsQueryOptions('tv', showId), retryOnMount: false });
  const season = useQuery({
    ...seasonQueryOptions(showId, seasonNumber),
    retryOnMount: false,
  });
  const notFound = isNotFound(show.error) || isNotFound(season.error);
  const failed = (show.isError && !show.data) || (season.isError && !season.data);
  const title =
    show.data && season.data ? `${seasonTitle(season.data)} · ${show.data.name}` : undefined;
  useDocumentTitle(
    title ??
      (notFound
        ? intl.formatMessage({ id: 'notFound.title' })
        : failed
          ? undefined
          : intl.formatMessage({ id: 'details.loading' })),
  );

  if (notFound) return <NotFound />;
  if (failed) {
    return (
      <QueryError
        message={intl.formatMessage({ id: 'details.error.season' })}
        onRetry={() => {
          if (!show.data) void show.refetch();
          if (!season.data) void season.refetch();
        }}
        retrying={show.isFetching || season.isFetching}
      />
    );
  }
  if (!show.data || !season.data) return <DetailsSkeleton />;
  return <SeasonInfo show={show.data} season={season.data} answeredAt={season.dataUpdatedAt} />;
}
