// `npm test`: every test, in order, then one honest total. First it makes sure the machine has what
// the tests need beyond node_modules (scripts/lib/test-machine-plan.ts), installing it with apt.
//   npm test                 unit tests, build if stale, end-to-end tests, then the environment checks
//   npm test -- --unit-only  Vitest only
//   npm test -- --e2e-only   build if stale, then Playwright only
// The environment checks (the bench smoke and a short load run) are not tests of Marquee: they are
// reported on a line of their own and never counted, but a failed one still fails the run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError, buildIfStale } from './lib/build-if-stale.js';
import { SHORT_LOAD_RUN_ARGS } from './lib/load-options.js';
import { repoRoot } from './lib/repo-root.js';
import { prepareTestMachine } from './lib/test-machine-setup.js';
import {
  crashed,
  readPlaywrightReport,
  readVitestReport,
  withExitCode,
  type TestCounts,
} from './lib/test-reports.js';
import { summarise, type EnvironmentCheck, type TestStepResult } from './lib/test-summary.js';
import type { TestMode } from './lib/test-machine-plan.js';

const resultsDir = join(repoRoot, '.test-results');
const vitestReport = join(resultsDir, 'vitest.json');
const playwrightReport = join(resultsDir, 'playwright.json');
const tsx = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

type Mode = TestMode;

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

/** Undefined when the build is fresh or was rebuilt; otherwise what went wrong. */
async function buildStale(): Promise<string | undefined> {
  try {
    await buildIfStale((line) => console.log(line));
    return undefined;
  } catch (error) {
    if (error instanceof BuildError) return error.message;
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

// The API bench against Marquee and json-server in 1 s runs: proves the harness still works.
async function runBenchSmoke(): Promise<EnvironmentCheck> {
  const code = await run(process.execPath, [tsx, join(repoRoot, 'bench/run-bench.ts'), '--smoke']);
  return code === 0
    ? { name: 'bench smoke', ok: true }
    : { name: 'bench smoke', ok: false, problem: `bench --smoke exited with code ${code}` };
}

// 100 connections for 5 s: every answer a 200, no error. The memory gate is `npm run test:load`'s.
async function runShortLoad(): Promise<EnvironmentCheck> {
  const code = await run(process.execPath, [
    tsx,
    join(repoRoot, 'scripts/load-test.ts'),
    ...SHORT_LOAD_RUN_ARGS,
  ]);
  return code === 0
    ? { name: 'load run', ok: true }
    : { name: 'load run', ok: false, problem: `the load test exited with code ${code}` };
}

async function section<T>(title: string, step: () => Promise<T>): Promise<T> {
  console.log(`\n=== ${title} ===`);
  return step();
}

async function runAll(
  mode: Mode,
): Promise<{ steps: TestStepResult[]; checks: EnvironmentCheck[] }> {
  const steps: TestStepResult[] = [];
  const checks: EnvironmentCheck[] = [];
  if (mode !== 'e2e-only')
    steps.push({
      name: 'Unit tests (Vitest)',
      counts: await section('Unit tests (Vitest)', runUnitTests),
    });
  if (mode === 'unit-only') return { steps, checks };

  // End-to-end tests and the checks against a stale or missing build would only report noise.
  const buildProblem = await section('Build (if stale)', buildStale);
  const e2e = 'End-to-end tests (Playwright)';
  if (buildProblem !== undefined) {
    steps.push({ name: e2e, counts: crashed(`not run: the build failed. ${buildProblem}`) });
    if (mode === 'all')
      for (const name of ['bench smoke', 'load run'])
        checks.push({ name, ok: false, problem: 'not run: the build failed' });
    return { steps, checks };
  }
  steps.push({ name: e2e, counts: await section(e2e, runEndToEndTests) });
  if (mode === 'all') {
    checks.push(await section('Environment check: benchmark smoke (bench --smoke)', runBenchSmoke));
    checks.push(await section('Environment check: short load run', runShortLoad));
  }
  return { steps, checks };
}

function parseMode(args: string[]): Mode {
  if (args.length === 0) return 'all';
  const [only] = args;
  if (args.length === 1 && (only === '--unit-only' || only === '--e2e-only'))
    return only === '--unit-only' ? 'unit-only' : 'e2e-only';
  console.error(`Unknown option ${args.join(' ')}. Use --unit-only or --e2e-only.`);
  process.exit(2);
}

async function main(): Promise<void> {
  const mode = parseMode(process.argv.slice(2));
  // Chromium and PostgreSQL come from the system, not npm: installed here when missing and allowed.
  const machineProblem = prepareTestMachine(mode);
  if (machineProblem !== undefined) {
    console.error(machineProblem);
    process.exit(1);
  }
  rmSync(vitestReport, { force: true });
  rmSync(playwrightReport, { force: true });
  mkdirSync(resultsDir, { recursive: true });

  const { steps, checks } = await runAll(mode);
  const summary = summarise(steps, checks);
  console.log('\n=== Summary ===');
  for (const line of summary.lines) console.log(line);
  process.exit(summary.exitCode);
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
