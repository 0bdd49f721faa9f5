import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
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

const runtimeMins = [30, 45, 60, 90, 120, 150];
const runtimeMaxes = [60, 90, 100, 120, 150, 180, 240];
const ratingMins = [5, 6, 6.5, 7, 7.5, 8, 8.5, 9];
const ratingMaxes = [3, 4, 5, 6, 7, 8, 9];
const votesMins = [10, 50, 100, 500, 1000, 5000, 10000];

function minutesText(intl: IntlShape, minutes: number): string {
  return intl.formatMessage({ id: 'browse.more.minutes' }, { minutes });
}

const minutes = (intl: IntlShape, values: number[]): FilterOption[] =>
  values.map((value) => ({ value: String(value), label: minutesText(intl, value) }));
const numbers = (intl: IntlShape, values: number[]): FilterOption[] =>
  values.map((value) => ({ value: String(value), label: intl.formatNumber(value) }));

/** The languages by name in the page's language, as a person looks for theirs. */
function languageOptions(intl: IntlShape): FilterOption[] {
  return originalLanguages
    .map(({ value, label }) => ({ value, label: intl.formatMessage({ id: label }) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

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
  const intl = useIntl();
  const one = (name: string) => (value: string) => onChange({ [name]: value });
  const label = (id: MessageId) => intl.formatMessage({ id });
  const any = label('browse.filters.any');
  const movie = mediaType === 'movie';

  return (
    <details
      className={styles.more}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <FormattedMessage id="browse.more.summary" />
      </summary>
      <div className={styles.moreFields}>
        <FilterSelect
          id={`${id}-runtime-min`}
          label={label('browse.more.runtimeMin')}
          anyLabel={any}
          options={minutes(intl, runtimeMins)}
          value={text(filters.runtimeMin)}
          unlisted={(value) => minutesText(intl, Number(value))}
          onChange={one('runtime_min')}
        />
        <FilterSelect
          id={`${id}-runtime-max`}
          label={label('browse.more.runtimeMax')}
          anyLabel={any}
          options={minutes(intl, runtimeMaxes)}
          value={text(filters.runtimeMax)}
          unlisted={(value) => minutesText(intl, Number(value))}
          onChange={one('runtime_max')}
        />
        <FilterSelect
          id={`${id}-lang`}
          label={label('browse.more.language')}
          anyLabel={label('browse.more.anyLanguage')}
          options={languageOptions(intl)}
          value={filters.language}
          unlisted={(code) => {
            const name = originalLanguageName(code);
            return name === undefined ? code : intl.formatMessage({ id: name });
          }}
          onChange={one('lang')}
        />
        <FilterSelect
          id={`${id}-rating-min`}
          label={label('browse.more.ratingMin')}
          anyLabel={any}
          options={numbers(intl, ratingMins)}
          value={text(filters.ratingMin)}
          onChange={one('rating_min')}
        />
        <FilterSelect
          id={`${id}-rating-max`}
          label={label('browse.more.ratingMax')}
          anyLabel={any}
          options={numbers(intl, ratingMaxes)}
          value={text(filters.ratingMax)}
          onChange={one('rating_max')}
        />
        <FilterSelect
          id={`${id}-votes-min`}
          label={label('browse.more.votesMin')}
          anyLabel={any}
          options={numbers(intl, votesMins)}
          value={text(filters.votesMin)}
          onChange={one('votes_min')}
        />
        <DateFilter
          id={`${id}-from`}
          label={label(movie ? 'browse.more.releasedFrom' : 'browse.more.firstAiredFrom')}
          value={filters.from}
          onChange={one('from')}
        />
        <DateFilter
          id={`${id}-to`}
          label={label(movie ? 'browse.more.releasedTo' : 'browse.more.firstAiredTo')}
          value={filters.to}
          onChange={one('to')}
        />
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
