import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { trendingQueryOptions, type TrendingMedia } from '../lib/trending-query';
import { CardList } from '../ui/card-list';
import { Pager } from '../ui/pager';
import { QueryError } from '../ui/query-error';
import { useDocumentTitle } from '../ui/use-document-title';
import { browseLastPage, parsePageParam } from './page-param';
import styles from './browse-page.module.css';

const headings: Record<TrendingMedia, { title: string; noun: string }> = {
  movie: { title: 'Movies', noun: 'movies' },
  tv: { title: 'TV shows', noun: 'tv shows' },
  person: { title: 'People', noun: 'people' },
};

export function BrowsePage({ media }: { media: TrendingMedia }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const { title, noun } = headings[media];
  useDocumentTitle(page === 1 ? title : `${title}, page ${page}`);

  const { data, isError, refetch, isFetching } = useQuery(trendingQueryOptions(media, page));
  // One page number drives all three lists, so the other two are ready when the user switches.
  usePrefetchQuery(trendingQueryOptions(media === 'movie' ? 'tv' : 'movie', page));
  usePrefetchQuery(trendingQueryOptions(media === 'person' ? 'tv' : 'person', page));

  function selectPage(next: number) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  }

  return (
    <div className={styles.browse}>
      <h1>{title}</h1>
      {isError && !data ? (
        <QueryError
          message={`Couldn't load ${noun}.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <CardList
          items={data?.results}
          media={media}
          skeletons={20}
          layout="grid"
          eagerCount={6}
          label={`${title}, page ${page}`}
        />
      )}
      <Pager page={page} lastPage={browseLastPage} onSelect={selectPage} />
    </div>
  );
}
