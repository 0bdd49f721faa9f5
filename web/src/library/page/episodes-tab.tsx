import type { EpisodeDiaryEntry } from '@marquee/tmdb-types/episode-progress';
import { useQuery } from '@tanstack/react-query';
import { deleteEpisodeWatch, markEpisodeWatched } from '../../member/episodes/episode-progress-api';
import { episodeCode } from '../../member/episodes/episode-names';
import { episodeWatchesQueryOptions } from '../../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../../member/library-api';
import { libraryTitle, titleOf } from '../../member/library-format';
import { libraryKeys } from '../../member/library-keys';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { CatalogueLinks } from './empty-state';
import { EpisodeWatchEntry } from './episode-watch-entry';
import { LibraryPager } from './library-pager';
import { LibraryQueryError } from './library-query-error';
import { ShelfCount } from './shelf-count';
import { useWatchRemoval } from './use-watch-removal';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './diary.module.css';
import pageStyles from './library-page.module.css';

function what(entry: EpisodeDiaryEntry): string {
  return `your watch of ${titleOf(entry.show)} ${episodeCode(entry.season_number, entry.episode_number)}`;
}

/** Every episode watched, latest first, rewatches marked; each can be deleted (and undone). */
export function EpisodesTab({ uid }: { uid: string }) {
  const [page, selectPage] = usePageParam(libraryMaxPage);
  useDocumentTitle(libraryTitle('Episodes', page));
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
          what="your episodes"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    if (!data) return <p className={pageStyles.empty}>Loading your episodes…</p>;
    if (data.results.length === 0)
      return (
        <p className={pageStyles.empty}>
          {data.total_results > 0 ? (
            'Nothing more on this page.'
          ) : (
            <>
              No episodes watched yet. Open a show from <CatalogueLinks />, then a season, and press
              Watched.
            </>
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
      <ShelfCount total={data?.total_results} noun="episode watch" plural="episode watches" />
      <WriteMessages messages={messages} />
      <div className={styles.watches} ref={entriesRef}>
        {content()}
      </div>
      <LibraryPager totalPages={data?.total_pages} page={page} onSelect={selectPage} />
    </>
  );
}
