import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { titlesOfThingQueryOptions, type TitlesOfKind } from '../lib/titles-of-thing-query';
import { idListParam, type BrowseFilters, type IdList } from './browse-query';
import styles from './browse-page.module.css';
import pillStyles from '../ui/pill-nav.module.css';

const chipKinds = [
  { key: 'keywords', kind: 'keyword', label: 'Keywords', one: 'keyword', unnamed: 'Keyword' },
  { key: 'companies', kind: 'company', label: 'Studios', one: 'studio', unnamed: 'Studio' },
  { key: 'networks', kind: 'network', label: 'Networks', one: 'network', unnamed: 'Network' },
] as const;

/**
 * The keywords, studios and networks the URL asks for (their own pages link here), each a chip
 * with its name that removes it: a link, so it works before the script too.
 */
export function FilterChips({
  mediaType,
  filters,
  searchParams,
}: {
  mediaType: TitleMediaType;
  filters: BrowseFilters;
  searchParams: URLSearchParams;
}) {
  const shown = chipKinds.filter(
    ({ key }) => filters[key] !== undefined && (key !== 'networks' || mediaType === 'tv'),
  );
  if (shown.length === 0) return null;
  return (
    <div className={styles.chips}>
      {shown.map(({ key, kind, label, one, unnamed }) => (
        <ChipList
          key={key}
          name={key}
          kind={kind}
          label={label}
          one={one}
          unnamed={unnamed}
          list={filters[key] as IdList}
          searchParams={searchParams}
        />
      ))}
    </div>
  );
}

function ChipList({
  name,
  kind,
  label,
  one,
  unnamed,
  list,
  searchParams,
}: {
  name: string;
  kind: TitlesOfKind;
  label: string;
  one: string;
  /** What a chip says while its name is not in, or when there is none: "Keyword 12". */
  unnamed: string;
  list: IdList;
  searchParams: URLSearchParams;
}) {
  const { pathname } = useLocation();
  const labelId = useId();
  const names = useQueries({
    queries: list.ids.map((id) => titlesOfThingQueryOptions(kind, id)),
  }).map((result) => result.data?.name);
  const joined = list.ids.length < 2 ? label : `${label}, ${list.every ? 'all of' : 'any of'}`;

  function without(id: number): string {
    const params = new URLSearchParams(searchParams);
    const ids = list.ids.filter((each) => each !== id);
    if (ids.length === 0) params.delete(name);
    else params.set(name, idListParam({ ids, every: list.every }));
    params.delete('page');
    const search = params.toString();
    return search === '' ? '' : `?${search}`;
  }

  return (
    <div className={`${styles.chipList} ${pillStyles.pillNav}`}>
      <span id={labelId} className={styles.chipLabel}>
        {joined}
      </span>
      <ul aria-labelledby={labelId}>
        {list.ids.map((id, index) => {
          const shownName = names[index] ?? `${unnamed} ${id}`;
          return (
            <li key={id}>
              <Link
                to={{ pathname, search: without(id) }}
                preventScrollReset
                aria-label={`Remove ${one} ${shownName}`}
              >
                {shownName}
                <span aria-hidden="true"> ×</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
