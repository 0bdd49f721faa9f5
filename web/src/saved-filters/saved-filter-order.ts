import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';

/** The filters with each at its index: the server's order after a change. */
function numbered(filters: readonly SavedFilter[]): SavedFilter[] {
  return filters.map((filter, position) =>
    filter.position === position ? filter : { ...filter, position },
  );
}

/** `id` moved to `position` (past the end is last), the ones between shifted, as the server does. */
export function movedFilters(
  filters: readonly SavedFilter[],
  id: number,
  position: number,
): SavedFilter[] {
  const moving = filters.find((filter) => filter.id === id);
  if (moving === undefined) return [...filters];
  const rest = filters.filter((filter) => filter.id !== id);
  rest.splice(Math.min(position, rest.length), 0, moving);
  return numbered(rest);
}

export function withoutFilter(filters: readonly SavedFilter[], id: number): SavedFilter[] {
  return numbered(filters.filter((filter) => filter.id !== id));
}
