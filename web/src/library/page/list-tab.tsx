import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { isNotFound } from '../../lib/catalogue-client';
import { CardList } from '../../ui/card-list';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteList, updateList } from '../../member/library-api';
import { libraryKeys } from '../../member/library-keys';
import { libraryPath } from './library-address';
import { EmptyShelf, emptyMessages } from './empty-state';
import { LibraryPager } from './library-pager';
import { listQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import { failureReason, refreshLibrary, reportWriteFailure } from '../../member/library-writes';
import { ListForm, type ListValues } from './list-form';
import { ListItems } from './list-items';
import { ListSharingPanel } from './list-sharing-panel';
import type { ListsNotice } from './lists-tab';
import { ShelfCount } from './shelf-count';
import { ShelfToolbar } from './shelf-toolbar';
import { defaultSort, isFiltered, shelfRequest, sortValue } from './shelf-view';
import { useLibraryTitle } from './use-library-title';
import { useShelfView } from './use-shelf-view';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './library-page.module.css';

/** One of the member's lists: its items, and the ways to change it. */
export function ListTab({ uid, listId }: { uid: string; listId: number }) {
  const { view, setFilter, clearFilters, selectPage } = useShelfView('list');
  const params = shelfRequest(view);
  const queryKey = libraryKeys.list(uid, listId, params);
  const { data, error, isError, refetch, isFetching } = useQuery(
    listQueryOptions(uid, listId, params),
  );
  const intl = useIntl();
  useLibraryTitle(data?.name ?? intl.formatMessage({ id: 'library.tab.lists' }), view.page);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const messages = useWriteMessages();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const allLists = (
    <Link to={libraryPath('lists')} className={styles.back}>
      <span aria-hidden="true" className="pointing-glyph">
        ←
      </span>{' '}
      <FormattedMessage id="library.list.allLists" />
    </Link>
  );

  if (isError && !data) {
    // Somebody else's list answers 404 as a missing one does (docs/library-api.md).
    if (isNotFound(error)) {
      return (
        <>
          {allLists}
          <p className={styles.empty}>
            <FormattedMessage id="library.list.notFound" />
          </p>
        </>
      );
    }
    return (
      <>
        {allLists}
        <LibraryQueryError
          error={error}
          failure="library.loadError.list"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }

  async function save(values: ListValues) {
    await updateList(listId, values, { client: queryClient });
    await refreshLibrary(queryClient, uid);
    setEditing(false);
    editButton.current?.focus();
    messages.showDone(intl.formatMessage({ id: 'library.list.saved' }));
  }

  async function confirmDelete(name: string) {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteList(listId, { client: queryClient });
    } catch (failure) {
      reportWriteFailure(failure);
      setDeleteFailure(
        intl.formatMessage({ id: 'library.list.deleteFailed' }, { reason: failureReason(failure) }),
      );
      setDeleting(false);
      return;
    }
    const state: ListsNotice = { notice: { id: 'library.list.deleted', values: { list: name } } };
    await navigate(libraryPath('lists'), { replace: true, state });
    // Gone: no read of it may be asked again, and every other read may have changed.
    queryClient.removeQueries({ queryKey: [...libraryKeys.all(uid), 'list', listId] });
    void refreshLibrary(queryClient, uid);
  }

  const reorderable = sortValue(view.sort) === sortValue(defaultSort('list')) && !isFiltered(view);

  return (
    <>
      {allLists}
      {data ? (
        <div className={styles.listHeader}>
          <div className={styles.listHeading}>
            <h2>{data.name}</h2>
            {data.description && <p className={styles.listDescription}>{data.description}</p>}
          </div>
          <div className={styles.actions}>
            <button
              ref={editButton}
              type="button"
              className={styles.button}
              aria-expanded={editing}
              onClick={() => setEditing((open) => !open)}
            >
              <FormattedMessage id="library.list.edit" />
            </button>
            <button
              ref={deleteButton}
              type="button"
              className={styles.dangerButton}
              onClick={() => {
                setDeleteFailure(null);
                setConfirming(true);
              }}
            >
              <FormattedMessage id="library.list.delete" />
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.listHeader} aria-hidden="true">
          <div className={styles.headingSkeleton} />
        </div>
      )}
      {data && editing && (
        <ListForm
          label={intl.formatMessage({ id: 'library.list.edit' })}
          submitLabel={intl.formatMessage({ id: 'library.list.save' })}
          initial={{ name: data.name, description: data.description }}
          failureMessage="library.list.saveFailed"
          onSubmit={save}
          onCancel={() => {
            setEditing(false);
            editButton.current?.focus();
          }}
        />
      )}
      {data && confirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'library.list.deleteTitle' }, { list: data.name })}
          confirmLabel={intl.formatMessage({ id: 'library.list.delete' })}
          busy={deleting}
          failure={deleteFailure}
          returnFocus={deleteButton}
          onConfirm={() => void confirmDelete(data.name)}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage
              id="library.list.deleteWarning"
              values={{ list: data.name, count: data.item_count }}
            />
          </p>
        </ConfirmDialog>
      )}
      {data && (
        <ListSharingPanel
          uid={uid}
          listId={listId}
          list={data}
          queryKey={queryKey}
          messages={messages}
        />
      )}
      <ShelfToolbar kind="list" view={view} onChange={setFilter} />
      <ShelfCount total={data?.total_results} message="library.count.titles" />
      <WriteMessages messages={messages} />
      {data && data.items.length > 0 && !reorderable && (
        <p className={styles.hint}>
          <FormattedMessage id="library.list.reorderHint" />
        </p>
      )}
      {!data ? (
        <CardList items={undefined} mediaType="movie" skeletons={12} layout="grid" />
      ) : data.items.length === 0 ? (
        <EmptyShelf
          total={data.total_results}
          filtered={isFiltered(view)}
          onClearFilters={clearFilters}
        >
          {emptyMessages.list}
        </EmptyShelf>
      ) : (
        <ListItems
          uid={uid}
          listId={listId}
          list={data}
          queryKey={queryKey}
          reorderable={reorderable}
          messages={messages}
        />
      )}
      <LibraryPager totalPages={data?.total_pages} page={view.page} onSelect={selectPage} />
    </>
  );
}
