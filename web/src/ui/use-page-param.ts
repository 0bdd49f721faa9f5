import { catalogueMaxPage } from './pager';
import {
  useSearchParamsChange,
  type ChangeSearchParams,
  type SearchParamsEdit,
} from './use-search-params-change';

/**
 * `?page=N` as a page number; anything missing, invalid or past the last page the list's server
 * serves (TMDB's 500 unless told) means page 1.
 */
export function parsePageParam(value: string | null, maxPage = catalogueMaxPage): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

/**
 * The page in these search params and a way to show another through the page's one
 * useSearchParamsChange: page 1 is the address without a page, and a new page starts at the top.
 */
export function pageParamOf(
  searchParams: URLSearchParams,
  changeSearchParams: ChangeSearchParams,
  maxPage = catalogueMaxPage,
): [page: number, selectPage: (page: number) => void] {
  function selectPage(next: number) {
    changeSearchParams((params) => {
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
    });
    window.scrollTo({ top: 0 });
  }
  return [parsePageParam(searchParams.get('page'), maxPage), selectPage];
}

/**
 * A filter's new value, back at page 1: a new filter makes a new list. An empty value means the
 * default, which stays out of the URL.
 */
export function filterEdit(name: string, value: string): SearchParamsEdit {
  return filtersEdit({ [name]: value });
}

/** filterEdit for several filters at once, one history entry for them all. */
export function filtersEdit(values: Readonly<Record<string, string>>): SearchParamsEdit {
  return (params) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === '') params.delete(name);
      else params.set(name, value);
    }
    params.delete('page');
  };
}

/** The page in the URL and a way to change it, so back, forward, reload and shared links keep it. */
export function usePageParam(maxPage = catalogueMaxPage) {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  return pageParamOf(searchParams, changeSearchParams, maxPage);
}
