import type { AccountList } from '@marquee/tmdb-types/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { usePageParam } from '../../ui/use-page-param';
import { createList, libraryMaxPage } from '../../member/library-api';
import { listPath } from './library-address';
import type { Message } from '../../i18n/message';
import { formatMoment } from './library-dates';
import { LibraryPager } from './library-pager';
import { listsQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import { refreshLibrary } from '../../member/library-writes';
import { ListForm, type ListValues } from './list-form';
import { ShelfCount } from './shelf-count';
import { useLibraryTitle } from './use-library-title';
import { useWriteMessages, WriteMessages } from './write-messages';
import styles from './library-page.module.css';

/** What a page that sends the member here (a deleted list) has to say. */
export interface ListsNotice {
  notice?: Message;
}

/** The member's lists, most recently changed first, and a form for a new one. */
export function ListsTab({ uid }: { uid: string }) {
  const intl = useIntl();
  const [page, selectPage] = usePageParam(libraryMaxPage);
  useLibraryTitle(intl.formatMessage({ id: 'library.tab.lists' }), page);
  const location = useLocation();
  const { notice } = (location.state ?? {}) as ListsNotice;
  const messages = useWriteMessages(notice && intl.formatMessage(notice, notice.values));
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
    messages.showDone(intl.formatMessage({ id: 'library.lists.created' }, { list: name }));
  }

  function closeForm() {
    setCreating(false);
    newListButton.current?.focus();
  }

  return (
    <>
      <div className={styles.bar}>
        <ShelfCount total={data?.total_results} message="library.count.lists" />
        <button
          ref={newListButton}
          type="button"
          className={styles.primary}
          aria-expanded={creating}
          onClick={() => (creating ? closeForm() : setCreating(true))}
        >
          <FormattedMessage id="library.lists.new" />
        </button>
      </div>
      {creating && (
        <ListForm
          label={intl.formatMessage({ id: 'library.lists.new' })}
          submitLabel={intl.formatMessage({ id: 'library.lists.create' })}
          initial={{ name: '', description: '' }}
          failureMessage="library.lists.createFailed"
          onSubmit={create}
          onCancel={closeForm}
        />
      )}
      <WriteMessages messages={messages} />
      {isError && !data ? (
        <LibraryQueryError
          error={error}
          failure="library.loadError.lists"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data && data.results.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage
            id={data.total_results > 0 ? 'library.empty.pastLastPage' : 'library.lists.empty'}
          />
        </p>
      ) : (
        <ul
          className={styles.lists}
          aria-label={intl.formatMessage({ id: 'library.lists.label' })}
          aria-busy={!data}
        >
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
  const intl = useIntl();
  return (
    <article className={styles.listSummary} aria-label={list.name}>
      <h2 className={styles.listName}>
        <Link to={listPath(list.id)}>{list.name}</Link>
      </h2>
      {list.description && <p className={styles.listDescription}>{list.description}</p>}
      <p className={styles.listFacts}>
        {list.public && (
          <span className={styles.publicBadge}>
            <FormattedMessage id="library.sharing.public" />
          </span>
        )}
        <span>
          <FormattedMessage id="library.count.titles" values={{ count: list.item_count }} />
        </span>
        <span>
          <FormattedMessage
            id="library.lists.updated"
            values={{
              date: <time dateTime={list.updated_at}>{formatMoment(intl, list.updated_at)}</time>,
            }}
          />
        </span>
      </p>
    </article>
  );
}
