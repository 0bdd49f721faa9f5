import { describe, expect, it } from 'vitest';
import type { BenchPage } from './first-visit-pages.js';
import {
  firstPaintJsRow,
  firstVisitMarks,
  landedOn,
  lostPointsSummary,
  medianFigures,
  visitRows,
} from './first-visit-rows.js';
import type { LighthouseScores } from './lighthouse-runner.js';

const login: BenchPage = { label: '/login', path: '/login', loggedIn: false };
const home: BenchPage = { label: '/home', path: '/home', loggedIn: true };

function run(overrides: Partial<LighthouseScores> = {}): LighthouseScores {
  return {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1_200,
    tbtMs: 20,
    cls: 0,
    finalUrl: 'http://127.0.0.1:8310/login',
    lostPoints: [],
    warnings: [],
    ...overrides,
  };
}

describe('medianFigures', () => {
  it('takes each figure’s median on its own, not one run’s figures', () => {
    const figures = medianFigures([
      run({ performance: 91, lcpMs: 3_000, tbtMs: 10 }),
      run({ performance: 99, lcpMs: 1_000, tbtMs: 300 }),
      run({ performance: 95, lcpMs: 2_000, tbtMs: 40 }),
    ]);
    expect(figures).toMatchObject({ performance: 95, lcpMs: 2_000, tbtMs: 40, runs: 3 });
  });

  it('has nothing to give without a run', () => {
    expect(medianFigures([])).toBeUndefined();
  });
});

describe('firstVisitMarks', () => {
  it('meets the goals at their limits: performance 98, LCP 1,500 ms, TBT 100 ms, CLS 0, 100s', () => {
    const figures = medianFigures([run({ performance: 98, lcpMs: 1_500, tbtMs: 100, cls: 0 })]);
    expect(Object.values(firstVisitMarks(figures!)).every(Boolean)).toBe(true);
  });

  it('fails each goal just past its limit, and only that one', () => {
    const marks = firstVisitMarks(
      medianFigures([run({ performance: 97, lcpMs: 1_501, seo: 92, cls: 0.001 })])!,
    );
    expect(marks).toEqual({
      performance: false,
      accessibility: true,
      bestPractices: true,
      seo: false,
      lcpMs: false,
      tbtMs: true,
      cls: false,
    });
  });
});

describe('visitRows', () => {
  it('marks a first visit’s figures one by one and the row met only when all are', () => {
    const rows = visitRows(
      login,
      'first',
      [run({ performance: 92, fcpMs: 2_347, lcpMs: 2_976 }), run(), run({ performance: 90 })],
      3,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      figure: '/login: performance / accessibility / best practices / SEO',
      marquee: '92 ✗ / 100 ✓ / 100 ✓ / 100 ✓',
      goal: '≥ 98 / 100 / 100 / 100',
      met: false,
    });
    expect(rows[1]).toMatchObject({
      figure: '/login: FCP / LCP / TBT ms, CLS',
      marquee: '900 / 1200 ✓ / 20 ✓, 0.000 ✓',
      goal: '– / ≤ 1500 / ≤ 100 / 0',
      met: true,
    });
    expect(rows[0]?.section).toContain('FIRST VISIT');
    expect(rows[0]?.section).toContain('median of 3');
  });

  it('gives a returning visit the same figures with no goals', () => {
    const rows = visitRows(login, 'returning', [run()], 3);
    expect(rows[0]).toMatchObject({
      marquee: '99 / 100 / 100 / 100',
      goal: '',
      met: undefined,
    });
    expect(rows[0]?.section).toContain('RETURNING VISIT');
  });

  it('says how a members’ page was visited, and how many runs the figures come from', () => {
    const [first] = visitRows(home, 'first', [run(), run()], 3);
    const [returning] = visitRows(home, 'returning', [run()], 1);
    expect(first?.figure).toMatch(/^\/home \(logged in, cache empty\) \(2 of 3 runs\): /);
    expect(returning?.figure).toMatch(/^\/home \(logged in\): /);
  });

  it('fails a first visit with no successful run rather than leaving it unmarked', () => {
    expect(visitRows(home, 'first', [], 3)).toEqual([
      expect.objectContaining({ marquee: 'n/a (no run succeeded)', met: false }),
    ]);
  });
});

describe('landedOn', () => {
  it('knows a /home that ended on /login is not /home', () => {
    expect(landedOn('/home', 'http://127.0.0.1:8310/login')).toBe(false);
    expect(landedOn('/home', 'http://127.0.0.1:8310/home')).toBe(true);
  });

  it('keeps a search page whose query the page added to, not one that lost its query', () => {
    expect(landedOn('/search?q=star', 'http://x/search?q=star&page=1')).toBe(true);
    expect(landedOn('/search?q=star', 'http://x/search')).toBe(false);
  });
});

describe('lostPointsSummary', () => {
  it('lists each audit that cost points once, worst first, with how many runs it cost them in', () => {
    const lcp = (score: number) => ({
      category: 'performance',
      audit: 'largest-contentful-paint',
      score,
    });
    const console = { category: 'best-practices', audit: 'errors-in-console', score: 0 };
    const contrast = { category: 'accessibility', audit: 'color-contrast', score: 0.9 };
    expect(
      lostPointsSummary([
        run({ lostPoints: [lcp(0.6), contrast, console] }),
        run({ lostPoints: [lcp(0.7)] }),
        run({ lostPoints: [lcp(0.65)] }),
      ]),
    ).toEqual([
      'best-practices: errors-in-console 0 (1 of 3 runs)',
      'performance: largest-contentful-paint 0.65 (3 of 3 runs)',
      'accessibility: color-contrast 0.9 (1 of 3 runs)',
    ]);
  });
});

describe('firstPaintJsRow', () => {
  it('holds the median KB before first paint to 100, whatever the route’s total', () => {
    const kb = (before: number, total: number) => ({
      beforePaintBytes: before * 1024,
      totalBytes: total * 1024,
    });
    const row = firstPaintJsRow(home, [kb(99, 300), kb(100, 300), kb(140, 300)]);
    expect(row).toMatchObject({
      figure: '/home (logged in, cache empty): KB before first paint (total KB for the route)',
      marquee: '100.0 (99.0–140.0) (total 300.0 (300.0–300.0))',
      goal: '≤ 100 KB before first paint',
      met: true,
    });
    expect(firstPaintJsRow(login, [kb(100.5, 120)]).met).toBe(false);
    expect(firstPaintJsRow(login, []).met).toBe(false);
  });
});
