import type { Genre } from '@marquee/tmdb-types/genre';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import { genreListQueryOptions } from '../../lib/genre-list-query';
import { GenreSelect } from '../../ui/genre-select';
import {
  defaultSort,
  directionLabels,
  firstDecade,
  sortOptions,
  sortValue,
  type ShelfFilterName,
  type ShelfKind,
  type ShelfSort,
  type ShelfView,
  type SortDirection,
} from './shelf-view';
import styles from './library-page.module.css';
import filterStyles from '../../ui/filter-field.module.css';
import toggleStyles from '../../ui/toggle-group.module.css';

const mediaTypes: ReadonlyArray<{ value: TitleMediaType | ''; label: MessageId }> = [
  { value: '', label: 'library.toolbar.type.all' },
  { value: 'movie', label: 'library.toolbar.type.movies' },
  { value: 'tv', label: 'library.toolbar.type.tv' },
];

const latestDecade = Math.floor(new Date().getFullYear() / 10) * 10;
const decades = Array.from(
  { length: (latestDecade - firstDecade) / 10 + 1 },
  (_, index) => latestDecade - index * 10,
);

/** The genres of the kinds shown: movies and TV share some names under different ids. */
function useGenres(mediaType: TitleMediaType | undefined): Genre[] {
  const kinds: TitleMediaType[] = mediaType ? [mediaType] : ['movie', 'tv'];
  const lists = useQueries({ queries: kinds.map((kind) => genreListQueryOptions(kind)) });
  const byId = new Map<number, Genre>();
  for (const list of lists) for (const genre of list.data?.genres ?? []) byId.set(genre.id, genre);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface ShelfToolbarProps {
  kind: ShelfKind;
  view: ShelfView;
  /** An empty value means the default. */
  onChange(name: ShelfFilterName, value: string): void;
}

/** Native selects and a toggle group: labelled, keyboard-usable and phone-friendly as they are. */
export function ShelfToolbar({ kind, view, onChange }: ShelfToolbarProps) {
  const intl = useIntl();
  const id = useId();
  const genres = useGenres(view.mediaType);
  const unlistedDecade = view.decade !== undefined && !decades.includes(view.decade);
  const options = sortOptions[kind];
  const chosen = options.find((option) => option.field === view.sort.field) ?? options[0];

  function setSort(sort: ShelfSort) {
    const value = sortValue(sort);
    onChange('sort_by', value === sortValue(defaultSort(kind)) ? '' : value);
  }

  const directions: SortDirection[] = chosen.natural === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'];

  return (
    <form
      className={styles.toolbar}
      aria-label={intl.formatMessage({ id: 'library.toolbar.label' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-sort`}>
          <FormattedMessage id="library.toolbar.sortBy" />
        </label>
        <select
          id={`${id}-sort`}
          value={view.sort.field}
          onChange={(event) => {
            const option = options.find(({ field }) => field === event.target.value) ?? options[0];
            setSort({ field: option.field, direction: option.natural });
          }}
        >
          {options.map((option) => (
            <option key={option.field} value={option.field}>
              {intl.formatMessage({ id: option.label })}
            </option>
          ))}
        </select>
      </div>
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-order`}>
          <FormattedMessage id="library.toolbar.order" />
        </label>
        <select
          id={`${id}-order`}
          value={view.sort.direction}
          onChange={(event) =>
            setSort({ field: view.sort.field, direction: event.target.value as SortDirection })
          }
        >
          {directions.map((direction) => (
            <option key={direction} value={direction}>
              {intl.formatMessage({ id: directionLabels[view.sort.field][direction] })}
            </option>
          ))}
        </select>
      </div>
      <div className={filterStyles.field}>
        <span id={`${id}-type`} className={filterStyles.label}>
          <FormattedMessage id="library.toolbar.type" />
        </span>
        <div role="group" aria-labelledby={`${id}-type`} className={toggleStyles.toggle}>
          {mediaTypes.map(({ value, label }) => (
            <button
              key={label}
              type="button"
              aria-pressed={(view.mediaType ?? '') === value}
              onClick={() => onChange('media_type', value)}
            >
              <FormattedMessage id={label} />
            </button>
          ))}
        </div>
      </div>
      <div className={filterStyles.field}>
        <GenreSelect
          id={`${id}-genre`}
          genres={genres}
          value={view.genre}
          onChange={(value) => onChange('with_genres', value)}
        />
      </div>
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-decade`}>
          <FormattedMessage id="library.toolbar.decade" />
        </label>
        <select
          id={`${id}-decade`}
          value={view.decade ?? ''}
          onChange={(event) => onChange('decade', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'library.toolbar.anyDecade' })}</option>
          {unlistedDecade && (
            <option value={view.decade}>
              {intl.formatMessage({ id: 'library.toolbar.decadeOption' }, { decade: view.decade })}
            </option>
          )}
          {decades.map((decade) => (
            <option key={decade} value={decade}>
              {intl.formatMessage({ id: 'library.toolbar.decadeOption' }, { decade })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
