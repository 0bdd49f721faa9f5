import type { LibraryEngine } from '../../server/src/testing.js';
import type { ClickAwayTiming } from './import-click-timing.js';
import type { HttpImportTiming } from './import-over-http.js';
import type { ImportPageTiming } from './import-page-timing.js';
import { trackerRows, type TrackerImportFigures } from './import-tracker-table.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';
import type { Summary } from './stats.js';

/** Issue 13: a 10,000-row Letterboxd export, preview plus commit, under 10 s. */
export const IMPORT_GOAL_MS = 10_000;
/** Web Vitals' "good" interaction to next paint: any input during the import is answered this soon. */
export const LONGEST_TASK_GOAL_MS = 200;
/** A tenth of the import's 10 s budget: the page is blocked for no more than that in all. */
export const BLOCKING_GOAL_MS = 1_000;
/** The same "good" interaction to next paint, for a click on another page's link. */
export const CLICK_GOAL_MS = 200;

export interface ImportBenchFigures {
  /** Rows in the export's files, headers not counted. */
  rows: number;
  /** The runs in Chromium; undefined when that part was skipped. */
  browser?: { page: ImportPageTiming[]; clicks: ClickAwayTiming[] };
  http: Partial<Record<LibraryEngine, HttpImportTiming[]>>;
  /** Issue 24's Trakt and TV Time exports in Chromium; undefined when that part was skipped. */
  trackers?: TrackerImportFigures;
}

/** A bound in ms; `under` when the figure must stay below it ("under 10 s"), not reach it. */
interface Goal {
  ms: number;
  under?: boolean;
}

function goalText({ ms, under = false }: Goal): string {
  return `${under ? '<' : '≤'} ${ms.toLocaleString('en')} ms`;
}

function holds({ ms, under = false }: Goal, value: number): boolean {
  return under ? value < ms : value <= ms;
}

function row(section: string, figure: string, summary: Summary | undefined, goal?: Goal): Row {
  return {
    section,
    figure,
    marquee: formatSummary(summary, 0),
    peers: '',
    ratio: '',
    goal: goal === undefined ? '' : goalText(goal),
    met: goal === undefined || !summary ? undefined : holds(goal, summary.median),
  };
}

const importGoal: Goal = { ms: IMPORT_GOAL_MS, under: true };

/** The import's table rows: medians with their spread, each goal held by the median. */
export function importRows(figures: ImportBenchFigures): Row[] {
  return [
    ...(figures.browser ? browserRows(figures.rows, figures.browser) : []),
    ...httpRows(figures.http),
    ...(figures.trackers ? trackerRows(figures.trackers) : []),
  ];
}

function browserRows(
  count: number,
  { page, clicks }: NonNullable<ImportBenchFigures['browser']>,
): Row[] {
  const rows = count.toLocaleString('en');
  const section = `Import: a ${rows}-row Letterboxd export on /settings, in Chromium (a new member on a fresh server each run)`;
  const during = (activity: 'matching' | 'saving') =>
    clicks
      .map((run) => (activity === 'matching' ? run.duringMatching : run.duringSaving))
      .filter((click) => click.activity === activity)
      .map((click) => click.ms);
  const matching = during('matching');
  const saving = during('saving');
  const table: Row[] = [
    row(
      section,
      `"Preview" clicked → the preview's summary on screen, ms (${page.length} runs)`,
      summarise(page.map((run) => run.previewMs)),
    ),
    row(
      section,
      `"Import" clicked → the counts added on screen, ms`,
      summarise(page.map((run) => run.importMs)),
    ),
    row(
      section,
      'preview + import, ms',
      summarise(page.map((run) => run.previewMs + run.importMs)),
      importGoal,
    ),
    row(
      section,
      'longest main-thread task from "Preview" to the counts, ms (0: none of 50 ms or more)',
      summarise(page.map((run) => run.blocking.longestMs)),
      { ms: LONGEST_TASK_GOAL_MS },
    ),
    row(
      section,
      'total blocking time (task time beyond 50 ms) from "Preview" to the counts, ms',
      summarise(page.map((run) => run.blocking.totalBlockingMs)),
      { ms: BLOCKING_GOAL_MS },
    ),
    row(
      section,
      `navbar "Library" clicked with no import under way (just after one; the page's first visit) → the Library heading, ms`,
      summarise(page.map((run) => run.idleClick.ms)),
    ),
    row(
      section,
      `navbar "Library" clicked while the titles are matched (its first visit) → the Library heading, ms (${matching.length} runs)`,
      summarise(matching),
      { ms: CLICK_GOAL_MS },
    ),
    row(
      section,
      `navbar "Library" clicked while the import saves (its second visit) → the Library heading, ms (${saving.length} runs)`,
      summarise(saving),
      { ms: CLICK_GOAL_MS },
    ),
  ];
  return table;
}

function httpRows(byEngine: ImportBenchFigures['http']): Row[] {
  const table: Row[] = [];
  const http = `Import over HTTP: the same file's requests as the web app sends them (a new member on a fresh server each run)`;
  for (const [engine, runs] of Object.entries(byEngine)) {
    if (!runs || runs.length === 0) continue;
    const requests = runs[0]?.matchRequests ?? 0;
    const preview = summarise(runs.map((run) => run.previewMs));
    const commit = summarise(runs.map((run) => run.commitMs));
    const whole = summarise(runs.map((run) => run.previewMs + run.commitMs));
    table.push({
      section: http,
      figure: `${engine}: preview (${requests} match requests, one at a time) / commit (one request), ms (${runs.length} runs)`,
      marquee: `${formatSummary(preview, 0)} / ${formatSummary(commit, 0)}`,
      peers: '',
      ratio: '',
      goal: `sum ${goalText(importGoal)}`,
      met: whole ? holds(importGoal, whole.median) : undefined,
    });
  }
  return table;
}
