import type { UpNextItem, UpNextPage } from '@marquee/tmdb-types/episode-progress';
import { episodeByNumbers } from './progress-write';

/*
 * What marking a show's next episode from Up next shows at once, in every page of Up next held in
 * the cache: the row moves to the episode after it, or leaves Watching once nothing aired is left.
 * Up next knows the show's counts, not its seasons' lengths, so the episode after is the next
 * number in the same season, without its name, until the server's answer says which it is (at a
 * season's end, the next season's first).
 */

export function advanceUpNext(page: UpNextPage, showId: number): UpNextPage {
  const item = page.results.find((result) => result.show.id === showId);
  const marked = item?.next_episode;
  if (!item || !marked) return page;
  const watched = item.watched_episodes + 1;
  if (watched >= item.aired_episodes)
    return {
      ...page,
      results: page.results.filter((result) => result !== item),
      total_results: Math.max(0, page.total_results - 1),
    };
  const moved: UpNextItem = {
    ...item,
    watched_episodes: watched,
    next_episode: episodeByNumbers(marked.season_number, marked.episode_number + 1),
  };
  return { ...page, results: page.results.map((result) => (result === item ? moved : result)) };
}

/** The show's row put back as it was before a failed mark, wherever the page has it now. */
export function restoreUpNext(current: UpNextPage, before: UpNextPage, showId: number): UpNextPage {
  const index = before.results.findIndex((result) => result.show.id === showId);
  const previous = before.results[index];
  if (!previous) return current;
  const shown = current.results.some((result) => result.show.id === showId);
  if (shown)
    return {
      ...current,
      results: current.results.map((result) => (result.show.id === showId ? previous : result)),
    };
  const results = [...current.results];
  results.splice(Math.min(index, results.length), 0, previous);
  return { ...current, results, total_results: current.total_results + 1 };
}
