// `npm run backup -- [file] [--force]`: a consistent copy of the library, taken while the server
// runs, where the server's own settings say the library is. See README, "Backups".
import { backupLibrary, defaultBackupFile, parseConfig } from '../server/src/testing.js';
import { describeBackupOutcome, parseBackupCommand } from './lib/backup-command.js';
import { repoRoot } from './lib/repo-root.js';

async function main(): Promise<void> {
  // npm runs us in the repo root; a file named on the command line is from where it was typed.
  const command = parseBackupCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  // The server runs in the repo root; so do we, so that relative settings mean the same to both.
  process.chdir(repoRoot);
  const settings = parseConfig(process.env).library;
  const file = command.file ?? defaultBackupFile(settings, new Date());
  const outcome = await backupLibrary(settings, file, { force: command.force, env: process.env });
  console.log(describeBackupOutcome('backup', outcome, repoRoot));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
