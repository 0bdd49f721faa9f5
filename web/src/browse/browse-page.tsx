import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { ChooseServicesMessage } from '../member/choose-services-message';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { myServicesFilter, useMyServices } from '../member/my-services';
import { SettingToggle } from '../member/setting-toggle';
import { useWatchedFilter } from '../member/use-watched-filter';
import { WatchedResults } from '../member/watched-results';
import { SavedFiltersBar } from '../saved-filters/saved-filters-bar';
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

  const myServices = useMyServices();
  const titles = mediaType !== 'person';
  // A title list waits for the member's settings, as which list it is depends on them.
  const services = titles ? myServices.state : 'off';
  const results = useQuery({
    ...browseQueryOptions(mediaType, filters, page, myServicesFilter(myServices)),
    enabled: services !== 'unknown' && services !== 'unchosen',
  });
  const { data } = results;
  const watched = useWatchedFilter(data?.results, mediaType);
  function setFilter(name: FilterName | 'list', value: string) {
    changeSearchParams(filterEdit(name, value), { preventScrollReset: true });
  }

  const filtered = titles && (filters.genre !== undefined || filters.year !== undefined);
  const onServices = services === 'on' ? ' on your services' : '';
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
            {watched.offered && (
              <>
                <SettingToggle setting="hide_watched" label="Hide watched" />
                <SettingToggle setting="only_my_services" label="Only my services" />
              </>
            )}
          </div>
        )}
      </div>
      {titles && <SavedFiltersBar mediaType={mediaType} />}
      {services === 'on' && filters.sort === 'trending' && (
        <p className={styles.note}>
          Trending can't be narrowed to your services: these are the most popular {noun} on them.
        </p>
      )}
      {watched.offered && <HiddenWatchedCount hidden={watched.hidden} />}
      {services === 'unchosen' ? (
        <ChooseServicesMessage noun={noun} />
      ) : (
        <>
          <WatchedResults
            results={results}
            watched={watched}
            mediaType={mediaType}
            noun={noun}
            label={`${title}, page ${page}`}
            emptyMessage={
              filtered
                ? `No ${noun}${onServices} match these filters.`
                : `No ${noun}${onServices} on this page.`
            }
            errorMessage={`Couldn't load ${noun}.`}
          />
          <Pager
            page={page}
            lastPage={data ? lastPageOf(data.total_pages) : Math.max(page, 3)}
            onSelect={selectPage}
          />
        </>
      )}
    </div>
  );
}
