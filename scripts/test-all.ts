// `npm test`: every test, in order, then one honest total.
//   npm test                 unit tests, build if stale, end-to-end tests
//   npm test -- --unit-only  Vitest only
//   npm test -- --e2e-only   build if stale, then Playwright only
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError, buildIfStale } from './lib/build-if-stale.js';
import { repoRoot } from './lib/repo-root.js';
import {
  addCounts,
  crashed,
  formatCounts,
  noTests,
  readPlaywrightReport,
  readVitestReport,
} from './lib/test-reports.js';
import type { TestCounts } from './lib/test-reports.js';

const resultsDir = join(repoRoot, '.test-results');
const vitestReport = join(resultsDir, 'vitest.json');
const playwrightReport = join(resultsDir, 'playwright.json');

interface Step {
  name: string;
  run: () => Promise<TestCounts>;
}

async function runUnitTests(): Promise<TestCounts> {
  const code = await run(process.execPath, [
    join(repoRoot, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  return withExitCode('Vitest', readVitestReport(vitestReport), code);
}

async function buildStale(): Promise<TestCounts> {
  try {
    await buildIfStale((line) => console.log(line));
    return noTests;
  } catch (error) {
    if (error instanceof BuildError) return crashed(error.message);
    throw error;
  }
}

async function runEndToEndTests(): Promise<TestCounts> {
  const code = await run(
    process.execPath,
    [join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
  return withExitCode('Playwright', readPlaywrightReport(playwrightReport), code);
}

// The benchmark smoke test: the API bench against Marquee and json-server, 1 s runs; one test.
async function runBenchSmoke(): Promise<TestCounts> {
  const code = await run(process.execPath, [
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'bench/run-bench.ts'),
    '--smoke',
  ]);
  return code === 0
    ? { ...noTests, passed: 1 }
    : crashed(`bench --smoke exited with code ${code}.`);
}

// The load test, short: 100 connections for 5 s after its warm-up, zero errors, all 200; one test.
async function runLoadTest(): Promise<TestCounts> {
  const code = await run(process.execPath, [
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'scripts/load-test.ts'),
    '--duration',
    '5',
    '--connections',
    '100',
  ]);
  return code === 0
    ? { ...noTests, passed: 1 }
    : crashed(`the load test exited with code ${code}.`);
}

function stepsFor(args: string[]): Step[] {
  const unit: Step = { name: 'Unit tests (Vitest)', run: runUnitTests };
  const build: Step = { name: 'Build (if stale)', run: buildStale };
  const e2e: Step = { name: 'End-to-end tests (Playwright)', run: runEndToEndTests };
  const benchSmoke: Step = { name: 'Benchmark smoke (bench --smoke)', run: runBenchSmoke };
  const loadTest: Step = { name: 'Load test (short)', run: runLoadTest };
  if (args.includes('--unit-only')) return [unit];
  if (args.includes('--e2e-only')) return [build, e2e];
  return [unit, build, e2e, benchSmoke, loadTest];
}

/** A runner that exits non-zero with nothing failed in its report still failed. */
function withExitCode(runner: string, counts: TestCounts | undefined, code: number): TestCounts {
  if (!counts) return crashed(`${runner} exited with code ${code} and wrote no report.`);
  if (code !== 0 && counts.failed === 0) {
    return addCounts(counts, crashed(`${runner} exited with code ${code}; see its output above.`));
  }
  return counts;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--unit-only' && arg !== '--e2e-only');
  if (unknown.length > 0 || args.length > 1) {
    console.error(
      `Unknown option ${unknown.join(' ') || args.join(' ')}. Use --unit-only or --e2e-only.`,
    );
    process.exit(2);
  }
  rmSync(vitestReport, { force: true });
  rmSync(playwrightReport, { force: true });
  mkdirSync(resultsDir, { recursive: true });

  const results: { name: string; counts: TestCounts }[] = [];
  for (const step of stepsFor(args)) {
    console.log(`\n=== ${step.name} ===`);
    const counts = await step.run();
    results.push({ name: step.name, counts });
    // End-to-end tests against a stale or missing build would only report noise.
    if (step.run === buildStale && counts.failed > 0) {
      results.push({
        name: 'End-to-end tests (Playwright)',
        counts: { ...noTests, notes: ['not run: the build failed'] },
      });
      break;
    }
  }

  console.log('\n=== Summary ===');
  let total = noTests;
  for (const { name, counts } of results) {
    if (name.startsWith('Build') && counts.failed === 0) continue;
    console.log(`${name}: ${formatCounts(counts)}`);
    for (const note of counts.notes) console.log(`  - ${note}`);
    total = addCounts(total, counts);
  }
  console.log(formatCounts(total));
  process.exit(total.failed > 0 ? 1 : 0);
}

function run(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
