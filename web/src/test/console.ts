import { format } from 'node:util';

/*
 * Every console.error and console.warn during a test is either declared by the test or fails it:
 * a 404 from a route nobody stubbed, a React act() warning or an error boundary's log is a finding,
 * not noise. setup.ts installs the guard and checks it after each test.
 */

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: number;
}

const expectations: Expectation[] = [];
const unexpected: string[] = [];

// Enough to recognise the message and where it came from without flooding the report.
const maxQuotedLength = 1500;

/**
 * Declares that this test logs a console.error matching `pattern` (tested against the message as
 * the console would print it). Matching errors are kept off the output; if none comes, the test fails.
 */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: 0 });
}

function record(level: Level, args: unknown[]): void {
  const text = format(...args);
  // search() ignores a /g pattern's lastIndex, so a pattern matches the same way every time.
  const expectation = expectations.find(
    (candidate) => candidate.level === level && text.search(candidate.pattern) !== -1,
  );
  if (expectation) expectation.seen += 1;
  else unexpected.push(`console.${level}: ${text.slice(0, maxQuotedLength)}`);
}

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => record('error', args);
  console.warn = (...args: unknown[]) => record('warn', args);
}

/**
 * Throws when the test logged what it did not declare or did not log what it declared, then
 * forgets both, so the next test starts afresh.
 */
export function verifyConsole(): void {
  const problems = [
    ...unexpected,
    ...expectations
      .filter((expectation) => expectation.seen === 0)
      .map(
        (expectation) =>
          `expected a console.${expectation.level} matching ${String(expectation.pattern)}, but none was logged`,
      ),
  ];
  expectations.length = 0;
  unexpected.length = 0;
  if (problems.length > 0) {
    throw new Error(
      `The test's console output was not what it declared (see expectConsoleError):\n\n${problems.join('\n\n')}`,
    );
  }
}
