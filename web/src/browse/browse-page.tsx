import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
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

/**
 * Which results these are, as the member's components ask to be told (ChooseServicesMessage picks
 * its sentence by it): a key they read, not words the page shows.
 */
const nouns: Record<MediaType, string> = { movie: 'movies', tv: 'tv shows', person: 'people' };

/** What a list page says of its media type. `empty`: none on this page, by which services. */
const pageWords: Record<MediaType, { title: MessageId; empty: MessageId; error: MessageId }> = {
  movie: {
    title: 'browse.title.movie',
    empty: 'browse.empty.page.movie',
    error: 'browse.error.movie',
  },
  tv: {
    title: 'browse.title.tv',
    empty: 'browse.empty.page.tv',
    error: 'browse.error.tv',
  },
  person: {
    title: 'browse.title.person',
    empty: 'browse.empty.page.person',
    error: 'browse.error.person',
  },
};

/** What only a title list says: none match its filters, and why trending is not what it shows. */
const titleWords: Record<
  TitleMediaType,
  { filtered: MessageId; trendingOnServices: MessageId; trendingFiltered: MessageId }
> = {
  movie: {
    filtered: 'browse.empty.filtered.movie',
    trendingOnServices: 'browse.note.trendingOnServices.movie',
    trendingFiltered: 'browse.note.trendingFiltered.movie',
  },
  tv: {
    filtered: 'browse.empty.filtered.tv',
    trendingOnServices: 'browse.note.trendingOnServices.tv',
    trendingFiltered: 'browse.note.trendingFiltered.tv',
  },
};

export function BrowsePage({ mediaType }: { mediaType: MediaType }) {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams);
  const filters = parseBrowseFilters(searchParams);
  const intl = useIntl();
  const words = pageWords[mediaType];
  const title = intl.formatMessage({ id: words.title });
  const noun = nouns[mediaType];
  const pagedTitle = intl.formatMessage({ id: 'browse.pageTitle' }, { title, page });
  useDocumentTitle(page === 1 ? title : pagedTitle);

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

  const filtered = titles && narrowsList(mediaType, filters);
  const onServices = services === 'on' ? 'mine' : ownServices ? 'chosen' : 'none';
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
                <SettingToggle
                  setting="hide_watched"
                  label={intl.formatMessage({ id: 'browse.hideWatched' })}
                />
                <SettingToggle
                  setting="only_my_services"
                  label={intl.formatMessage({ id: 'browse.onlyMyServices' })}
                />
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
        <p className={styles.note}>
          <FormattedMessage id="browse.note.servicesStandIn" />
        </p>
      )}
      {titles && services === 'on' && filters.sort === 'trending' ? (
        <p className={styles.note}>
          <FormattedMessage id={titleWords[mediaType].trendingOnServices} />
        </p>
      ) : (
        titles &&
        filters.sort === 'trending' &&
        usesDiscover(mediaType, filters) && (
          <p className={styles.note}>
            <FormattedMessage id={titleWords[mediaType].trendingFiltered} />
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
            label={pagedTitle}
            emptyMessage={intl.formatMessage(
              { id: filtered ? titleWords[mediaType].filtered : words.empty },
              { services: onServices },
            )}
            errorMessage={intl.formatMessage({ id: words.error })}
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
      <FormattedMessage id="browse.resetFilters" />
    </Link>
  );
}
