import type { SharedList } from '@marquee/tmdb-types/library-sharing';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../lib/catalogue-client';
import { libraryMaxPage } from '../member/library-api';
import { CardList } from '../ui/card-list';
import { NotFound } from '../ui/not-found';
import { lastPageOf, Pager } from '../ui/pager';
import { QueryError } from '../ui/query-error';
import { useDocumentTitle } from '../ui/use-document-title';
import { usePageParam } from '../ui/use-page-param';
import { sharedListQueryOptions } from './shared-list-query';
import styles from './shared-list-page.module.css';

/**
 * /shared/list/{share id}: a list its owner made public, read-only, for anybody with the link,
 * logged in or not. A member visiting sees their own library on the cards, as on any card, and
 * may add a title to it from there; nothing of the owner's but the list and their chosen name.
 */
export function SharedListPage() {
  const intl = useIntl();
  const { shareId = '' } = useParams();
  const [page, selectPage] = usePageParam(libraryMaxPage);
  const { data, error, isError, refetch, isFetching } = useQuery({
    ...sharedListQueryOptions(shareId, page),
    // The route's loader (or the server's render) has just asked: show its failure with Retry
    // rather than ask again. Asking again would draw the loading frame where the failure belongs.
    retryOnMount: false,
  });
  const notFound = isNotFound(error);
  // NotFound sets its own title, but this effect runs after the child's: say the same here.
  useDocumentTitle(
    data?.name ?? intl.formatMessage({ id: notFound ? 'notFound.title' : 'sharing.list.title' }),
  );

  if (isError && !data) {
    // Unknown, or made private again: the link is gone for good.
    if (notFound) return <NotFound />;
    return (
      <div className={styles.page}>
        <QueryError
          message={intl.formatMessage({ id: 'sharing.list.loadError' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {data ? <SharedListHeader list={data} /> : <div className={styles.headingSkeleton} />}
      {data && data.items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage
            id={data.total_results > 0 ? 'sharing.list.pastLastPage' : 'sharing.list.empty'}
          />
        </p>
      ) : (
        <CardList
          items={data?.items}
          mediaType="movie"
          skeletons={12}
          layout="grid"
          eagerCount={6}
          label={
            data ? intl.formatMessage({ id: 'sharing.list.label' }, { list: data.name }) : undefined
          }
        />
      )}
      {data && (data.total_pages > 1 || page > 1) && (
        <Pager
          page={page}
          lastPage={lastPageOf(data.total_pages, libraryMaxPage)}
          onSelect={selectPage}
        />
      )}
    </div>
  );
}

function SharedListHeader({ list }: { list: SharedList }) {
  return (
    <header className={styles.header}>
      <h1>{list.name}</h1>
      <p className={styles.byline}>
        {list.owner_name === null ? (
          <FormattedMessage id="sharing.list.byMember" />
        ) : (
          <FormattedMessage id="sharing.list.byOwner" values={{ owner: list.owner_name }} />
        )}
        <span aria-hidden="true"> · </span>
        <span>
          <FormattedMessage id="sharing.list.count" values={{ count: list.item_count }} />
        </span>
      </p>
      {list.description && <p className={styles.description}>{list.description}</p>}
    </header>
  );
}
