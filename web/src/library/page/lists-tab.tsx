import type { AccountList } from '@marquee/tmdb-types/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { createList, libraryMaxPage } from '../../member/library-api';
import { listPath } from './library-address';
import { formatMoment } from '../../lib/format-dates';
import { formatCount, libraryTitle } from '../../member/library-format';
import { LibraryPager } from './library-pager';
import { listsQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import { refreshLibrary } from '../../member/library-writes';
import { ListForm, type ListValues } from './list-form';
import { ShelfCount } from './shelf-count';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './library-page.module.css';

/** What a page that sends the member here (a deleted list) has to say. */
export interface ListsNotice {
  notice?: string;
}

/** The member's lists, most recently changed first, and a form for a new one. */
export function ListsTab({ uid }: { uid: string }) {
  const [page, selectPage] = usePageParam(libraryMaxPage);
  useDocumentTitle(libraryTitle('Lists', page));
  const location = useLocation();
  const { notice } = (location.state ?? {}) as ListsNotice;
  const messages = useWriteMessages(notice);
  const { data, error, isError, refetch, isFetching } = useQuery(listsQueryOptions(uid, page));
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const newListButton = useRef<HTMLButtonElement>(null);

  async function create({ name, description }: ListValues) {
    await createList(description === '' ? { name } : { name, description }, {
      client: queryClient,
    });
    await refreshLibrary(queryClient, uid);
    setCreating(false);
    messages.showDone(`Created the list ${name}.`);
  }

  function closeForm() {
    setCreating(false);
    newListButton.current?.focus();
  }

  return (
    <>
      <div className={styles.bar}>
        <ShelfCount total={data?.total_results} noun="list" />
        <button
          ref={newListButton}
          type="button"
          className={styles.primary}
          aria-expanded={creating}
          onClick={() => (creating ? closeForm() : setCreating(true))}
        >
          New list
        </button>
      </div>
      {creating && (
        <ListForm
          label="New list"
          submitLabel="Create list"
          initial={{ name: '', description: '' }}
          failurePrefix="Couldn't create the list"
          onSubmit={create}
          onCancel={closeForm}
        />
      )}
      <WriteMessages messages={messages} />
      {isError && !data ? (
        <LibraryQueryError
          error={error}
          what="your lists"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data && data.results.length === 0 ? (
        <p className={styles.empty}>
          {data.total_results > 0
            ? 'Nothing more on this page.'
            : 'You have no lists yet. Press New list to start one, then add titles to it from any movie or TV page with Add to list.'}
        </p>
      ) : (
        <ul className={styles.lists} aria-label="Your lists" aria-busy={!data}>
          {data?.results.map((list) => (
            <li key={list.id}>
              <ListSummary list={list} />
            </li>
          ))}
        </ul>
      )}
      <LibraryPager totalPages={data?.total_pages} page={page} onSelect={selectPage} />
    </>
  );
}

function ListSummary({ list }: { list: AccountList }) {
  return (
    <article className={styles.listSummary} aria-label={list.name}>
      <h2 className={styles.listName}>
        <Link to={listPath(list.id)}>{list.name}</Link>
      </h2>
      {list.description && <p className={styles.listDescription}>{list.description}</p>}
      <p className={styles.listFacts}>
        {list.public && <span className={styles.publicBadge}>Public</span>}
        <span>{formatCount(list.item_count, 'title')}</span>
        <span>
          Updated <time dateTime={list.updated_at}>{formatMoment(list.updated_at)}</time>
        </span>
      </p>
    </article>
  );
}
