/**
 * Why a backup or restore was refused or failed, in one line the operator can act on. The command
 * line prints its message as it is, without a stack trace, and exits non-zero.
 */
export class BackupProblem extends Error {
  override readonly name = 'BackupProblem';
}
