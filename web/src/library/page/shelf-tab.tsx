import type { RatedLibraryTitle } from '@marquee/tmdb-types/account';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import { ChooseServicesMessage } from '../../member/choose-services-message';
import { HiddenServicesCount } from '../../member/hidden-services-count';
import { SettingToggle } from '../../member/setting-toggle';
import { useServicesFilter } from '../../member/use-services-filter';
import { CardList } from '../../ui/card-list';
import { shelfTabs, tabLabel, type ShelfTabName } from './library-address';
import { LibraryPager } from './library-pager';
import { shelfQueryOptions } from '../../member/library-queries';
import { LibraryQueryError } from './library-query-error';
import { EmptyShelf, emptyMessages } from './empty-state';
import { RatingText } from './rating-text';
import { ShelfCount } from './shelf-count';
import { ShelfToolbar } from './shelf-toolbar';
import { isFiltered, shelfRequest } from './shelf-view';
import { TitleGrid } from './title-grid';
import { useLibraryTitle } from './use-library-title';
import { useShelfView } from './use-shelf-view';
import styles from './library-page.module.css';

const loadFailures: Record<ShelfTabName, MessageId> = {
  watchlist: 'library.loadError.watchlist',
  ratings: 'library.loadError.ratings',
  favourites: 'library.loadError.favourites',
};

function isRated(item: object): item is RatedLibraryTitle {
  return 'rating' in item && typeof item.rating === 'number';
}

/** Watchlist, Ratings or Favourites: a page of titles, sorted and filtered by the URL. */
export function ShelfTab({ uid, tab }: { uid: string; tab: ShelfTabName }) {
  const { shelf, kind } = shelfTabs[tab];
  const { view, setFilter, clearFilters, selectPage } = useShelfView(kind);
  const intl = useIntl();
  const label = intl.formatMessage({ id: tabLabel(tab) });
  useLibraryTitle(label, view.page);
  const { data, error, isError, refetch, isFetching } = useQuery(
    shelfQueryOptions(uid, shelf, shelfRequest(view)),
  );
  const listLabel = intl.formatMessage(
    { id: 'library.pageLabel' },
    { name: label, page: view.page },
  );
  // "Only my services" narrows what the member means to watch; ratings and favourites are what
  // they watched or love, wherever it was.
  const watchlist = tab === 'watchlist';
  const services = useServicesFilter(watchlist ? data?.results : undefined, 'movie');

  function content() {
    if (isError && !data) {
      return (
        <LibraryQueryError
          error={error}
          failure={loadFailures[tab]}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    if (data && data.results.length === 0) {
      return (
        <EmptyShelf
          total={data.total_results}
          filtered={isFiltered(view)}
          onClearFilters={clearFilters}
        >
          {emptyMessages[tab]}
        </EmptyShelf>
      );
    }
    if (watchlist && services.unchosen) return <ChooseServicesMessage noun="watchlist titles" />;
    if (watchlist && services.items?.length === 0) {
      return (
        <p role="status" className={styles.servicesNote}>
          <FormattedMessage id="library.watchlist.noneOnServices" />
        </p>
      );
    }
    if (data && kind === 'rated') {
      return (
        <TitleGrid
          items={data.results}
          label={listLabel}
          renderExtra={(item) =>
            isRated(item) && <RatingText value={item.rating} className={styles.cardNote} />
          }
        />
      );
    }
    // The library mixes movies and TV: each item's own media_type says which it is.
    return (
      <CardList
        items={watchlist ? services.items : data?.results}
        mediaType="movie"
        skeletons={20}
        layout="grid"
        eagerCount={6}
        label={listLabel}
      />
    );
  }

  return (
    <>
      <ShelfToolbar kind={kind} view={view} onChange={setFilter} />
      {watchlist && services.offered && (
        <div className={styles.services}>
          <SettingToggle
            setting="only_my_services"
            label={intl.formatMessage({ id: 'library.watchlist.onlyMyServices' })}
          />
          <HiddenServicesCount services={services} />
        </div>
      )}
      <ShelfCount total={data?.total_results} message="library.count.titles" />
      {content()}
      <LibraryPager totalPages={data?.total_pages} page={view.page} onSelect={selectPage} />
    </>
  );
}
