import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { maxPage } from '../../ui/pager';
import { parseShelfView, type ShelfFilterName, type ShelfKind } from './shelf-view';

const filterNames = ['media_type', 'with_genres', 'decade'] as const;

/** A tab's view from the URL, and changes to it; a new sort or filter starts at page 1. */
export function useShelfView(kind: ShelfKind) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseShelfView(searchParams, kind);
  // setSearchParams hands its updater the params of the last render, and the router renders each
  // navigation in a transition, so a render can lag behind what was asked, even show an older
  // ask after a newer one. Each change starts from the last one asked for; a render that shows
  // none of those asks is somebody else's navigation (back, a link) and starts afresh.
  const asked = useRef({ latest: searchParams.toString(), pending: [] as string[] });
  useEffect(() => {
    const shown = searchParams.toString();
    const { pending } = asked.current;
    const index = pending.indexOf(shown);
    if (index === -1) asked.current = { latest: shown, pending: [] };
    else asked.current.pending = pending.slice(index + 1);
  }, [searchParams]);

  function change(edit: (params: URLSearchParams) => void, preventScrollReset = true) {
    const updated = new URLSearchParams(asked.current.latest);
    edit(updated);
    const value = updated.toString();
    if (value === asked.current.latest) return;
    asked.current = { latest: value, pending: [...asked.current.pending, value] };
    setSearchParams(updated, { preventScrollReset });
  }

  /** An empty value means the default, which stays out of the URL. */
  function setFilter(name: ShelfFilterName, value: string) {
    change((params) => {
      if (value === '') params.delete(name);
      else params.set(name, value);
      params.delete('page');
    });
  }

  /** The sort stays: it hides nothing. */
  function clearFilters() {
    change((params) => {
      for (const name of [...filterNames, 'page']) params.delete(name);
    });
  }

  /** As the browse pages do: page 1 is the address without a page, and a new page starts at the top. */
  function selectPage(page: number) {
    change((params) => {
      if (page <= 1 || page > maxPage) params.delete('page');
      else params.set('page', String(page));
    });
    window.scrollTo({ top: 0 });
  }

  return { view, setFilter, clearFilters, selectPage };
}
