import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { HideWatchedToggle } from '../member/hide-watched-toggle';
import { useWatchedFilter } from '../member/use-watched-filter';
import { WatchedResults } from '../member/watched-results';
import { lastPageOf, Pager } from '../ui/pager';
import { useDocumentTitle } from '../ui/use-document-title';
import { filterEdit, pageParamOf } from '../ui/use-page-param';
import { useSearchParamsChange } from '../ui/use-search-params-change';
import { browseQueryOptions, parseBrowseFilters } from './browse-query';
import { ListFilters, PeopleListToggle, type FilterName } from './list-filters';
import styles from './browse-page.module.css';

const headings: Record<MediaType, { title: string; noun: string }> = {
  movie: { title: 'Movies', noun: 'movies' },
  tv: { title: 'TV shows', noun: 'tv shows' },
  person: { title: 'People', noun: 'people' },
};

export function BrowsePage({ mediaType }: { mediaType: MediaType }) {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams);
  const filters = parseBrowseFilters(searchParams);
  const { title, noun } = headings[mediaType];
  useDocumentTitle(page === 1 ? title : `${title}, page ${page}`);

  const results = useQuery(browseQueryOptions(mediaType, filters, page));
  const { data } = results;
  const watched = useWatchedFilter(data?.results, mediaType);
  function setFilter(name: FilterName | 'list', value: string) {
    changeSearchParams(filterEdit(name, value), { preventScrollReset: true });
  }

  const filtered =
    mediaType === 'person' ? false : filters.genre !== undefined || filters.year !== undefined;
  return (
    <div className={styles.browse}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {mediaType === 'person' ? (
          <PeopleListToggle
            list={filters.list}
            onChange={(list) => setFilter('list', list === 'trending' ? '' : list)}
          />
        ) : (
          <div className={styles.controls}>
            <ListFilters mediaType={mediaType} filters={filters} onChange={setFilter} />
            {watched.offered && <HideWatchedToggle />}
          </div>
        )}
      </div>
      {watched.offered && <HiddenWatchedCount hidden={watched.hidden} />}
      <WatchedResults
        results={results}
        watched={watched}
        mediaType={mediaType}
        noun={noun}
        label={`${title}, page ${page}`}
        emptyMessage={filtered ? `No ${noun} match these filters.` : `No ${noun} on this page.`}
        errorMessage={`Couldn't load ${noun}.`}
      />
      <Pager
        page={page}
        lastPage={data ? lastPageOf(data.total_pages) : Math.max(page, 3)}
        onSelect={selectPage}
      />
    </div>
  );
}
