import type { EpisodeDiaryEntry, EpisodeDiaryPage } from '@marquee/tmdb-types/episode-progress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { formatDay } from '../../lib/format-dates';
import { deleteEpisodeWatch, markEpisodeWatched } from '../../member/episodes/episode-progress-api';
import { episodeCode } from '../../member/episodes/episode-names';
import { episodeWatchesQueryOptions } from '../../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../../member/library-api';
import { libraryTitle, titleOf } from '../../member/library-format';
import { libraryKeys } from '../../member/library-keys';
import {
  failureReason,
  optimisticWrite,
  refreshLibrary,
  reportWriteFailure,
} from '../../member/library-writes';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { CatalogueLinks } from './empty-state';
import { EpisodeWatchEntry } from './episode-watch-entry';
import { LibraryPager } from './library-pager';
import { LibraryQueryError } from './library-query-error';
import { ShelfCount } from './shelf-count';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './diary.module.css';
import pageStyles from './library-page.module.css';

function withoutWatch(page: EpisodeDiaryPage, watchId: number): EpisodeDiaryPage {
  const results = page.results.filter((entry) => entry.id !== watchId);
  const removed = page.results.length - results.length;
  return { ...page, results, total_results: Math.max(0, page.total_results - removed) };
}

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
  const queryClient = useQueryClient();
  const messages = useWriteMessages();
  const entriesRef = useRef<HTMLOListElement>(null);
  // A deleted watch takes its focused Delete button with it: the next watch's takes the focus.
  const focusAfterDelete = useRef<number | null>(null);

  useLayoutEffect(() => {
    const watchId = focusAfterDelete.current;
    if (watchId === null) return;
    focusAfterDelete.current = null;
    entriesRef.current?.querySelector<HTMLElement>(`[data-entry="${watchId}"]`)?.focus();
  }, [data]);

  async function remove(entry: EpisodeDiaryEntry) {
    messages.clear();
    const shown = data?.results ?? [];
    const index = shown.indexOf(entry);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : null;
    try {
      await optimisticWrite<EpisodeDiaryPage>(queryClient, {
        uid,
        queryKey: libraryKeys.episodeWatches(uid, page),
        change: (answer) => withoutWatch(answer, entry.id),
        write: () => deleteEpisodeWatch(uid, entry.id, { client: queryClient }),
      });
    } catch (failure) {
      messages.showFailure(
        `Couldn't delete ${what(entry)}: ${failureReason(failure)}. Nothing was changed.`,
      );
      return;
    }
    messages.showDone(`Deleted ${what(entry)} on ${formatDay(entry.watched_on)}.`, {
      label: 'Undo',
      run: () => void logAgain(entry),
    });
  }

  /** Undo: the same day's watch logged again, as another watch of the episode. */
  async function logAgain(entry: EpisodeDiaryEntry) {
    messages.clear();
    try {
      await markEpisodeWatched(
        {
          showId: entry.show_id,
          seasonNumber: entry.season_number,
          episodeNumber: entry.episode_number,
        },
        { watched_on: entry.watched_on, again: true },
        { client: queryClient },
      );
    } catch (failure) {
      reportWriteFailure(failure);
      messages.showFailure(`Couldn't log ${what(entry)} again: ${failureReason(failure)}.`);
      return;
    }
    messages.showDone(`Logged ${what(entry)} again.`);
    void refreshLibrary(queryClient, uid);
  }

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
      <ol className={styles.entries} ref={entriesRef}>
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
      <div className={styles.watches}>{content()}</div>
      <LibraryPager totalPages={data?.total_pages} page={page} onSelect={selectPage} />
    </>
  );
}
