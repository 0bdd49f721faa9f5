/** A title of a day's list (shows airing, films in cinemas), ranked by popularity. */
export interface ListedTitle {
  id: number;
  popularity: number;
}

/** Most popular first; ties by id, so pages never overlap. */
export function byPopularity(a: ListedTitle, b: ListedTitle): number {
  return b.popularity - a.popularity || a.id - b.id;
}

// A day's list serves every page after the first, and the clock moves a day at a time, so a
// couple of weeks of lists is all that is ever asked again.
const KEPT_LISTS = 32;

/**
 * The lists made for the last days asked, each made once: `remembered(key, make)` gives the list
 * kept under `key`, or makes and keeps it, forgetting the oldest beyond KEPT_LISTS.
 */
export function createDayListMemo(): (key: string, make: () => ListedTitle[]) => ListedTitle[] {
  const kept = new Map<string, ListedTitle[]>();
  return (key, make) => {
    let list = kept.get(key);
    if (list === undefined) {
      list = make();
      if (kept.size >= KEPT_LISTS) kept.delete(kept.keys().next().value!);
      kept.set(key, list);
    }
    return list;
  };
}
