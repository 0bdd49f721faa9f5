import { addCounts, formatCounts, noTests, type TestCounts } from './test-reports.js';

/** A run of real tests (Vitest, Playwright): its counts make up the closing line. */
export interface TestStepResult {
  name: string;
  counts: TestCounts;
}

/**
 * A check that the environment holds up (the bench smoke, the short load run). It is not a test of
 * Marquee's behaviour, so it never adds to the counts; a failed one still fails the run.
 */
export interface EnvironmentCheck {
  name: string;
  ok: boolean;
  problem?: string;
}

export interface Summary {
  lines: string[];
  exitCode: number;
}

/** The summary `npm test` prints; its last line is `N passed, N failed`, which CI reads. */
export function summarise(steps: TestStepResult[], checks: EnvironmentCheck[]): Summary {
  const lines: string[] = [];
  let total = noTests;
  for (const { name, counts } of steps) {
    lines.push(`${name}: ${formatCounts(counts)}`);
    for (const note of counts.notes) lines.push(`  - ${note}`);
    total = addCounts(total, counts);
  }
  const failedChecks = checks.filter((check) => !check.ok);
  if (checks.length > 0) {
    const states = checks.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'}`);
    lines.push(`Environment checks: ${states.join(', ')}`);
    for (const check of failedChecks)
      lines.push(`  - ${check.name}: ${check.problem ?? 'see its output above'}`);
  }
  if (failedChecks.length > 0)
    lines.push('An environment check failed (not counted as a test): the run fails.');
  lines.push(formatCounts(total));
  return { lines, exitCode: total.failed > 0 || failedChecks.length > 0 ? 1 : 0 };
}
