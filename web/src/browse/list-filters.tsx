import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { genreListQueryOptions } from '../lib/genre-list-query';
import { GenreSelect } from '../ui/genre-select';
import { firstYear, sortOptions, type BrowseFilters, type FilterName } from './browse-query';
import styles from './browse-page.module.css';
import filterStyles from '../ui/filter-field.module.css';
import toggleStyles from '../ui/toggle-group.module.css';

/**
 * New values of filters, by their URL names, changed together as one history entry, back at page
 * 1. An empty value means the default (trending, all genres, any year, …).
 */
export type FiltersChange = (values: Partial<Record<FilterName, string>>) => void;

export interface ListFiltersProps {
  mediaType: TitleMediaType;
  filters: BrowseFilters;
  onChange: FiltersChange;
}

const latestYear = new Date().getFullYear() + 1;
const years = Array.from({ length: latestYear - firstYear + 1 }, (_, index) => latestYear - index);

/** Native selects: labelled, keyboard-usable and phone-friendly without any extra code. */
export function ListFilters({ mediaType, filters, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const { data } = useQuery(genreListQueryOptions(mediaType));

  return (
    <form
      className={styles.filters}
      aria-label={intl.formatMessage({ id: 'browse.filters.label' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-sort`}>
          <FormattedMessage id="browse.filters.sortBy" />
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) =>
            onChange({ sort: event.target.value === 'trending' ? '' : event.target.value })
          }
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {intl.formatMessage({ id: option.label })}
            </option>
          ))}
        </select>
      </div>
      <div className={filterStyles.field}>
        <GenreSelect
          id={`${id}-genre`}
          genres={data?.genres ?? []}
          value={filters.genre}
          onChange={(value) => onChange({ genre: value })}
        />
      </div>
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-year`}>
          <FormattedMessage id="browse.filters.year" />
        </label>
        <select
          id={`${id}-year`}
          value={filters.year ?? ''}
          onChange={(event) => onChange({ year: event.target.value })}
        >
          <option value="">{intl.formatMessage({ id: 'browse.filters.anyYear' })}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

export function PeopleListToggle({
  list,
  onChange,
}: {
  list: BrowseFilters['list'];
  onChange(list: BrowseFilters['list']): void;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'browse.people.which' })}
      className={toggleStyles.toggle}
    >
      {(['trending', 'popular'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={list === value}
          onClick={() => onChange(value)}
        >
          <FormattedMessage
            id={value === 'trending' ? 'browse.people.trending' : 'browse.people.popular'}
          />
        </button>
      ))}
    </div>
  );
}
