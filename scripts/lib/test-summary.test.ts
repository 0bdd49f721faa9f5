import { describe, expect, it } from 'vitest';
import { crashed } from './test-reports.js';
import { summarise } from './test-summary.js';

const unit = {
  name: 'Unit tests (Vitest)',
  counts: { passed: 450, failed: 0, skipped: 2, notes: [] },
};
const e2e = {
  name: 'End-to-end tests (Playwright)',
  counts: { passed: 40, failed: 0, skipped: 0, notes: [] },
};
const benchOk = { name: 'bench smoke', ok: true };
const loadOk = { name: 'load run', ok: true };

describe('summarise', () => {
  it('counts only real tests: the environment checks get a line of their own', () => {
    const summary = summarise([unit, e2e], [benchOk, loadOk]);
    expect(summary.lines).toEqual([
      'Unit tests (Vitest): 450 passed, 0 failed, 2 skipped',
      'End-to-end tests (Playwright): 40 passed, 0 failed',
      'Environment checks: bench smoke ok, load run ok',
      '490 passed, 0 failed, 2 skipped',
    ]);
    expect(summary.exitCode).toBe(0);
  });

  it('fails the run on a failed check, says why, and still ends with the counts line', () => {
    const summary = summarise(
      [unit, e2e],
      [benchOk, { name: 'load run', ok: false, problem: 'the load test exited with code 1' }],
    );
    expect(summary.exitCode).toBe(1);
    expect(summary.lines).toContain('Environment checks: bench smoke ok, load run FAILED');
    expect(summary.lines).toContain('  - load run: the load test exited with code 1');
    expect(summary.lines.some((line) => /environment check failed/i.test(line))).toBe(true);
    expect(summary.lines.at(-1)).toBe('490 passed, 0 failed, 2 skipped');
  });

  it('fails the run on a failed test and lists its notes under its step', () => {
    const broken = { name: unit.name, counts: crashed('Vitest exited with code 1.') };
    const summary = summarise([broken, e2e], [benchOk, loadOk]);
    expect(summary.exitCode).toBe(1);
    expect(summary.lines).toEqual([
      'Unit tests (Vitest): 0 passed, 1 failed',
      '  - Vitest exited with code 1.',
      'End-to-end tests (Playwright): 40 passed, 0 failed',
      'Environment checks: bench smoke ok, load run ok',
      '40 passed, 1 failed',
    ]);
  });

  it('leaves out the checks line when no check ran (--unit-only, --e2e-only)', () => {
    const summary = summarise([unit], []);
    expect(summary.lines).toEqual([
      'Unit tests (Vitest): 450 passed, 0 failed, 2 skipped',
      '450 passed, 0 failed, 2 skipped',
    ]);
  });

  it('names checks that did not run', () => {
    const summary = summarise(
      [unit],
      [{ name: 'bench smoke', ok: false, problem: 'not run: the build failed' }],
    );
    expect(summary.lines).toContain('Environment checks: bench smoke FAILED');
    expect(summary.lines).toContain('  - bench smoke: not run: the build failed');
    expect(summary.exitCode).toBe(1);
  });
});
