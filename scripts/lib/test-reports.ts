import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Failures that are not individual tests (files that failed to load, global errors). */
  notes: string[];
}

export const noTests: TestCounts = { passed: 0, failed: 0, skipped: 0, notes: [] };

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    notes: [...a.notes, ...b.notes],
  };
}

/** One failure standing for a runner or step that gave no usable report. */
export function crashed(note: string): TestCounts {
  return { passed: 0, failed: 1, skipped: 0, notes: [note] };
}

/** A runner that exits non-zero with nothing failed in its report still failed; one with no report crashed. */
export function withExitCode(
  runner: string,
  counts: TestCounts | undefined,
  code: number,
): TestCounts {
  if (!counts) return crashed(`${runner} exited with code ${code} and wrote no report.`);
  if (code !== 0 && counts.failed === 0) {
    return addCounts(counts, crashed(`${runner} exited with code ${code}; see its output above.`));
  }
  return counts;
}

/** The `--reporter=json` output of Vitest (Jest's shape). */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string }[];
  }[];
}

export function readVitestReport(path: string): TestCounts | undefined {
  const report = readJson<VitestReport>(path);
  if (!report) return undefined;
  // A file that fails to load has status "failed" and no failed test inside: count it too.
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: brokenFiles.map((file) => `${file.name}: ${firstLine(file.message) ?? 'failed to run'}`),
  };
}

/** The `json` reporter output of Playwright. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
}

export function readPlaywrightReport(path: string): TestCounts | undefined {
  const report = readJson<PlaywrightReport>(path);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  const flakyNote = flaky > 0 ? [`${flaky} end-to-end test(s) passed only on retry (flaky)`] : [];
  // Global errors: global setup failing, a spec file that does not load, a worker crash.
  return {
    passed: expected + flaky,
    failed: unexpected + report.errors.length,
    skipped,
    notes: [
      ...flakyNote,
      ...report.errors.map((error) => `Playwright: ${firstLine(error.message) ?? 'error'}`),
    ],
  };
}

export function formatCounts(counts: TestCounts): string {
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

// eslint-disable-next-line no-control-regex -- terminal colour codes in runner messages
const ansiColour = /\u001b\[[0-9;]*m/g;

function firstLine(text: string | undefined): string | undefined {
  const lines = text?.replace(ansiColour, '').split('\n');
  return lines?.find((line) => line.trim())?.trim();
}
