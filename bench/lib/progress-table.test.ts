import { describe, expect, it } from 'vitest';
import { progressRows } from './progress-table.js';
import type { ProgressTimes } from './progress-timing.js';

const times = (over: Partial<ProgressTimes> = {}): ProgressTimes => ({
  firstUpNext: 400,
  firstCalendar: 250,
  marks: Array.from({ length: 100 }, (_, i) => i / 2 + 1),
  upNext: [100, 120, 290],
  calendar: [200, 210, 220],
  show: [5, 6, 7],
  calendarHeld: { episodes: 10, unwatched: 5, movies: 1 },
  ...over,
});
const member = { shows: 1_000, watches: 100_000 };

describe('progressRows', () => {
  it('holds each read after a write to its goal by the slowest answer', () => {
    const [upNext, calendar, show] = progressRows(times(), member);
    expect(upNext).toMatchObject({
      marquee: '120.0 / 290.0',
      peers: 'server’s first of all: 400.0',
      goal: '≤ 300 ms',
      met: true,
    });
    expect(calendar?.met).toBe(true);
    expect(show).toMatchObject({ goal: '', met: undefined });
    expect(progressRows(times({ upNext: [100, 301] }), member)[0]?.met).toBe(false);
  });

  it('holds marking an episode to 50 ms at the 99th percentile', () => {
    const mark = progressRows(times(), member)[3];
    // 100 marks of 1 to 50.5 ms: p50 is the 50th (25.5), p99 the 99th (50.0).
    expect(mark).toMatchObject({ marquee: '25.5 / 50.0', goal: 'p99 ≤ 50 ms', met: true });
    const slow = times({ marks: [...times().marks.slice(2), 60, 70] });
    expect(progressRows(slow, member)[3]?.met).toBe(false);
  });

  it('names the member in the section', () => {
    expect(progressRows(times(), member)[0]?.section).toContain('1,000 shows, 100,000 watches');
  });
});
