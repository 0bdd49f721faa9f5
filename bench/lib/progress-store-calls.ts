import { createLibraryStore, type LibraryDatabase } from '../../server/src/testing.js';
import {
  episodesToMark,
  fillEpisodeProgress,
  ONE_THOUSAND_SHOWS,
  planMember,
  type AiredShow,
  type EpisodeOfShow,
} from './progress-fill.js';

/** Above the scale section's title ids, so no show is one of its titles. */
const FIRST_SHOW_ID = 900_001;
// Shows the calendar asks the watched episodes of: about the running shows of 1,000 followed.
const CALENDAR_SHOWS = 200;

/**
 * Shows of one to eight seasons of 6 to 24 aired episodes (the generator's bounds), the same
 * every run: what the in-process section follows where there is no catalogue to ask.
 */
export function syntheticShows(count: number): AiredShow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: FIRST_SHOW_ID + index,
    seasons: Array.from({ length: 1 + (index % 8) }, (_, season) => ({
      seasonNumber: season + 1,
      aired: 6 + ((index * 7 + season * 5) % 19),
    })),
  }));
}

export type TimeCalls = (
  call: () => Promise<unknown>,
  samples: number,
) => Promise<{ p50: number; p99: number }>;

/**
 * Fills `uid` (in `database`) with issue 22's member of synthetic shows and times the store
 * calls episode progress makes: what Up next and the calendar read of every show followed, one
 * show's watches, and a mark (a write: each call a new aired episode).
 */
export async function progressStoreCalls(
  database: LibraryDatabase,
  uid: string,
  samples: number,
  time: TimeCalls,
): Promise<Array<{ read: string; p50: number; p99: number }>> {
  const plans = planMember(syntheticShows(ONE_THOUSAND_SHOWS.shows), ONE_THOUSAND_SHOWS);
  await fillEpisodeProgress(database, uid, plans, new Date());
  const store = createLibraryStore(database);
  const showIds = plans.map((plan) => plan.showId);
  let next = 0;
  const nextShow = () => showIds[(next = (next * 31 + 7) % showIds.length)] as number;
  // The time() helper calls each 10 times untimed first.
  const toMark = episodesToMark(plans, samples + 10);
  const watchedOn = new Date().toISOString().slice(0, 10);
  const calls: Array<[string, () => Promise<unknown>]> = [
    [
      'followedShows (Up next’s and the calendar’s read of every show)',
      () => store.followedShows(uid),
    ],
    ['showWatches of one show', () => store.showWatches(uid, nextShow())],
    [
      `watchedInCurrentCycles of ${CALENDAR_SHOWS} shows (the calendar’s)`,
      () => store.watchedInCurrentCycles(uid, showIds.slice(0, CALENDAR_SHOWS)),
    ],
    [
      'markEpisodes, one new aired episode (a write)',
      () => {
        const { showId, ...episode } = toMark.shift() as EpisodeOfShow;
        return store.markEpisodes(uid, showId, [episode], { watchedOn });
      },
    ],
  ];
  const measured = [];
  for (const [read, call] of calls) measured.push({ read, ...(await time(call, samples)) });
  return measured;
}
