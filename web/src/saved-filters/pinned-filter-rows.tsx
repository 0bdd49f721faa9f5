import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import { useQuery } from '@tanstack/react-query';
import { use, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { discoverPageQueryOptions } from '../lib/discover-query';
import { myServicesFilter, useMyServices } from '../member/my-services';
import { CardList } from '../ui/card-list';
import { QueryError } from '../ui/query-error';
import { savedFilterHref } from './saved-filter-address';
import { SavedFilterBrowseContext, type SavedFilterBrowse } from './saved-filter-browse';
import { useSavedFilters } from './saved-filters-query';

/** The class names of home's rows, so these rows look like the ones above them. */
export interface HomeRowClasses {
  row?: string;
  rowHeader?: string;
  subtitle?: string;
  more?: string;
}

export interface PinnedFilterRowsProps {
  classes: HomeRowClasses;
  /** Cards a row shows, as home's other rows. */
  size: number;
}

/**
 * Home's rows of the member's pinned saved filters, in their order: each the first page of
 * discover for its filters, titled with its name. Nothing until the member has pinned one (and
 * nothing on a failure to read them, which the query cache logs).
 */
export function PinnedFilterRows({ classes, size }: PinnedFilterRowsProps) {
  const browse = use(SavedFilterBrowseContext);
  const pinned = (useSavedFilters().filters ?? []).filter((filter) => filter.pinned);
  if (browse === null || pinned.length === 0) return null;
  return pinned.map((filter) => (
    <PinnedFilterRow
      key={filter.id}
      filter={filter}
      browse={browse}
      classes={classes}
      size={size}
    />
  ));
}

function PinnedFilterRow({
  filter,
  browse,
  classes,
  size,
}: PinnedFilterRowsProps & { filter: SavedFilter; browse: SavedFilterBrowse }) {
  const intl = useIntl();
  const headingId = useId();
  const mediaType = filter.media_type;
  // Narrowed as the rows above are by "Only my services"; until the settings are in, which list
  // it is is not known. With no services chosen the list stays whole: the rows above say why.
  const myServices = useMyServices();
  const params = browse.discoverParams(mediaType, filter.query, myServicesFilter(myServices));
  const { data, isError, refetch, isFetching } = useQuery({
    ...discoverPageQueryOptions(mediaType, params, 1),
    enabled: myServices.state !== 'unknown',
  });
  return (
    <section aria-labelledby={headingId} className={classes.row}>
      <div className={classes.rowHeader}>
        <h2 id={headingId}>{filter.name}</h2>
        <p className={classes.subtitle}>
          <FormattedMessage id="savedFilters.row.subtitle" values={{ kind: mediaType }} />
        </p>
      </div>
      {isError && !data ? (
        <QueryError
          message={intl.formatMessage({ id: 'savedFilters.row.loadError' }, { name: filter.name })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <CardList
          items={data?.results.slice(0, size)}
          mediaType={mediaType}
          skeletons={size}
          layout="row"
          label={filter.name}
          emptyMessage={intl.formatMessage({ id: 'savedFilters.row.empty' })}
        />
      )}
      <Link
        to={savedFilterHref(filter)}
        className={classes.more}
        aria-label={intl.formatMessage(
          { id: 'savedFilters.row.seeAllLabel' },
          { name: filter.name },
        )}
      >
        <FormattedMessage id="savedFilters.row.seeAll" />
      </Link>
    </section>
  );
}
