import { MEDIA_TYPES, type MediaType } from '@marquee/tmdb-types/media';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import { ChooseServicesMessage } from '../member/choose-services-message';
import { HiddenServicesCount } from '../member/hidden-services-count';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { SettingToggle } from '../member/setting-toggle';
import { useServicesFilter } from '../member/use-services-filter';
import { useWatchedFilter } from '../member/use-watched-filter';
import { WatchedResults } from '../member/watched-results';
import { lastPageOf, Pager } from '../ui/pager';
import { useDocumentTitle } from '../ui/use-document-title';
import { filterEdit, pageParamOf } from '../ui/use-page-param';
import { useSearchParamsChange } from '../ui/use-search-params-change';
import { parseSearchParams, searchQueryOptions } from './search-query';
import styles from './search-page.module.css';
import tabStyles from '../ui/tabs.module.css';
import { readingArrow } from '../lib/reading-arrow';

/**
 * Which results these are, as the member's components ask to be told (ChooseServicesMessage picks
 * its sentence by it): a key they read, not words the page shows.
 */
const nouns: Record<MediaType, string> = { movie: 'movies', tv: 'tv shows', person: 'people' };

/** What the page says of each media type's results. */
const labels: Record<
  MediaType,
  {
    tab: MessageId;
    tabCount: MessageId;
    list: MessageId;
    empty: MessageId;
    notOnServices: MessageId;
    error: MessageId;
  }
> = {
  movie: {
    tab: 'search.tab.movie',
    tabCount: 'search.tabCount.movie',
    list: 'search.results.movie',
    empty: 'search.empty.movie',
    notOnServices: 'search.notOnServices.movie',
    error: 'search.error.movie',
  },
  tv: {
    tab: 'search.tab.tv',
    tabCount: 'search.tabCount.tv',
    list: 'search.results.tv',
    empty: 'search.empty.tv',
    notOnServices: 'search.notOnServices.tv',
    error: 'search.error.tv',
  },
  person: {
    tab: 'search.tab.person',
    tabCount: 'search.tabCount.person',
    list: 'search.results.person',
    empty: 'search.empty.person',
    notOnServices: 'search.notOnServices.person',
    error: 'search.error.person',
  },
};

export function SearchPage() {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams);
  const { query, mediaType } = parseSearchParams(searchParams);
  const intl = useIntl();
  const title = query
    ? intl.formatMessage({ id: 'search.resultsFor' }, { query })
    : intl.formatMessage({ id: 'search.title' });
  useDocumentTitle(title);

  return (
    <div className={styles.search}>
      <h1>{title}</h1>
      {query === '' ? (
        <p className={styles.prompt}>
          <FormattedMessage id="search.prompt" />
        </p>
      ) : (
        <SearchResults
          query={query}
          mediaType={mediaType}
          page={page}
          onSelectPage={selectPage}
          onSelectMediaType={(next) => changeSearchParams(filterEdit('type', next))}
        />
      )}
    </div>
  );
}

function SearchResults({
  query,
  mediaType,
  page,
  onSelectPage,
  onSelectMediaType,
}: {
  query: string;
  mediaType: MediaType;
  page: number;
  onSelectPage(page: number): void;
  onSelectMediaType(mediaType: MediaType): void;
}) {
  const intl = useIntl();
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Page 1 of each media type gives the tab counts; the chosen one's page 1 is the same entry.
  // The route's loader has just asked: show its failure with Retry rather than ask again.
  const totals = useQueries({
    queries: MEDIA_TYPES.map((tab) => ({
      ...searchQueryOptions(tab, query, 1),
      retryOnMount: false,
    })),
  });
  const results = useQuery({
    ...searchQueryOptions(mediaType, query, page),
    retryOnMount: false,
  });
  const { data } = results;
  // Search cannot ask for the member's services as discover does: the page's cards are checked.
  const services = useServicesFilter(data?.results, mediaType);
  const watched = useWatchedFilter(services.items, mediaType);
  const tabId = (tab: MediaType) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = MEDIA_TYPES.length - 1;
    const key = readingArrow(event.key, event.currentTarget);
    const next =
      key === 'ArrowRight'
        ? (index + 1) % MEDIA_TYPES.length
        : key === 'ArrowLeft'
          ? (index + last) % MEDIA_TYPES.length
          : key === 'Home'
            ? 0
            : key === 'End'
              ? last
              : undefined;
    const nextMediaType = next === undefined ? undefined : MEDIA_TYPES[next];
    if (next === undefined || !nextMediaType) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    onSelectMediaType(nextMediaType);
  }

  const words = labels[mediaType];
  const noun = nouns[mediaType];
  return (
    <>
      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'search.tabs.label' })}
        className={tabStyles.tabs}
      >
        {MEDIA_TYPES.map((tab, index) => {
          const total = totals[index]?.data?.total_results;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={tab === mediaType}
              aria-controls={panelId}
              tabIndex={tab === mediaType ? 0 : -1}
              className={tabStyles.tab}
              onClick={() => onSelectMediaType(tab)}
              onKeyDown={(event) => handleTabKey(event, index)}
            >
              {total === undefined ? (
                <FormattedMessage id={labels[tab].tab} />
              ) : (
                <FormattedMessage id={labels[tab].tabCount} values={{ count: total }} />
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mediaType)} className={styles.panel}>
        {watched.offered && (
          <div className={styles.watched}>
            <SettingToggle
              setting="hide_watched"
              label={intl.formatMessage({ id: 'search.hideWatched' })}
            />
            <SettingToggle
              setting="only_my_services"
              label={intl.formatMessage({ id: 'search.onlyMyServices' })}
            />
            <HiddenWatchedCount hidden={watched.hidden} />
            <HiddenServicesCount services={services} />
          </div>
        )}
        {services.unchosen ? (
          <ChooseServicesMessage noun={noun} />
        ) : (
          <WatchedResults
            results={results}
            watched={watched}
            mediaType={mediaType}
            noun={noun}
            label={intl.formatMessage({ id: words.list }, { query, page })}
            emptyMessage={
              services.hidden > 0
                ? intl.formatMessage({ id: words.notOnServices }, { query })
                : intl.formatMessage(
                    { id: words.empty },
                    { query, more: page === 1 ? 'no' : 'yes' },
                  )
            }
            errorMessage={intl.formatMessage({ id: words.error })}
          />
        )}
        {data && data.total_pages > 1 && !services.unchosen && (
          <Pager page={page} lastPage={lastPageOf(data.total_pages)} onSelect={onSelectPage} />
        )}
      </div>
    </>
  );
}
