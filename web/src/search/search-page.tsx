import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardList } from '../ui/card-list';
import { lastPageOf, Pager } from '../ui/pager';
import { QueryError } from '../ui/query-error';
import { useDocumentTitle } from '../ui/use-document-title';
import { usePageParam } from '../ui/use-page-param';
import { isSearchType, searchQueryOptions, searchTypes, type SearchType } from './search-query';
import styles from './search-page.module.css';

const labels: Record<SearchType, { tab: string; noun: string }> = {
  movie: { tab: 'Movies', noun: 'movies' },
  tv: { tab: 'TV shows', noun: 'tv shows' },
  person: { tab: 'People', noun: 'people' },
};

const countFormat = new Intl.NumberFormat('en-US');

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, selectPage] = usePageParam();
  const query = (searchParams.get('q') ?? '').trim();
  const typeParam = searchParams.get('type');
  const type: SearchType = isSearchType(typeParam) ? typeParam : 'movie';
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
          type={type}
          page={page}
          onSelectPage={selectPage}
          onSelectType={(next) =>
            setSearchParams((params) => {
              const updated = new URLSearchParams(params);
              updated.set('type', next);
              updated.delete('page');
              return updated;
            })
          }
        />
      )}
    </div>
  );
}

function SearchResults({
  query,
  type,
  page,
  onSelectPage,
  onSelectType,
}: {
  query: string;
  type: SearchType;
  page: number;
  onSelectPage(page: number): void;
  onSelectType(type: SearchType): void;
}) {
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Page 1 of each kind gives the tab counts; the active kind's page 1 is the same cache entry.
  const totals = useQueries({
    queries: searchTypes.map((kind) => searchQueryOptions(kind, query, 1)),
  });
  const { data, isError, refetch, isFetching } = useQuery(searchQueryOptions(type, query, page));
  const tabId = (kind: SearchType) => `${id}-tab-${kind}`;
  const panelId = `${id}-panel`;

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = searchTypes.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % searchTypes.length
        : event.key === 'ArrowLeft'
          ? (index + last) % searchTypes.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const nextType = next === undefined ? undefined : searchTypes[next];
    if (next === undefined || !nextType) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    onSelectType(nextType);
  }

  const { noun } = labels[type];
  return (
    <>
      <div role="tablist" aria-label="Result types" className={styles.tabs}>
        {searchTypes.map((kind, index) => {
          const total = totals[index]?.data?.total_results;
          return (
            <button
              key={kind}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(kind)}
              type="button"
              role="tab"
              aria-selected={kind === type}
              aria-controls={panelId}
              tabIndex={kind === type ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelectType(kind)}
              onKeyDown={(event) => handleTabKey(event, index)}
            >
              {labels[kind].tab}
              {total !== undefined && ` (${countFormat.format(total)})`}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(type)} className={styles.panel}>
        {isError && !data ? (
          <QueryError
            message={`Couldn't search ${noun}.`}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <CardList
            items={data?.results}
            media={type}
            skeletons={20}
            layout="grid"
            eagerCount={6}
            label={`${labels[type].tab} matching "${query}", page ${page}`}
            emptyMessage={
              page === 1 ? `No ${noun} match "${query}".` : `No more ${noun} match "${query}".`
            }
          />
        )}
        {data && data.total_pages > 1 && (
          <Pager page={page} lastPage={lastPageOf(data.total_pages)} onSelect={onSelectPage} />
        )}
      </div>
    </>
  );
}
