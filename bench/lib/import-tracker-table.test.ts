import { describe, expect, it } from 'vitest';
import type { ImportPageTiming } from './import-page-timing.js';
import { trackerRows } from './import-tracker-table.js';

function run(wholeMs: number, longestMs: number, matched: number): ImportPageTiming {
  return {
    previewMs: wholeMs / 2,
    importMs: wholeMs / 2,
    wholeMs,
    blocking: { longestMs, totalBlockingMs: 0, tasks: 1 },
    preview: {
      matched: '',
      ambiguous: 0,
      notFound: 0,
      kinds: {
        'Episode watches': [19_000, matched, 0, 19_000 - matched],
        'Watches (diary)': [1_000, 1_000, 0, 0],
      },
    },
    added: '',
    idleClick: { ms: 0, activity: 'idle' },
  };
}

describe('the tracker imports’ rows', () => {
  it('hold each goal by the median time and task, and by the least share matched', () => {
    const rows = trackerRows({
      trakt: [run(3_000, 90, 19_000), run(4_000, 120, 19_000), run(40_000, 300, 19_000)],
      tvtime: [run(2_000, 80, 19_000), run(2_000, 80, 18_700)],
    });
    expect(rows.map((row) => [row.marquee.split(' ')[0], row.met])).toEqual([
      ['4000', true],
      ['100.00%', true],
      ['120', true],
      ['2000', true],
      ['98.50%', false],
      ['80', true],
    ]);
  });

  it('has no rows for a source that did not run', () => {
    expect(trackerRows({ trakt: [], tvtime: [] })).toEqual([]);
  });
});
