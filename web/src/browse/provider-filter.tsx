import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegionServices } from '../lib/region-services';
import { watchRegionName, watchRegionsQueryOptions } from '../lib/watch-regions-query';
import { ServiceChoices } from '../ui/service-choices';
import type { BrowseFilters } from './browse-query';
import { FilterSelect } from './filter-select';
import type { FiltersChange } from './list-filters';
import styles from './browse-page.module.css';

export interface ProviderFilterProps {
  mediaType: TitleMediaType;
  filters: BrowseFilters;
  /** The region shown while the URL names none: the member's, else the visitor's. */
  defaultRegion: string | undefined;
  onChange: FiltersChange;
}

/** Where to watch: a region and its services (any one of them), rent and buy left out unless asked. */
export function ProviderFilter({
  mediaType,
  filters,
  defaultRegion,
  onChange,
}: ProviderFilterProps) {
  const intl = useIntl();
  const id = useId();
  const regions = useQuery(watchRegionsQueryOptions());
  const region = filters.region ?? defaultRegion ?? '';
  const mediaTypes = [mediaType];
  const services = useRegionServices(region, mediaTypes);
  const chosen = new Set(filters.providers ?? []);

  function choose(next: ReadonlySet<number>) {
    onChange({
      region,
      providers: [...next].sort((a, b) => a - b).join('|'),
      rent_buy: next.size > 0 && filters.rentBuy ? '1' : '',
    });
  }

  return (
    <div className={styles.providers}>
      <FilterSelect
        id={`${id}-region`}
        label={intl.formatMessage({ id: 'browse.providers.region' })}
        anyLabel={intl.formatMessage({
          id: regions.data ? 'browse.providers.chooseRegion' : 'browse.providers.loadingRegions',
        })}
        options={(regions.data ?? []).map((each) => ({
          value: each.iso_3166_1,
          label: each.english_name,
        }))}
        value={region || undefined}
        // Another region's services are others: the choice starts again there.
        onChange={(next) => onChange({ region: next, providers: '', rent_buy: '' })}
      />
      <ServiceChoices
        regionName={region === '' ? '' : watchRegionName(regions.data, region)}
        services={services}
        chosen={chosen}
        onChange={choose}
      />
      {filters.providers !== undefined && (
        <div className={styles.checkbox}>
          <input
            id={`${id}-rent-buy`}
            type="checkbox"
            checked={filters.rentBuy === true}
            onChange={(event) => onChange({ rent_buy: event.target.checked ? '1' : '' })}
          />
          <label htmlFor={`${id}-rent-buy`}>
            <FormattedMessage id="browse.providers.rentBuy" />
          </label>
        </div>
      )}
    </div>
  );
}
