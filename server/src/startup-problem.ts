/**
 * A problem the operator can fix before the server can start (a bad setting, a corrupt data file).
 * main.ts prints its message as it is, without a stack trace, and exits non-zero.
 */
export class StartupProblem extends Error {
  override readonly name = 'StartupProblem';
}
