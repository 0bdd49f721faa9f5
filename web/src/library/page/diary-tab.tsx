import type { DiaryEntryWire } from '@marquee/tmdb-types/account';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { addDiaryEntry, deleteDiaryEntry } from '../../member/library-api';
import { libraryKeys } from '../../member/library-keys';
import { CardList } from '../../ui/card-list';
import { groupByMonth, type DiaryMonth } from './diary-months';
import { DiaryEntry } from './diary-entry';
import { EmptyShelf, emptyMessages } from './empty-state';
import { titleOf } from '../../member/library-format';
import { formatMonth } from './library-dates';
import { LibraryPager } from './library-pager';
import { diaryQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import { ShelfCount } from './shelf-count';
import { ShelfToolbar } from './shelf-toolbar';
import { useWatchRemoval } from './use-watch-removal';
import { isFiltered, shelfRequest } from './shelf-view';
import { useLibraryTitle } from './use-library-title';
import { useShelfView } from './use-shelf-view';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './diary.module.css';

/** The diary: every watch, newest first under month headings, or as sorted. */
export function DiaryTab({ uid }: { uid: string }) {
  const intl = useIntl();
  const { view, setFilter, clearFilters, selectPage } = useShelfView('diary');
  useLibraryTitle(intl.formatMessage({ id: 'library.tab.watched' }), view.page);
  const params = shelfRequest(view);
  const { data, error, isError, refetch, isFetching } = useQuery(diaryQueryOptions(uid, params));
  const messages = useWriteMessages();
  // Months only mean something when the watches come in date order.
  const byMonth = view.sort.field === 'watched_on';
  const { entriesRef, remove } = useWatchRemoval<DiaryEntryWire>({
    uid,
    queryKey: libraryKeys.diary(uid, params),
    shown: data?.results,
    messages,
    describe: (entry) => titleOf(entry.media),
    remove: (entry, client) => deleteDiaryEntry(uid, entry.id, { client }),
    // It gets a new id.
    logAgain: (entry, client) =>
      addDiaryEntry(
        uid,
        {
          media_type: entry.media.media_type,
          media_id: entry.media.id,
          watched_on: entry.watched_on,
          note: entry.note,
          rating: entry.rating,
        },
        { client },
      ),
  });

  function content() {
    if (isError && !data) {
      return (
        <LibraryQueryError
          error={error}
          failure="library.loadError.diary"
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
      <ShelfCount total={data?.total_results} message="library.count.watches" />
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
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.month}>
      <h2 id={headingId} className={styles.monthHeading}>
        {formatMonth(intl, month.key)}
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
