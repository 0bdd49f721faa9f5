import { MEDIA_TYPES, type MediaType } from '@marquee/tmdb-types/media';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { madeOnFirstUse } from '../lib/made-on-first-use';
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

const labels: Record<MediaType, { tab: string; noun: string }> = {
  movie: { tab: 'Movies', noun: 'movies' },
  tv: { tab: 'TV shows', noun: 'tv shows' },
  person: { tab: 'People', noun: 'people' },
};

const countFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));

export function SearchPage() {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams);
  const { query, mediaType } = parseSearchParams(searchParams);
  useDocumentTitle(query ? `Search results for "${query}"` : 'Search');

  return (
    <div className={styles.search}>
      <h1>{query ? `Search results for "${query}"` : 'Search'}</h1>
      {query === '' ? (
        <p className={styles.prompt}>
          Type a title or a name in the search box to find movies, TV shows and people.
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
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % MEDIA_TYPES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % MEDIA_TYPES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const nextMediaType = next === undefined ? undefined : MEDIA_TYPES[next];
    if (next === undefined || !nextMediaType) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    onSelectMediaType(nextMediaType);
  }

  const { noun } = labels[mediaType];
  return (
    <>
      <div role="tablist" aria-label="Result types" className={tabStyles.tabs}>
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
              {labels[tab].tab}
              {total !== undefined && ` (${countFormat().format(total)})`}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mediaType)} className={styles.panel}>
        {watched.offered && (
          <div className={styles.watched}>
            <SettingToggle setting="hide_watched" label="Hide watched" />
            <SettingToggle setting="only_my_services" label="Only my services" />
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
            label={`${labels[mediaType].tab} matching "${query}", page ${page}`}
            emptyMessage={
              services.hidden > 0
                ? `None of the ${noun} matching "${query}" on this page are on your services.`
                : page === 1
                  ? `No ${noun} match "${query}".`
                  : `No more ${noun} match "${query}".`
            }
            errorMessage={`Couldn't search ${noun}.`}
          />
        )}
        {data && data.total_pages > 1 && !services.unchosen && (
          <Pager page={page} lastPage={lastPageOf(data.total_pages)} onSelect={onSelectPage} />
        )}
      </div>
    </>
  );
}
