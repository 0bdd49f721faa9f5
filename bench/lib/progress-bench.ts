import { performance } from 'node:perf_hooks';
import type { Workload } from './api-workloads.js';
import type { BenchPartResult } from './bench-part.js';
import { describeMember, ONE_THOUSAND_SHOWS } from './progress-fill.js';
import { progressRows } from './progress-table.js';
import { PROGRESS_TIMING, QUICK_PROGRESS_TIMING, timeProgressAnswers } from './progress-timing.js';
import { followPopularShows, monthOf, progressWorkloads } from './progress-workloads.js';

export interface ProgressBenchOptions {
  server: { origin: string; libraryDb: string };
  uid: string;
  headers: Record<string, string>;
  quick: boolean;
  log: (line: string) => void;
}

/**
 * Issue 22's member, 1,000 real shows of the server's catalogue each watched up to a point that
 * has aired today, written into the server's library; then the answers nothing kept can serve,
 * timed one at a time; and the reads the rounds then ask under load.
 */
export async function benchEpisodeProgress(
  options: ProgressBenchOptions,
): Promise<BenchPartResult & { workloads: Workload[] }> {
  const { server, uid, headers, log } = options;
  const today = new Date();
  const started = performance.now();
  const plans = await followPopularShows(server, uid, headers, ONE_THOUSAND_SHOWS, today);
  const watches = plans.reduce((sum, plan) => sum + plan.watches.length, 0);
  const member = describeMember(plans);
  log(
    `Episode progress: ${member}, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const month = monthOf(today);
  const settings = options.quick ? QUICK_PROGRESS_TIMING : PROGRESS_TIMING;
  const times = await timeProgressAnswers(server.origin, headers, uid, plans, month, settings);
  const { episodes, unwatched, movies } = times.calendarHeld;
  log(
    `Episode progress timed: Up next first ${times.firstUpNext.toFixed(0)} ms, ` +
      `calendar first ${times.firstCalendar.toFixed(0)} ms, ${times.marks.length} marks`,
  );
  return {
    workloads: progressWorkloads(uid, plans, month),
    rows: progressRows(times, { shows: plans.length, watches }),
    notes: [
      `Episode progress: the same member also follows ${member}, written into the server’s ` +
        'library file: the most popular shows of the catalogue, each watched no further than ' +
        'its details’ last episode aired on the bench day. Their calendar month ' +
        `(${month.start} to ${month.end}) held ${episodes} episodes airing in it, ` +
        `${unwatched} aired earlier and waiting unwatched, and ${movies} watchlist movies. ` +
        'Before the rounds, each mark (a new episode watched, in order, show after show) and each ' +
        'read right after one (a mark makes every kept answer of the member out of date) was ' +
        'timed one at a time; under load the same reads are answered from what the server keeps.',
    ],
    data: { plans: plans.length, watches, month, times },
  };
}
