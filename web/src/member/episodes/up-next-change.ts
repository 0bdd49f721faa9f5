import type {
  ProgressEpisode,
  SeasonProgress,
  UpNextItem,
  UpNextPage,
} from '@marquee/tmdb-types/episode-progress';
import { episodeByNumbers } from './progress-write';

/*
 * What marking a show's next episode from Up next shows at once, in every page of Up next held in
 * the cache: the row moves to the episode after it, or leaves Watching once nothing aired is left.
 * Up next knows the show's counts, not its seasons' lengths: those come from the show's progress
 * when the cache has it (its page was open), and otherwise the episode after is the next number in
 * the same season, until the server's answer says which it is (at a season's end, the next
 * season's first). Either way its name comes with the answer.
 */

/** The regular episode after `marked`, across a season boundary when the seasons are known. */
function episodeAfter(
  marked: ProgressEpisode,
  seasons: readonly SeasonProgress[] | undefined,
): ProgressEpisode {
  const season = seasons?.find((listed) => listed.season_number === marked.season_number);
  if (!seasons || !season || marked.episode_number < season.episode_count)
    return episodeByNumbers(marked.season_number, marked.episode_number + 1);
  const following = seasons
    .filter((listed) => listed.season_number > marked.season_number && listed.episode_count > 0)
    .sort((a, b) => a.season_number - b.season_number)[0];
  return following
    ? episodeByNumbers(following.season_number, 1)
    : episodeByNumbers(marked.season_number, marked.episode_number + 1);
}

export function advanceUpNext(
  page: UpNextPage,
  showId: number,
  seasons?: readonly SeasonProgress[],
): UpNextPage {
  const item = page.results.find((result) => result.show.id === showId);
  const marked = item?.next_episode;
  if (!item || !marked) return page;
  const watched = item.watched_episodes + 1;
  if (watched >= item.aired_episodes) return removeFromUpNext(page, showId);
  const moved: UpNextItem = {
    ...item,
    watched_episodes: watched,
    next_episode: episodeAfter(marked, seasons),
  };
  return { ...page, results: page.results.map((result) => (result === item ? moved : result)) };
}

/** The page without the show's row: it left the page's tab (watched to date, or resumed). */
export function removeFromUpNext(page: UpNextPage, showId: number): UpNextPage {
  if (!page.results.some((result) => result.show.id === showId)) return page;
  return {
    ...page,
    results: page.results.filter((result) => result.show.id !== showId),
    total_results: Math.max(0, page.total_results - 1),
  };
}

/** The show's row put back as it was before a failed write, wherever the page has it now. */
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
