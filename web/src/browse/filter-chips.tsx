import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { titlesOfThingQueryOptions, type TitlesOfKind } from '../lib/titles-of-thing-query';
import { idListParam, type BrowseFilters, type IdList } from './browse-query';
import styles from './browse-page.module.css';
import pillStyles from '../ui/pill-nav.module.css';

/** What a kind's chips say: their list's name, a chip without its name, and its Remove. */
interface ChipWords {
  label: MessageId;
  unnamed: MessageId;
  remove: MessageId;
}

const chipKinds = [
  {
    key: 'keywords',
    kind: 'keyword',
    words: {
      label: 'browse.chips.keywords',
      unnamed: 'browse.chips.unnamedKeyword',
      remove: 'browse.chips.removeKeyword',
    },
  },
  {
    key: 'companies',
    kind: 'company',
    words: {
      label: 'browse.chips.studios',
      unnamed: 'browse.chips.unnamedStudio',
      remove: 'browse.chips.removeStudio',
    },
  },
  {
    key: 'networks',
    kind: 'network',
    words: {
      label: 'browse.chips.networks',
      unnamed: 'browse.chips.unnamedNetwork',
      remove: 'browse.chips.removeNetwork',
    },
  },
] as const satisfies ReadonlyArray<{ key: string; kind: TitlesOfKind; words: ChipWords }>;

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
      {shown.map(({ key, kind, words }) => (
        <ChipList
          key={key}
          name={key}
          kind={kind}
          words={words}
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
  words,
  list,
  searchParams,
}: {
  name: string;
  kind: TitlesOfKind;
  /** `unnamed`: what a chip says while its name is not in, or when there is none: "Keyword 12". */
  words: ChipWords;
  list: IdList;
  searchParams: URLSearchParams;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const labelId = useId();
  const names = useQueries({
    queries: list.ids.map((id) => titlesOfThingQueryOptions(kind, id)),
  }).map((result) => result.data?.name);
  const joined = intl.formatMessage(
    { id: words.label },
    { join: list.ids.length < 2 ? 'one' : list.every ? 'all' : 'any' },
  );

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
          // The id as written in the URL, not grouped like a number.
          const shownName =
            names[index] ?? intl.formatMessage({ id: words.unnamed }, { id: String(id) });
          return (
            <li key={id}>
              <Link
                to={{ pathname, search: without(id) }}
                preventScrollReset
                aria-label={intl.formatMessage({ id: words.remove }, { name: shownName })}
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
