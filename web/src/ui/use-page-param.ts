import { useSearchParams } from 'react-router-dom';
import { maxPage } from './pager';

/** `?page=N` as a page number; anything missing, invalid or past TMDB's 500 means page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

/** The page in the URL and a way to change it, so back, forward, reload and shared links keep it. */
export function usePageParam(): [page: number, selectPage: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));

  function selectPage(next: number) {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  }

  return [page, selectPage];
}
