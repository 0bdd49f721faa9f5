import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useId, useState } from 'react';
import type { BrowseFilters } from './browse-query';
import { CertificationFilter } from './certification-filter';
import { DateFilter } from './date-filter';
import { FilterSelect, type FilterOption } from './filter-select';
import type { FiltersChange } from './list-filters';
import { originalLanguageName, originalLanguages } from './original-languages';
import { ProviderFilter } from './provider-filter';
import styles from './browse-page.module.css';

/** The filters this disclosure holds; it is open while any of them is set. */
const moreFilterKeys = [
  'runtimeMin',
  'runtimeMax',
  'language',
  'ratingMin',
  'ratingMax',
  'votesMin',
  'from',
  'to',
  'certCountry',
  'cert',
  'certMax',
  'region',
  'providers',
  'rentBuy',
] as const satisfies ReadonlyArray<keyof BrowseFilters>;

export function hasMoreFilters(filters: BrowseFilters): boolean {
  return moreFilterKeys.some((key) => filters[key] !== undefined);
}

const minutes = (values: number[]): FilterOption[] =>
  values.map((value) => ({ value: String(value), label: `${value} min` }));
const numbers = (values: number[]): FilterOption[] =>
  values.map((value) => ({ value: String(value), label: value.toLocaleString('en') }));

const runtimeMins = minutes([30, 45, 60, 90, 120, 150]);
const runtimeMaxes = minutes([60, 90, 100, 120, 150, 180, 240]);
const ratingMins = numbers([5, 6, 6.5, 7, 7.5, 8, 8.5, 9]);
const ratingMaxes = numbers([3, 4, 5, 6, 7, 8, 9]);
const votesMins = numbers([10, 50, 100, 500, 1000, 5000, 10000]);

export interface MoreFiltersProps {
  mediaType: TitleMediaType;
  filters: BrowseFilters;
  /** The region a picker shows while the URL names none. */
  defaultRegion: string | undefined;
  onChange: FiltersChange;
}

function text(value: number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** Discover's other filters in a disclosure, so the row above stays short. */
export function MoreFilters({ mediaType, filters, defaultRegion, onChange }: MoreFiltersProps) {
  const id = useId();
  const set = hasMoreFilters(filters);
  const [open, setOpen] = useState(set);
  const [wasSet, setWasSet] = useState(set);
  // Back or forward to filters set here opens it; clearing them leaves it as the member left it.
  if (set !== wasSet) {
    setWasSet(set);
    if (set) setOpen(true);
  }
  const one = (name: string) => (value: string) => onChange({ [name]: value });
  const dated = mediaType === 'movie' ? 'Released' : 'First aired';

  return (
    <details
      className={styles.more}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>More filters</summary>
      <div className={styles.moreFields}>
        <FilterSelect
          id={`${id}-runtime-min`}
          label="Min runtime"
          anyLabel="Any"
          options={runtimeMins}
          value={text(filters.runtimeMin)}
          unlisted={(value) => `${value} min`}
          onChange={one('runtime_min')}
        />
        <FilterSelect
          id={`${id}-runtime-max`}
          label="Max runtime"
          anyLabel="Any"
          options={runtimeMaxes}
          value={text(filters.runtimeMax)}
          unlisted={(value) => `${value} min`}
          onChange={one('runtime_max')}
        />
        <FilterSelect
          id={`${id}-lang`}
          label="Original language"
          anyLabel="Any language"
          options={originalLanguages}
          value={filters.language}
          unlisted={originalLanguageName}
          onChange={one('lang')}
        />
        <FilterSelect
          id={`${id}-rating-min`}
          label="Min rating"
          anyLabel="Any"
          options={ratingMins}
          value={text(filters.ratingMin)}
          onChange={one('rating_min')}
        />
        <FilterSelect
          id={`${id}-rating-max`}
          label="Max rating"
          anyLabel="Any"
          options={ratingMaxes}
          value={text(filters.ratingMax)}
          onChange={one('rating_max')}
        />
        <FilterSelect
          id={`${id}-votes-min`}
          label="Min votes"
          anyLabel="Any"
          options={votesMins}
          value={text(filters.votesMin)}
          onChange={one('votes_min')}
        />
        <DateFilter
          id={`${id}-from`}
          label={`${dated} from`}
          value={filters.from}
          onChange={one('from')}
        />
        <DateFilter id={`${id}-to`} label={`${dated} to`} value={filters.to} onChange={one('to')} />
        {/* The pickers that ask the catalogue for their choices ask only once opened. */}
        {open && mediaType === 'movie' && (
          <CertificationFilter
            filters={filters}
            defaultCountry={defaultRegion}
            onChange={onChange}
          />
        )}
      </div>
      {open && (
        <ProviderFilter
          mediaType={mediaType}
          filters={filters}
          defaultRegion={defaultRegion}
          onChange={onChange}
        />
      )}
    </details>
  );
}
