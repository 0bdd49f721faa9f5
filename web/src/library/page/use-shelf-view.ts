import { filterEdit, pageParamOf } from '../../ui/use-page-param';
import { useSearchParamsChange } from '../../ui/use-search-params-change';
import { libraryMaxPage } from '../../member/library-api';
import { parseShelfView, type ShelfFilterName, type ShelfKind } from './shelf-view';

const filterNames = ['media_type', 'with_genres', 'decade'] as const;

/** A tab's view from the URL, and changes to it; a new sort or filter starts at page 1. */
export function useShelfView(kind: ShelfKind) {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  const view = parseShelfView(searchParams, kind);
  const [, selectPage] = pageParamOf(searchParams, changeSearchParams, libraryMaxPage);

  function setFilter(name: ShelfFilterName, value: string) {
    changeSearchParams(filterEdit(name, value), { preventScrollReset: true });
  }

  /** The sort stays: it hides nothing. */
  function clearFilters() {
    changeSearchParams(
      (params) => {
        for (const name of [...filterNames, 'page']) params.delete(name);
      },
      { preventScrollReset: true },
    );
  }

  return { view, setFilter, clearFilters, selectPage };
}
