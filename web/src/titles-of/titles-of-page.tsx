import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../lib/catalogue-client';
import { titlesOfThingQueryOptions, type TitlesOfKind } from '../lib/titles-of-thing-query';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { SettingToggle } from '../member/setting-toggle';
import { formatCount } from '../member/library-format';
import { useWatchedFilter } from '../member/use-watched-filter';
import { WatchedResults } from '../member/watched-results';
import { NotFound } from '../ui/not-found';
import { lastPageOf, Pager } from '../ui/pager';
import { QueryError } from '../ui/query-error';
import { TabLinks } from '../ui/tab-links';
import { useDocumentTitle } from '../ui/use-document-title';
import { pageParamOf } from '../ui/use-page-param';
import { useSearchParamsChange } from '../ui/use-search-params-change';
import {
  browsePathOf,
  parseTitlesOfAddress,
  titlesOfKinds,
  titlesOfPath,
  type TitlesOfAddress,
} from './titles-of-address';
import { TitlesOfHeader } from './titles-of-header';
import { titlesOfListQueryOptions } from './titles-of-query';
import styles from './titles-of-page.module.css';

const media: Record<TitleMediaType, { label: string; noun: string; one: string }> = {
  movie: { label: 'Movies', noun: 'movies', one: 'movie' },
  tv: { label: 'TV shows', noun: 'tv shows', one: 'tv show' },
};

/** How the list of titles relates to its thing: "Movies by Lucasfilm", "TV shows on HBO". */
const relation: Record<TitlesOfKind, (titles: string, name: string) => string> = {
  company: (titles, name) => `${titles} by ${name}`,
  network: (titles, name) => `${titles} on ${name}`,
  keyword: (titles, name) => `${titles} with the keyword ${name}`,
};

/** "Lucasfilm", "Lucasfilm, page 2", "TV shows, page 2 · Lucasfilm". */
function pageTitle({ kind, mediaType }: TitlesOfAddress, name: string, page: number): string {
  const onPage = (text: string) => (page === 1 ? text : `${text}, page ${page}`);
  return mediaType === titlesOfKinds[kind].mediaTypes[0]
    ? onPage(name)
    : `${onPage(media[mediaType].label)} · ${name}`;
}

/**
 * /company/{id}, /network/{id}, /keyword/{id}/{media type}: one page for the titles of each, as
 * they differ only in what they are of (the header) and which media types they offer (the tabs).
 */
export function TitlesOfPage({ kind }: { kind: TitlesOfKind }) {
  const address = parseTitlesOfAddress(kind, useParams());
  if (!address) return <NotFound />;
  // Keyed so another thing starts from a clean state instead of showing the previous one.
  return <TitlesOf key={`${kind}/${address.id}`} address={address} />;
}

function TitlesOf({ address }: { address: TitlesOfAddress }) {
  const { kind, id, mediaType } = address;
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const [page, selectPage] = pageParamOf(searchParams, changeSearchParams);
  const thing = useQuery({
    ...titlesOfThingQueryOptions(kind, id),
    // The route's loader has just asked: show its failure with Retry rather than ask again.
    retryOnMount: false,
  });
  const results = useQuery(titlesOfListQueryOptions(address, page));
  const watched = useWatchedFilter(results.data?.results, mediaType);
  const tabsId = useId();
  const notFound = isNotFound(thing.error);
  const name = thing.data?.name;
  // NotFound sets its own title, but this effect runs after the child's: say the same here.
  useDocumentTitle(
    name !== undefined
      ? pageTitle(address, name, page)
      : notFound
        ? 'Not Found'
        : thing.isError
          ? undefined
          : 'Loading…',
  );

  if (notFound) return <NotFound />;
  if (thing.isError && !thing.data) {
    return (
      <QueryError
        message={`Couldn't load this ${titlesOfKinds[kind].label.toLowerCase()}.`}
        onRetry={() => void thing.refetch()}
        retrying={thing.isFetching}
      />
    );
  }

  const { label, noun, one } = media[mediaType];
  const mediaTypes = titlesOfKinds[kind].mediaTypes;
  const tabs =
    mediaTypes.length > 1
      ? mediaTypes.map((type) => ({
          name: type,
          label: media[type].label,
          to: titlesOfPath(kind, id, type),
        }))
      : undefined;
  const tabId = (type: TitleMediaType) => `${tabsId}-tab-${type}`;
  const panelId = `${tabsId}-panel`;
  const total = results.data?.total_results;
  const list = (
    <>
      <div className={styles.countRow}>
        <p className={styles.count} aria-live="polite">
          {total === undefined ? '' : formatCount(total, one)}
        </p>
        <Link to={browsePathOf(address)}>Filter these {noun}</Link>
      </div>
      {watched.offered && <HiddenWatchedCount hidden={watched.hidden} />}
      <WatchedResults
        results={results}
        watched={watched}
        mediaType={mediaType}
        noun={noun}
        label={`${name === undefined ? label : relation[kind](label, name)}, page ${page}`}
        emptyMessage={page === 1 ? `No ${noun} here yet.` : `No ${noun} on this page.`}
        errorMessage={`Couldn't load ${noun}.`}
      />
      {results.data && (results.data.total_pages > 1 || page > 1) && (
        <Pager page={page} lastPage={lastPageOf(results.data.total_pages)} onSelect={selectPage} />
      )}
    </>
  );
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {thing.data ? (
          <TitlesOfHeader kind={kind} thing={thing.data} />
        ) : (
          <div className={styles.headerSkeleton} />
        )}
        {watched.offered && <SettingToggle setting="hide_watched" label="Hide watched" />}
      </div>
      {tabs ? (
        <>
          <TabLinks
            label={name === undefined ? 'Titles' : relation[kind]('Titles', name)}
            tabs={tabs}
            current={mediaType}
            tabId={tabId}
            panelId={panelId}
          />
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(mediaType)}>
            {list}
          </div>
        </>
      ) : (
        list
      )}
    </div>
  );
}
