import type { EpisodeDiaryEntry } from '@marquee/tmdb-types/episode-progress';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteEpisodeWatch, markEpisodeWatched } from '../../member/episodes/episode-progress-api';
import { episodeCode } from '../../member/episodes/episode-names';
import { episodeWatchesQueryOptions } from '../../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../../member/library-api';
import { titleOf } from '../../member/library-format';
import { libraryKeys } from '../../member/library-keys';
import { usePageParam } from '../../ui/use-page-param';
import { catalogueLinks } from './empty-state';
import { EpisodeWatchEntry } from './episode-watch-entry';
import { LibraryPager } from './library-pager';
import { LibraryQueryError } from './library-query-error';
import { ShelfCount } from './shelf-count';
import { useLibraryTitle } from './use-library-title';
import { useWatchRemoval } from './use-watch-removal';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './diary.module.css';
import pageStyles from './library-page.module.css';

function what(entry: EpisodeDiaryEntry): string {
  return `${titleOf(entry.show)} ${episodeCode(entry.season_number, entry.episode_number)}`;
}

/** Every episode watched, latest first, rewatches marked; each can be deleted (and undone). */
export function EpisodesTab({ uid }: { uid: string }) {
  const intl = useIntl();
  const [page, selectPage] = usePageParam(libraryMaxPage);
  useLibraryTitle(intl.formatMessage({ id: 'library.tab.episodes' }), page);
  const { data, error, isError, refetch, isFetching } = useQuery(
    episodeWatchesQueryOptions(uid, page),
  );
  const messages = useWriteMessages();
  const { entriesRef, remove } = useWatchRemoval<EpisodeDiaryEntry>({
    uid,
    queryKey: libraryKeys.episodeWatches(uid, page),
    shown: data?.results,
    messages,
    describe: what,
    remove: (entry, client) => deleteEpisodeWatch(uid, entry.id, { client }),
    logAgain: (entry, client) =>
      markEpisodeWatched(
        {
          showId: entry.show_id,
          seasonNumber: entry.season_number,
          episodeNumber: entry.episode_number,
        },
        { watched_on: entry.watched_on, again: true },
        { client },
      ),
  });

  function content() {
    if (isError && !data)
      return (
        <LibraryQueryError
          error={error}
          failure="library.loadError.episodes"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    if (!data)
      return (
        <p className={pageStyles.empty}>
          <FormattedMessage id="library.episodes.loading" />
        </p>
      );
    if (data.results.length === 0)
      return (
        <p className={pageStyles.empty}>
          {data.total_results > 0 ? (
            <FormattedMessage id="library.empty.pastLastPage" />
          ) : (
            <FormattedMessage id="library.episodes.empty" values={catalogueLinks} />
          )}
        </p>
      );
    return (
      <ol className={styles.entries}>
        {data.results.map((entry) => (
          <li key={entry.id}>
            <EpisodeWatchEntry entry={entry} onDelete={() => void remove(entry)} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <ShelfCount total={data?.total_results} message="library.count.episodeWatches" />
      <WriteMessages messages={messages} />
      <div className={styles.watches} ref={entriesRef}>
        {content()}
      </div>
      <LibraryPager totalPages={data?.total_pages} page={page} onSelect={selectPage} />
    </>
  );
}
