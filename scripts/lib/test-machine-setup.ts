import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findPostgresPrograms } from '../../server/src/testing.js';
import {
  planTestMachineSetup,
  type MachineFacts,
  type SetupPlan,
  type TestMode,
} from './test-machine-plan.js';

const FONT_FOLDERS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder !== '' && existsSync(path.join(folder, program)));
}

/** Where the library tests' cluster finds initdb and pg_ctl, or nowhere. */
function postgresProgramsFound(): boolean {
  try {
    findPostgresPrograms();
    return true;
  } catch {
    return false;
  }
}

export function readMachineFacts(env: NodeJS.ProcessEnv = process.env): MachineFacts {
  const chromePath = env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  const runningAsRoot = process.getuid?.() === 0;
  return {
    chromePath,
    chromeFound: existsSync(chromePath),
    fontsFound: FONT_FOLDERS.every((folder) => existsSync(folder)),
    postgresProgramsFound: postgresProgramsFound(),
    postgresUserFound: succeeds('id', ['-u', 'postgres']),
    runningAsRoot,
    passwordlessSudo: !runningAsRoot && onPath('sudo') && succeeds('sudo', ['-n', 'true']),
    aptFound: onPath('apt-get'),
  };
}

/**
 * Makes the machine ready for `mode` before any test starts: installs what is missing with apt
 * when it may, else says what to run. Returns the problem that stops the run, if any.
 */
export function prepareTestMachine(mode: TestMode): string | undefined {
  const plan: SetupPlan = planTestMachineSetup(readMachineFacts(), mode);
  if (plan.kind === 'ready') return undefined;
  if (plan.kind === 'stop') return plan.message;
  console.log(plan.announcement);
  for (const command of plan.commands) {
    const [program = '', ...args] = command;
    // apt's own lines (and debconf's notes on stderr) are shown only when it fails.
    const result = spawnSync(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      return (
        `${result.stdout ?? ''}${result.stderr ?? ''}\n` +
        `${command.join(' ')} failed (exit ${result.status ?? result.signal}); run it yourself, then npm test again.`
      );
  }
  // Installed is not the same as found: a CHROME_PATH elsewhere is still missing, say.
  const after = planTestMachineSetup(readMachineFacts(), mode);
  return after.kind === 'ready'
    ? undefined
    : `apt installed its packages, but npm test still lacks what it needs: ${after.kind === 'stop' ? after.message : after.announcement}`;
}
