import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { isNotFound } from '../lib/catalogue-client';
import { titlesOfThingQueryOptions, type TitlesOfKind } from '../lib/titles-of-thing-query';
import { HiddenWatchedCount } from '../member/hidden-watched-count';
import { SettingToggle } from '../member/setting-toggle';
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

interface MediaMessages {
  label: MessageId;
  count: MessageId;
  filter: MessageId;
  empty: MessageId;
  emptyPage: MessageId;
  loadError: MessageId;
  /** For the list's own sentences (member/), which are not translated yet. */
  noun: string;
}

const media: Record<TitleMediaType, MediaMessages> = {
  movie: {
    label: 'titlesOf.media.movie',
    count: 'titlesOf.count.movie',
    filter: 'titlesOf.filter.movie',
    empty: 'titlesOf.empty.movie',
    emptyPage: 'titlesOf.emptyPage.movie',
    loadError: 'titlesOf.listError.movie',
    noun: 'movies',
  },
  tv: {
    label: 'titlesOf.media.tv',
    count: 'titlesOf.count.tv',
    filter: 'titlesOf.filter.tv',
    empty: 'titlesOf.empty.tv',
    emptyPage: 'titlesOf.emptyPage.tv',
    loadError: 'titlesOf.listError.tv',
    noun: 'tv shows',
  },
};

/**
 * How the list of titles relates to its thing: "Movies by Lucasfilm", "TV shows on HBO"; `media`
 * is a media type, or "all" for the titles of every type.
 */
const relation: Record<TitlesOfKind, MessageId> = {
  company: 'titlesOf.relation.company',
  network: 'titlesOf.relation.network',
  keyword: 'titlesOf.relation.keyword',
};

/** "Lucasfilm", "Lucasfilm, page 2", "TV shows, page 2 · Lucasfilm" (in English). */
function pageTitle(
  intl: IntlShape,
  { kind, mediaType }: TitlesOfAddress,
  name: string,
  page: number,
): string {
  const onPage = (text: string) =>
    page === 1 ? text : intl.formatMessage({ id: 'titlesOf.onPage' }, { text, page });
  return mediaType === titlesOfKinds[kind].mediaTypes[0]
    ? onPage(name)
    : `${onPage(intl.formatMessage({ id: media[mediaType].label }))} · ${name}`;
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
  const intl = useIntl();
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
      ? pageTitle(intl, address, name, page)
      : notFound
        ? intl.formatMessage({ id: 'notFound.title' })
        : thing.isError
          ? undefined
          : intl.formatMessage({ id: 'titlesOf.loading' }),
  );

  if (notFound) return <NotFound />;
  if (thing.isError && !thing.data) {
    return (
      <QueryError
        message={intl.formatMessage({ id: titlesOfKinds[kind].loadError })}
        onRetry={() => void thing.refetch()}
        retrying={thing.isFetching}
      />
    );
  }

  const messages = media[mediaType];
  const label = intl.formatMessage({ id: messages.label });
  const mediaTypes = titlesOfKinds[kind].mediaTypes;
  const tabs =
    mediaTypes.length > 1
      ? mediaTypes.map((type) => ({
          name: type,
          label: intl.formatMessage({ id: media[type].label }),
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
          {total !== undefined && (
            <FormattedMessage id={messages.count} values={{ count: total }} />
          )}
        </p>
        <Link to={browsePathOf(address)}>
          <FormattedMessage id={messages.filter} />
        </Link>
      </div>
      {watched.offered && <HiddenWatchedCount hidden={watched.hidden} />}
      <WatchedResults
        results={results}
        watched={watched}
        mediaType={mediaType}
        noun={messages.noun}
        label={intl.formatMessage(
          { id: 'titlesOf.onPage' },
          {
            text:
              name === undefined
                ? label
                : intl.formatMessage({ id: relation[kind] }, { media: mediaType, name }),
            page,
          },
        )}
        emptyMessage={intl.formatMessage({ id: page === 1 ? messages.empty : messages.emptyPage })}
        errorMessage={intl.formatMessage({ id: messages.loadError })}
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
        {watched.offered && (
          <SettingToggle
            setting="hide_watched"
            label={intl.formatMessage({ id: 'titlesOf.hideWatched' })}
          />
        )}
      </div>
      {tabs ? (
        <>
          <TabLinks
            label={
              name === undefined
                ? intl.formatMessage({ id: 'titlesOf.titles' })
                : intl.formatMessage({ id: relation[kind] }, { media: 'all', name })
            }
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
