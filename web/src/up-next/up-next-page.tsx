import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isOwnServer } from '../lib/catalogue-client';
import { upNextQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMaxPage } from '../member/library-api';
import { useLibraryMember } from '../member/use-library-member';
import { lastPageOf, Pager } from '../ui/pager';
import { QueryError } from '../ui/query-error';
import { TabLinks } from '../ui/tab-links';
import { useDocumentTitle } from '../ui/use-document-title';
import { useFocusKeptInList } from '../ui/use-focus-kept-in-list';
import { pageParamOf } from '../ui/use-page-param';
import { useSearchParamsChange } from '../ui/use-search-params-change';
import { ResumeFailure } from './resume-failure';
import { parseUpNextTab, upNextPath, upNextTabLabel, upNextTabs } from './up-next-address';
import { UpNextEmpty } from './up-next-empty';
import { UpNextRow } from './up-next-row';
import styles from './up-next-page.module.css';

/** "Up next", "Waiting for new episodes, page 2 · Up next". */
function pageTitle(intl: IntlShape, tab: UpNextTab, page: number): string {
  if (tab === 'watching' && page === 1) return intl.formatMessage({ id: 'upNext.title' });
  const name = intl.formatMessage({ id: upNextTabLabel(tab) });
  return page === 1
    ? intl.formatMessage({ id: 'upNext.documentTitle' }, { name })
    : intl.formatMessage({ id: 'upNext.documentTitlePaged' }, { name, page });
}

/**
 * /up-next: the next episode of every show the member watches, a tab each for shows waiting for
 * new episodes, finished, paused and stopped. The tab and page are in the address.
 */
export function UpNextPage() {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const tab = parseUpNextTab(searchParams.get('tab'));
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams, libraryMaxPage);
  const uid = useLibraryMember();
  const id = useId();
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl, tab, page));
  const tabs = upNextTabs.map(({ name, label }) => ({
    name,
    label: intl.formatMessage({ id: label }),
    to: upNextPath(name),
  }));
  const tabId = (name: UpNextTab) => `${id}-tab-${name}`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.upNext}>
      <h1>
        <FormattedMessage id="upNext.title" />
      </h1>
      <TabLinks
        label={intl.formatMessage({ id: 'upNext.title' })}
        tabs={tabs}
        current={tab}
        tabId={tabId}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        {!isOwnServer() ? (
          <p className={styles.empty}>
            <FormattedMessage id="upNext.notOwnServer" />
          </p>
        ) : (
          // RequireAuth lets only members in; the key starts each tab afresh.
          uid !== null && (
            <UpNextList key={tab} uid={uid} tab={tab} page={page} onSelectPage={selectPage} />
          )
        )}
      </div>
    </div>
  );
}

function UpNextList({
  uid,
  tab,
  page,
  onSelectPage,
}: {
  uid: string;
  tab: UpNextTab;
  page: number;
  onSelectPage(page: number): void;
}) {
  const intl = useIntl();
  const { data, isError, refetch, isFetching } = useQuery(upNextQueryOptions(uid, tab, page));
  // A show marked up to date leaves Watching at once, or one resumed its tab, with the button
  // that had the focus.
  const focusKept = useFocusKeptInList<HTMLOListElement>(data);
  if (isError && !data)
    return (
      <QueryError
        message={intl.formatMessage({ id: 'upNext.error' })}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {data ? intl.formatMessage({ id: 'upNext.count' }, { count: data.total_results }) : ''}
      </p>
      {(tab === 'paused' || tab === 'dropped') && <ResumeFailure />}
      {!data ? (
        <p className={styles.empty}>
          <FormattedMessage id="upNext.loading" />
        </p>
      ) : data.results.length === 0 ? (
        <UpNextEmpty tab={tab} total={data.total_results} />
      ) : (
        <ol className={styles.rows} ref={focusKept.ref} onFocus={focusKept.onFocus}>
          {data.results.map((item, index) => (
            <li key={item.show.id}>
              <UpNextRow item={item} eager={index < 4} />
            </li>
          ))}
        </ol>
      )}
      {data && (data.total_pages > 1 || page > 1) && (
        <Pager
          page={page}
          lastPage={lastPageOf(data.total_pages, libraryMaxPage)}
          onSelect={onSelectPage}
        />
      )}
    </>
  );
}
