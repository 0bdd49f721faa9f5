import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../lib/catalogue-client';
import { episodeTitle } from '../../member/episodes/episode-names';
import { NotFound } from '../../ui/not-found';
import { QueryError } from '../../ui/query-error';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DetailsSkeleton } from '../details-layout';
import { detailsQueryOptions } from '../details-query';
import { EpisodeInfo } from './episode-info';
import { episodeQueryOptions, parseEpisodeParams, type EpisodeTarget } from './episode-query';

/** /details/tv/{id}/season/{n}/episode/{e}: one episode, for anybody; a member's watch and rating. */
export function EpisodePage() {
  const target = parseEpisodeParams(useParams());
  if (!target) return <NotFound />;
  const { showId, seasonNumber, episodeNumber } = target;
  // Keyed so a new episode starts from a clean state instead of showing the previous one.
  return <Episode key={`${showId}/${seasonNumber}/${episodeNumber}`} target={target} />;
}

function Episode({ target }: { target: EpisodeTarget }) {
  const intl = useIntl();
  // The route's loader has just asked: show a failure with Retry rather than ask again.
  const show = useQuery({ ...detailsQueryOptions('tv', target.showId), retryOnMount: false });
  const episode = useQuery({ ...episodeQueryOptions(target), retryOnMount: false });
  const notFound = isNotFound(show.error) || isNotFound(episode.error);
  const failed = (show.isError && !show.data) || (episode.isError && !episode.data);
  const title =
    show.data && episode.data ? `${episodeTitle(episode.data)} · ${show.data.name}` : undefined;
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
        message={intl.formatMessage({ id: 'details.error.episode' })}
        onRetry={() => {
          if (!show.data) void show.refetch();
          if (!episode.data) void episode.refetch();
        }}
        retrying={show.isFetching || episode.isFetching}
      />
    );
  }
  if (!show.data || !episode.data) return <DetailsSkeleton />;
  return <EpisodeInfo show={show.data} episode={episode.data} answeredAt={episode.dataUpdatedAt} />;
}
