import type { BenchPage } from './first-visit-pages.js';
import type { LighthouseScores } from './lighthouse-runner.js';
import type { Row } from './report-table.js';
import { formatSummary, median, summarise } from './stats.js';

/**
 * first: a new profile, Lighthouse's default mobile run (storage and cache reset). returning: the
 * same profile throughout, page loaded before, storage and cache kept; mobile, and desktop.
 */
export type VisitKind = 'first' | 'returning' | 'desktop';

/** The median of each figure over a page's runs (each figure on its own, as the bench's others). */
export interface MedianFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

/** Issue 14's goals, for first visits. */
export const FIRST_VISIT_GOALS = {
  performance: 98,
  lcpMs: 1_500,
  tbtMs: 100,
  cls: 0,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
} as const;

export interface GoalMarks {
  performance: boolean;
  accessibility: boolean;
  bestPractices: boolean;
  seo: boolean;
  lcpMs: boolean;
  tbtMs: boolean;
  cls: boolean;
}

/** The table's sections, one per kind, saying what each kind is. */
export function visitSection(kind: VisitKind, plannedRuns: number): string {
  const runs = plannedRuns === 1 ? '1 run' : `median of ${plannedRuns}`;
  switch (kind) {
    case 'first':
      return (
        `Web: Lighthouse 12 mobile, FIRST VISIT (new profile each run, Lighthouse's default ` +
        `storage and cache reset; /home: logged in, then cache emptied), ${runs}`
      );
    case 'returning':
      return (
        `Web: Lighthouse 12 mobile, RETURNING VISIT (one logged-in profile, page loaded before, ` +
        `storage and cache kept), ${runs}`
      );
    case 'desktop':
      return `Web: Lighthouse 12 desktop, returning visit (the same profile), ${runs}`;
  }
}

/** How a page is named in a kind's rows: a members' page says how it was visited. */
export function visitLabel(page: BenchPage, kind: VisitKind): string {
  if (!page.loggedIn) return page.label;
  return kind === 'first' ? `${page.label} (logged in, cache empty)` : `${page.label} (logged in)`;
}

/** False when the page went elsewhere, e.g. a /home that a lost login sent to /login. */
export function landedOn(path: string, finalUrl: string): boolean {
  const asked = new URL(path, 'http://bench.invalid');
  const final = new URL(finalUrl);
  // The page may add to its query (a page number), but must keep what was asked.
  return (
    final.pathname === asked.pathname &&
    [...asked.searchParams].every(([name, value]) => final.searchParams.get(name) === value)
  );
}

export function medianFigures(runs: readonly LighthouseScores[]): MedianFigures | undefined {
  if (runs.length === 0) return undefined;
  const pick = (figure: Exclude<keyof MedianFigures, 'runs'>) =>
    median(runs.map((run) => run[figure]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    runs: runs.length,
  };
}

export function firstVisitMarks(figures: MedianFigures): GoalMarks {
  const goals = FIRST_VISIT_GOALS;
  return {
    performance: figures.performance >= goals.performance,
    accessibility: figures.accessibility >= goals.otherScores,
    bestPractices: figures.bestPractices >= goals.otherScores,
    seo: figures.seo >= goals.otherScores,
    lcpMs: figures.lcpMs <= goals.lcpMs,
    tbtMs: figures.tbtMs <= goals.tbtMs,
    cls: figures.cls <= goals.cls,
  };
}

/**
 * Two rows per page: the four scores, then the paint and blocking figures. A first visit's figures
 * each carry their own ✓/✗, and the row is met only when all are; other kinds have no goals.
 */
export function visitRows(
  page: BenchPage,
  kind: VisitKind,
  runs: readonly LighthouseScores[],
  plannedRuns: number,
): Row[] {
  const section = visitSection(kind, plannedRuns);
  const shortfall = runs.length < plannedRuns ? ` (${runs.length} of ${plannedRuns} runs)` : '';
  const label = `${visitLabel(page, kind)}${shortfall}`;
  const row = (figure: string, marquee: string, goal: string, met: boolean | undefined): Row => ({
    section,
    figure: `${label}: ${figure}`,
    marquee,
    peers: '',
    ratio: '',
    goal,
    met,
  });
  const figures = medianFigures(runs);
  const scoresFigure = 'performance / accessibility / best practices / SEO';
  const paintFigure = 'FCP / LCP / TBT ms, CLS';
  const withGoals = kind === 'first';
  const scoresGoal = withGoals ? `≥ ${FIRST_VISIT_GOALS.performance} / 100 / 100 / 100` : '';
  const paintGoal = withGoals
    ? `– / ≤ ${FIRST_VISIT_GOALS.lcpMs} / ≤ ${FIRST_VISIT_GOALS.tbtMs} / ${FIRST_VISIT_GOALS.cls}`
    : '';
  if (!figures) {
    return [row(scoresFigure, 'n/a (no run succeeded)', scoresGoal, withGoals ? false : undefined)];
  }
  const marks = withGoals ? firstVisitMarks(figures) : undefined;
  const mark = (value: string, met: boolean | undefined) =>
    met === undefined ? value : `${value} ${met ? '✓' : '✗'}`;
  const scores = [
    mark(String(figures.performance), marks?.performance),
    mark(String(figures.accessibility), marks?.accessibility),
    mark(String(figures.bestPractices), marks?.bestPractices),
    mark(String(figures.seo), marks?.seo),
  ].join(' / ');
  const paint = [
    figures.fcpMs.toFixed(0),
    mark(figures.lcpMs.toFixed(0), marks?.lcpMs),
    mark(figures.tbtMs.toFixed(0), marks?.tbtMs),
  ].join(' / ');
  const cls = mark(figures.cls.toFixed(3), marks?.cls);
  return [
    row(
      scoresFigure,
      scores,
      scoresGoal,
      marks && marks.performance && marks.accessibility && marks.bestPractices && marks.seo,
    ),
    row(
      paintFigure,
      `${paint}, ${cls}`,
      paintGoal,
      marks && marks.lcpMs && marks.tbtMs && marks.cls,
    ),
  ];
}

/**
 * "performance: largest-contentful-paint 0.62 (3 of 3 runs)": each audit that cost points in any
 * run, with its median score over the runs it cost points in, worst first.
 */
export function lostPointsSummary(runs: readonly LighthouseScores[]): string[] {
  const byAudit = new Map<string, number[]>();
  for (const run of runs) {
    for (const lost of run.lostPoints) {
      const key = `${lost.category}: ${lost.audit}`;
      byAudit.set(key, [...(byAudit.get(key) ?? []), lost.score]);
    }
  }
  return [...byAudit]
    .map(([audit, scores]) => ({ audit, score: median(scores), count: scores.length }))
    .sort((a, b) => a.score - b.score || a.audit.localeCompare(b.audit))
    .map(
      ({ audit, score, count }) =>
        `${audit} ${Number(score.toFixed(2))} (${count} of ${runs.length} runs)`,
    );
}

/** Issue 14: what a page needs before it paints stays within this, gzip. */
export const FIRST_PAINT_JS_BUDGET_KB = 100;

export const FIRST_PAINT_JS_SECTION =
  'Web: JavaScript before first paint (gzip; first visit: new context, cache off)';

/** One row per page: the median KB requested before the first paint, and the route's total. */
export function firstPaintJsRow(
  page: BenchPage,
  results: ReadonlyArray<{ beforePaintBytes: number; totalBytes: number }>,
): Row {
  const before = summarise(results.map((result) => result.beforePaintBytes / 1024));
  const total = summarise(results.map((result) => result.totalBytes / 1024));
  return {
    section: FIRST_PAINT_JS_SECTION,
    figure: `${visitLabel(page, 'first')}: KB before first paint (total KB for the route)`,
    marquee: `${formatSummary(before, 1)} (total ${formatSummary(total, 1)})`,
    peers: '',
    ratio: '',
    goal: `≤ ${FIRST_PAINT_JS_BUDGET_KB} KB before first paint`,
    met: before ? before.median <= FIRST_PAINT_JS_BUDGET_KB : false,
  };
}
