import type { ProgressTimes } from './progress-timing.js';
import type { Row } from './report-table.js';
import { median, percentile } from './stats.js';

/** Issue 22's goals for the answers no kept answer serves. */
export const UP_NEXT_FIRST_GOAL_MS = 300;
export const CALENDAR_MONTH_GOAL_MS = 300;
export const MARK_P99_GOAL_MS = 50;

/** How much the member holds, for the section's title. */
export interface MemberSize {
  shows: number;
  watches: number;
}

export function progressSection({ shows, watches }: MemberSize): string {
  return (
    `Episode progress, answers nothing kept serves (one member: ${shows.toLocaleString('en')} shows, ` +
    `${watches.toLocaleString('en')} watches; one request at a time, SQLite)`
  );
}

const ms = (value: number) => value.toFixed(1);

/**
 * A read's answers after a write: held to the goal by the slowest of them, since each is a
 * member's first look after marking something. The server's very first answer (nothing
 * prepared yet) is shown beside, not held to it.
 */
function afterWriteRow(
  section: string,
  figure: string,
  times: readonly number[],
  first: number | undefined,
  goalMs: number | undefined,
): Row {
  const slowest = times.length === 0 ? Number.NaN : Math.max(...times);
  return {
    section,
    figure: `${figure}, first answer after a mark (${times.length}): p50 / max ms`,
    marquee: `${ms(median(times))} / ${ms(slowest)}`,
    peers: first === undefined ? '' : `server’s first of all: ${ms(first)}`,
    ratio: '',
    goal: goalMs === undefined ? '' : `≤ ${goalMs} ms`,
    met: goalMs === undefined || Number.isNaN(slowest) ? undefined : slowest <= goalMs,
  };
}

export function progressRows(times: ProgressTimes, member: MemberSize): Row[] {
  const section = progressSection(member);
  const p99 = percentile(times.marks, 0.99);
  return [
    afterWriteRow(
      section,
      'Up next page 1',
      times.upNext,
      times.firstUpNext,
      UP_NEXT_FIRST_GOAL_MS,
    ),
    afterWriteRow(
      section,
      'calendar month',
      times.calendar,
      times.firstCalendar,
      CALENDAR_MONTH_GOAL_MS,
    ),
    afterWriteRow(section, 'one show’s progress', times.show, undefined, undefined),
    {
      section,
      figure: `marking an episode watched (POST, ${times.marks.length} distinct aired episodes): p50 / p99 ms`,
      marquee: `${ms(percentile(times.marks, 0.5))} / ${ms(p99)}`,
      peers: '',
      ratio: '',
      goal: `p99 ≤ ${MARK_P99_GOAL_MS} ms`,
      met: Number.isNaN(p99) ? undefined : p99 <= MARK_P99_GOAL_MS,
    },
  ];
}
