// Usage: node orphan-guard.mjs <command> [args...]
//
// Runs the command and stops it when the process that started the guard goes away. Linux does not
// take children down with their parent and Node cannot ask it to (no prctl), so a launcher killed
// with SIGKILL would otherwise leave the emulator and the server holding their ports.
// Plain JavaScript on purpose: it starts with bare `node`, without a TypeScript loader.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const parentPid = process.ppid;
const FORCE_AFTER_MS = 15_000;

if (!command) {
  console.error('orphan-guard: no command given');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), FORCE_AFTER_MS).unref();
}

// The supervisor signals the guard only (not the group), so the child hears each signal once:
// the emulator treats a second SIGINT/SIGTERM as "exit now, skip the export".
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parentWatch = setInterval(() => {
  if (process.ppid !== parentPid) stop('SIGTERM');
}, 1000);

child.on('error', (error) => {
  console.error(`orphan-guard: cannot start ${command}: ${error.message}`);
  process.exit(127);
});

child.on('exit', (code, signal) => {
  clearInterval(parentWatch);
  if (signal) {
    // Report the same death to our parent as the child had.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
