import type { MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { visitorRegionQueryOptions } from '../lib/visitor-region';
import { ChooseServicesMessage } from '../member/choose-services-message';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { useMemberSettings } from '../member/member-settings';
import { myServicesFilter, useMyServices } from '../member/my-services';
import { SettingToggle } from '../member/setting-toggle';
import { useWatchedFilter } from '../member/use-watched-filter';
import { WatchedResults } from '../member/watched-results';
import { SavedFiltersBar } from '../saved-filters/saved-filters-bar';
import { lastPageOf, Pager } from '../ui/pager';
import { useDocumentTitle } from '../ui/use-document-title';
import { filterEdit, filtersEdit, pageParamOf } from '../ui/use-page-param';
import { useSearchParamsChange } from '../ui/use-search-params-change';
import {
  browseParamNames,
  browseQueryOptions,
  narrowsList,
  parseBrowseFilters,
  usesDiscover,
} from './browse-query';
import { FilterChips } from './filter-chips';
import { ListFilters, PeopleListToggle, type FiltersChange } from './list-filters';
import { MoreFilters } from './more-filters';
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
  const { settings } = useMemberSettings();
  const { data: visitorRegion } = useQuery(visitorRegionQueryOptions());
  const titles = mediaType !== 'person';
  // Services chosen in the URL stand in for the member's own (discoverParams).
  const ownServices = filters.providers !== undefined;
  // A title list waits for the member's settings, as which list it is depends on them.
  const services = titles && !ownServices ? myServices.state : 'off';
  const results = useQuery({
    ...browseQueryOptions(mediaType, filters, page, myServicesFilter(myServices)),
    enabled: services !== 'unknown' && services !== 'unchosen',
  });
  const { data } = results;
  const watched = useWatchedFilter(data?.results, mediaType);
  const changeFilters: FiltersChange = (values) =>
    changeSearchParams(filtersEdit(values), { preventScrollReset: true });

  const filtered = mediaType !== 'person' && narrowsList(mediaType, filters);
  const onServices =
    services === 'on' ? ' on your services' : ownServices ? ' on these services' : '';
  return (
    <div className={styles.browse}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {mediaType === 'person' ? (
          <PeopleListToggle
            list={filters.list}
            onChange={(list) =>
              changeSearchParams(filterEdit('list', list === 'trending' ? '' : list), {
                preventScrollReset: true,
              })
            }
          />
        ) : (
          <div className={styles.controls}>
            <ListFilters mediaType={mediaType} filters={filters} onChange={changeFilters} />
            <ResetFilters searchParams={searchParams} />
            {watched.offered && (
              <>
                <SettingToggle setting="hide_watched" label="Hide watched" />
                <SettingToggle setting="only_my_services" label="Only my services" />
              </>
            )}
          </div>
        )}
      </div>
      {mediaType !== 'person' && (
        <div className={styles.moreRow}>
          <MoreFilters
            mediaType={mediaType}
            filters={filters}
            defaultRegion={settings.watch_region ?? visitorRegion}
            onChange={changeFilters}
          />
          <FilterChips mediaType={mediaType} filters={filters} searchParams={searchParams} />
          <SavedFiltersBar mediaType={mediaType} />
        </div>
      )}
      {ownServices && myServices.state === 'on' && (
        <p className={styles.note}>The services chosen here stand in for yours on this list.</p>
      )}
      {services === 'on' && filters.sort === 'trending' ? (
        <p className={styles.note}>
          Trending can't be narrowed to your services: these are the most popular {noun} on them.
        </p>
      ) : (
        titles &&
        filters.sort === 'trending' &&
        usesDiscover(mediaType, filters) && (
          <p className={styles.note}>
            Trending can't be filtered: these are the most popular {noun} that match.
          </p>
        )
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

/**
 * Back to the list with no filters and the default sort: a link, so it works before the script
 * too, and a history entry like any change of filters.
 */
function ResetFilters({ searchParams }: { searchParams: URLSearchParams }) {
  const { pathname } = useLocation();
  const names: readonly string[] = Object.values(browseParamNames);
  if (![...searchParams.keys()].some((name) => names.includes(name))) return null;
  const kept = new URLSearchParams(
    [...searchParams].filter(([name]) => !names.includes(name) && name !== 'page'),
  ).toString();
  return (
    <Link
      to={{ pathname, search: kept === '' ? '' : `?${kept}` }}
      preventScrollReset
      className={styles.reset}
    >
      Reset filters
    </Link>
  );
}
