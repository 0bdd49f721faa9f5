import type { DiaryEntryWire, DiaryPage } from '@marquee/tmdb-types/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';
import { addDiaryEntry, deleteDiaryEntry } from '../../member/library-api';
import { libraryKeys } from '../../member/library-keys';
import { CardList } from '../../ui/card-list';
import { groupByMonth, type DiaryMonth } from './diary-months';
import { DiaryEntry } from './diary-entry';
import { EmptyShelf, emptyMessages } from './empty-state';
import { formatDay } from '../../lib/format-dates';
import { libraryTitle, titleOf } from '../../member/library-format';
import { LibraryPager } from './library-pager';
import { diaryQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import {
  optimisticWrite,
  refreshLibrary,
  reportWriteFailure,
  failureReason,
} from '../../member/library-writes';
import { ShelfCount } from './shelf-count';
import { ShelfToolbar } from './shelf-toolbar';
import { isFiltered, shelfRequest } from './shelf-view';
import { useShelfView } from './use-shelf-view';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './diary.module.css';

function withoutEntry(page: DiaryPage, entryId: number): DiaryPage {
  const results = page.results.filter((entry) => entry.id !== entryId);
  const removed = page.results.length - results.length;
  return { ...page, results, total_results: Math.max(0, page.total_results - removed) };
}

/** The diary: every watch, newest first under month headings, or as sorted. */
export function DiaryTab({ uid }: { uid: string }) {
  const { view, setFilter, clearFilters, selectPage } = useShelfView('diary');
  useDocumentTitle(libraryTitle('Watched', view.page));
  const params = shelfRequest(view);
  const { data, error, isError, refetch, isFetching } = useQuery(diaryQueryOptions(uid, params));
  const queryClient = useQueryClient();
  const messages = useWriteMessages();
  // Months only mean something when the watches come in date order.
  const byMonth = view.sort.field === 'watched_on';
  const entriesRef = useRef<HTMLDivElement>(null);
  // A deleted watch takes its focused Delete button with it: the next watch's takes the focus.
  const focusAfterDelete = useRef<number | null>(null);

  useLayoutEffect(() => {
    const entryId = focusAfterDelete.current;
    if (entryId === null) return;
    focusAfterDelete.current = null;
    entriesRef.current?.querySelector<HTMLElement>(`[data-entry="${entryId}"]`)?.focus();
  }, [data]);

  async function remove(entry: DiaryEntryWire) {
    const what = `your watch of ${titleOf(entry.media)}`;
    messages.clear();
    const shown = data?.results ?? [];
    const index = shown.indexOf(entry);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : null;
    try {
      await optimisticWrite<DiaryPage>(queryClient, {
        uid,
        queryKey: libraryKeys.diary(uid, params),
        change: (page) => withoutEntry(page, entry.id),
        write: () => deleteDiaryEntry(uid, entry.id, { client: queryClient }),
      });
    } catch (failure) {
      messages.showFailure(
        `Couldn't delete ${what}: ${failureReason(failure)}. Nothing was changed.`,
      );
      return;
    }
    messages.showDone(`Deleted ${what} on ${formatDay(entry.watched_on)}.`, {
      label: 'Undo',
      run: () => void logAgain(entry),
    });
  }

  /** Undo: the same watch logged again (it gets a new id). */
  async function logAgain(entry: DiaryEntryWire) {
    const what = `your watch of ${titleOf(entry.media)}`;
    messages.clear();
    try {
      await addDiaryEntry(
        uid,
        {
          media_type: entry.media.media_type,
          media_id: entry.media.id,
          watched_on: entry.watched_on,
          note: entry.note,
          rating: entry.rating,
        },
        { client: queryClient },
      );
    } catch (failure) {
      reportWriteFailure(failure);
      messages.showFailure(`Couldn't log ${what} again: ${failureReason(failure)}.`);
      return;
    }
    messages.showDone(`Logged ${what} again.`);
    void refreshLibrary(queryClient, uid);
  }

  function content() {
    if (isError && !data) {
      return (
        <LibraryQueryError
          error={error}
          what="your diary"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    if (!data) {
      return <CardList items={undefined} mediaType="movie" skeletons={6} layout="grid" />;
    }
    if (data.results.length === 0) {
      return (
        <EmptyShelf
          total={data.total_results}
          filtered={isFiltered(view)}
          onClearFilters={clearFilters}
        >
          {emptyMessages.watched}
        </EmptyShelf>
      );
    }
    if (!byMonth)
      return <Entries entries={data.results} onDelete={(entry) => void remove(entry)} />;
    return groupByMonth(data.results).map((month) => (
      <Month key={month.key} month={month} onDelete={(entry) => void remove(entry)} />
    ));
  }

  return (
    <>
      <ShelfToolbar kind="diary" view={view} onChange={setFilter} />
      <ShelfCount total={data?.total_results} noun="watch" plural="watches" />
      <WriteMessages messages={messages} />
      <div ref={entriesRef}>{content()}</div>
      <LibraryPager totalPages={data?.total_pages} page={view.page} onSelect={selectPage} />
    </>
  );
}

function Month({
  month,
  onDelete,
}: {
  month: DiaryMonth<DiaryEntryWire>;
  onDelete(entry: DiaryEntryWire): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.month}>
      <h2 id={headingId} className={styles.monthHeading}>
        {month.label}
      </h2>
      <Entries entries={month.entries} onDelete={onDelete} />
    </section>
  );
}

function Entries({
  entries,
  onDelete,
}: {
  entries: readonly DiaryEntryWire[];
  onDelete(entry: DiaryEntryWire): void;
}) {
  return (
    <ol className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <DiaryEntry entry={entry} onDelete={() => onDelete(entry)} />
        </li>
      ))}
    </ol>
  );
}
