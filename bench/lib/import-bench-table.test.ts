import { describe, expect, it } from 'vitest';
import { importRows } from './import-bench-table.js';
import type { ImportBenchFigures } from './import-bench-table.js';
import type { ClickAwayTiming } from './import-click-timing.js';
import type { HttpImportTiming } from './import-over-http.js';
import type { ImportPageTiming } from './import-page-timing.js';

function pageRun(
  previewMs: number,
  importMs: number,
  longestMs: number,
  idleClickMs = 50,
): ImportPageTiming {
  return {
    previewMs,
    importMs,
    wholeMs: previewMs + importMs + 100,
    blocking: { longestMs, totalBlockingMs: longestMs * 2, tasks: 3 },
    preview: { matched: 'Matched: 10 rows (5 titles).', ambiguous: 0, notFound: 0, kinds: {} },
    added: 'Added 10 ratings.',
    idleClick: { ms: idleClickMs, activity: 'idle' },
  };
}

function clickRun(matchingMs: number, savingMs: number, saving = true): ClickAwayTiming {
  return {
    duringMatching: { ms: matchingMs, activity: 'matching' },
    duringSaving: { ms: savingMs, activity: saving ? 'saving' : 'idle' },
    added: 'Added 10 ratings.',
  };
}

function httpRun(previewMs: number, commitMs: number): HttpImportTiming {
  const added = {
    watchlist: 1,
    favorites: 0,
    ratings: 1,
    diary: 1,
    lists: 0,
    list_items: 0,
    shows: 0,
    episode_watches: 0,
    episode_ratings: 0,
  };
  return {
    previewMs,
    commitMs,
    matchRequests: 10,
    titles: 5_000,
    matched: 4_700,
    ambiguous: 280,
    notFound: 20,
    added,
  };
}

const figures: ImportBenchFigures = {
  rows: 10_000,
  browser: {
    page: [pageRun(4_000, 2_000, 90), pageRun(5_000, 3_000, 150), pageRun(6_000, 5_000, 400, 70)],
    clicks: [clickRun(80, 300), clickRun(120, 500, false), clickRun(60, 100)],
  },
  http: {
    sqlite: [httpRun(2_000, 1_000)],
    postgres: [httpRun(7_000, 4_000), httpRun(6_000, 3_000)],
  },
};

const byFigure = (start: string) => {
  const found = importRows(figures).find((row) => row.figure.startsWith(start));
  if (!found) throw new Error(`no row "${start}"`);
  return found;
};

describe('the import’s rows', () => {
  it('holds preview plus import to 10 s by the median of the runs’ sums', () => {
    expect(byFigure('preview + import')).toMatchObject({
      marquee: '8000 (6000–11000)',
      goal: '< 10,000 ms',
      met: true,
    });
  });

  it('holds the longest task to 200 ms and the blocking time to 1 s', () => {
    expect(byFigure('longest main-thread task')).toMatchObject({
      marquee: '150 (90–400)',
      met: true,
    });
    expect(byFigure('total blocking time')).toMatchObject({ marquee: '300 (180–800)', met: true });
  });

  it('gives the click with no import under way for comparison, with no goal of its own', () => {
    expect(byFigure('navbar "Library" clicked with no import under way')).toMatchObject({
      marquee: '50 (50–70)',
      goal: '',
      met: undefined,
    });
  });

  it('counts a click as during the saving only when the import was saving as it came', () => {
    expect(byFigure('navbar "Library" clicked while the import saves')).toMatchObject({
      figure: expect.stringContaining('(2 runs)'),
      marquee: '200 (100–300)',
      met: true,
    });
    expect(byFigure('navbar "Library" clicked while the titles are matched')).toMatchObject({
      marquee: '80 (60–120)',
      met: true,
    });
  });

  it('gives each engine’s server-side preview and commit, the goal held by their sum', () => {
    expect(byFigure('sqlite: preview (10 match requests')).toMatchObject({
      marquee: '2000 / 1000',
      met: true,
    });
    expect(byFigure('postgres:')).toMatchObject({
      marquee: '6500 (6000–7000) / 3500 (3000–4000)',
      met: false,
    });
  });

  it('says nothing is measured when the browser part gave no run', () => {
    const rows = importRows({ rows: 10_000, browser: { page: [], clicks: [] }, http: {} });
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.marquee === 'n/a' && row.met === undefined)).toBe(true);
  });

  it('has no browser rows when that part was skipped, and no row for an engine not measured', () => {
    const rows = importRows({ rows: 10_000, http: { sqlite: [httpRun(2_000, 1_000)] } });
    expect(rows.map((row) => row.figure.split(':')[0])).toEqual(['sqlite']);
  });
});
