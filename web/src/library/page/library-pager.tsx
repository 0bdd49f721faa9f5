import { lastPageOf, Pager } from '../../ui/pager';
import { libraryMaxPage } from '../../member/library-api';

export interface LibraryPagerProps {
  /** The read's total_pages; nothing is shown before it answers. */
  totalPages: number | undefined;
  page: number;
  onSelect(page: number): void;
}

/**
 * A tab's pager, once there is a page to go to (or the URL asked for a later page than there
 * is): the library serves pages past the catalogue's 500, up to its own last.
 */
export function LibraryPager({ totalPages, page, onSelect }: LibraryPagerProps) {
  if (totalPages === undefined || (totalPages <= 1 && page <= 1)) return null;
  return (
    <Pager page={page} lastPage={lastPageOf(totalPages, libraryMaxPage)} onSelect={onSelect} />
  );
}
