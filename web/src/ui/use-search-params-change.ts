import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SearchParamsEdit = (params: URLSearchParams) => void;

export interface SearchParamsChangeOptions {
  /** Keep the scroll position: a filter changes the list below it, not the page. */
  preventScrollReset?: boolean;
}

export type ChangeSearchParams = (
  edit: SearchParamsEdit,
  options?: SearchParamsChangeOptions,
) => void;

/**
 * The URL's search params, and a way to change them that loses no change. setSearchParams hands
 * its updater the params of the last render, and the router renders each navigation in a
 * transition (after the route's loader), so a render can lag behind what was asked, even show an
 * older ask after a newer one: two quick changes would keep only the second. Here each change
 * starts from the last one asked for; a render that shows none of those asks is somebody else's
 * navigation (back, a link) and starts afresh.
 *
 * One per page: two would not see each other's asks, so a page passes its one to what needs it.
 */
export function useSearchParamsChange(): [URLSearchParams, ChangeSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = useRef({ latest: searchParams.toString(), pending: [] as string[] });
  useEffect(() => {
    const shown = searchParams.toString();
    const { pending } = asked.current;
    const index = pending.indexOf(shown);
    if (index === -1) asked.current = { latest: shown, pending: [] };
    else asked.current.pending = pending.slice(index + 1);
  }, [searchParams]);

  function changeSearchParams(edit: SearchParamsEdit, options: SearchParamsChangeOptions = {}) {
    const updated = new URLSearchParams(asked.current.latest);
    edit(updated);
    const value = updated.toString();
    if (value === asked.current.latest) return;
    asked.current = { latest: value, pending: [...asked.current.pending, value] };
    setSearchParams(updated, options);
  }

  return [searchParams, changeSearchParams];
}
