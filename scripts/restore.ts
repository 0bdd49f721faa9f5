// `npm run restore -- <file> [--force]`: brings a backup back as the library the server's settings
// name. Stop the server first. See README, "Backups".
import { parseConfig, restoreLibrary } from '../server/src/testing.js';
import { describeBackupOutcome, parseRestoreCommand } from './lib/backup-command.js';
import { repoRoot } from './lib/repo-root.js';

async function main(): Promise<void> {
  // npm runs us in the repo root; a file named on the command line is from where it was typed.
  const command = parseRestoreCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  // The server runs in the repo root; so do we, so that relative settings mean the same to both.
  process.chdir(repoRoot);
  const settings = parseConfig(process.env).library;
  const outcome = await restoreLibrary(settings, command.file, {
    force: command.force,
    env: process.env,
  });
  console.log(describeBackupOutcome('restore', outcome, repoRoot));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
