import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addCounts,
  crashed,
  formatCounts,
  noTests,
  readPlaywrightReport,
  readVitestReport,
  withExitCode,
} from './test-reports.js';

const dir = mkdtempSync(join(tmpdir(), 'marquee-test-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNumber = 0;
function reportFile(content: unknown): string {
  fileNumber += 1;
  const file = join(dir, `report-${fileNumber}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

// Trimmed from what Vitest 4's `--reporter=json` wrote for a run with a file that failed to load
// and a file with one test of each outcome.
const vitestReport = {
  numTotalTests: 4,
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  success: false,
  testResults: [
    {
      assertionResults: [],
      status: 'failed',
      message: '\u001b[31mcannot load\u001b[39m\nsecond line',
      name: '/repo/web/src/broken.test.ts',
    },
    {
      assertionResults: [
        { status: 'passed' },
        { status: 'failed' },
        { status: 'skipped' },
        { status: 'todo' },
      ],
      status: 'failed',
      message: '',
      name: '/repo/web/src/mixed.test.ts',
    },
  ],
};

describe('readVitestReport', () => {
  it('counts passed, failed and skipped tests, todo as skipped', () => {
    const counts = readVitestReport(reportFile({ ...vitestReport, testResults: [] }));
    expect(counts).toEqual({ passed: 1, failed: 1, skipped: 2, notes: [] });
  });

  it('counts a file that failed to load as a failure, with its first line and no colour codes', () => {
    const counts = readVitestReport(reportFile(vitestReport));
    expect(counts?.failed).toBe(2);
    expect(counts?.notes).toEqual(['/repo/web/src/broken.test.ts: cannot load']);
  });

  it('gives nothing for a missing report or one cut off mid-write (a crashed run)', () => {
    expect(readVitestReport(join(dir, 'never-written.json'))).toBeUndefined();
    expect(readVitestReport(reportFile('{"numPassedTests": 12, "testRes'))).toBeUndefined();
  });
});

describe('readPlaywrightReport', () => {
  const stats = { startTime: '2025-01-01T00:00:00Z', duration: 1000 };

  it('counts expected as passed, unexpected as failed, and skipped', () => {
    const file = reportFile({
      suites: [],
      errors: [],
      stats: { ...stats, expected: 40, unexpected: 2, flaky: 0, skipped: 1 },
    });
    expect(readPlaywrightReport(file)).toEqual({ passed: 40, failed: 2, skipped: 1, notes: [] });
  });

  it('counts a flaky test as passed and says so', () => {
    const file = reportFile({
      suites: [],
      errors: [],
      stats: { ...stats, expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
    });
    expect(readPlaywrightReport(file)).toEqual({
      passed: 4,
      failed: 0,
      skipped: 0,
      notes: ['1 end-to-end test(s) passed only on retry (flaky)'],
    });
  });

  it('counts each global error (setup failed, a spec that does not load) as a failure', () => {
    const file = reportFile({
      suites: [],
      errors: [{ message: '\n\u001b[31mError: global setup failed\u001b[39m\n    at setup.ts:1' }],
      stats: { ...stats, expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
    });
    expect(readPlaywrightReport(file)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: ['Playwright: Error: global setup failed'],
    });
  });

  it('gives nothing for a missing or truncated report', () => {
    expect(readPlaywrightReport(join(dir, 'missing.json'))).toBeUndefined();
    expect(readPlaywrightReport(reportFile('{"stats": {"expected": 3'))).toBeUndefined();
  });
});

describe('withExitCode', () => {
  const clean = { passed: 5, failed: 0, skipped: 0, notes: [] };

  it('keeps the report when the runner exited 0', () => {
    expect(withExitCode('Vitest', clean, 0)).toEqual(clean);
  });

  it('adds a failure when the runner exited non-zero with nothing failed in its report', () => {
    expect(withExitCode('Vitest', clean, 1)).toEqual({
      passed: 5,
      failed: 1,
      skipped: 0,
      notes: ['Vitest exited with code 1; see its output above.'],
    });
  });

  it('does not count a failure twice when the report already has it', () => {
    const failing = { ...clean, failed: 2 };
    expect(withExitCode('Vitest', failing, 1)).toEqual(failing);
  });

  it('counts a runner that wrote no report as one failure', () => {
    expect(withExitCode('Playwright', undefined, 137)).toEqual(
      crashed('Playwright exited with code 137 and wrote no report.'),
    );
  });
});

describe('counting', () => {
  it('adds counts and keeps every note in order', () => {
    const a = { passed: 3, failed: 1, skipped: 2, notes: ['a'] };
    const b = { passed: 4, failed: 0, skipped: 1, notes: ['b'] };
    expect(addCounts(addCounts(noTests, a), b)).toEqual({
      passed: 7,
      failed: 1,
      skipped: 3,
      notes: ['a', 'b'],
    });
  });

  it('formats counts as the closing line CI reads, skipped only when there are some', () => {
    expect(formatCounts({ passed: 7, failed: 1, skipped: 0, notes: [] })).toBe(
      '7 passed, 1 failed',
    );
    expect(formatCounts({ passed: 7, failed: 0, skipped: 3, notes: [] })).toBe(
      '7 passed, 0 failed, 3 skipped',
    );
  });
});
