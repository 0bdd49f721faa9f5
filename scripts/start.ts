// `npm start`: build what is stale, then run the auth emulator and the Marquee server as one
// process tree that Ctrl-C stops cleanly. See docs/architecture.md.
import { relative } from 'node:path';
import { exportAuthData } from './lib/auth-emulator.js';
import { BuildError, buildIfStale } from './lib/build-if-stale.js';
import { browsableHost, parseLauncherConfig, probeHost } from './lib/launcher-config.js';
import {
  STOP_GRACE_MS,
  StartupError,
  pickPort,
  requireFreeEmulatorPort,
  requireFreePort,
  requireInstalledTools,
  startAuthEmulator,
  startMarqueeServer,
} from './lib/marquee-stack.js';
import { repoRoot } from './lib/repo-root.js';
import { readyBanner } from './lib/start-banner.js';
import { describeExit } from './lib/supervise.js';
import type { Supervised } from './lib/supervise.js';

const EXPORT_EVERY_MS = 60_000;

const children: Supervised[] = [];
let shuttingDown = false;
let firstSignalAt = 0;
// One Ctrl-C reaches us up to three times (from the terminal, then relayed by npm and tsx).
const REPEAT_SIGNAL_MS = 1500;

async function main(): Promise<void> {
  // The server runs in the repo root; so do we, so that relative paths mean the same to both.
  process.chdir(repoRoot);
  // Every setting is checked here, by the server's own parser, before anything starts.
  const config = parseLauncherConfig(process.env, repoRoot);
  process.on('SIGINT', () => void shutDown('SIGINT'));
  process.on('SIGTERM', () => void shutDown('SIGTERM'));

  const cli = requireInstalledTools();
  const port = await pickPort(config.port, config.host);
  await requireFreePort(
    port,
    config.host,
    `(another Marquee?). Stop that process or set PORT=${port + 1} (or PORT=0 for any free port).`,
  );
  await requireFreeEmulatorPort();
  await buildIfStale((line) => console.log(line));
  if (shuttingDown) return;

  console.log('Starting the auth emulator...');
  await startAuthEmulator({
    cli,
    dataDir: config.authDataDir,
    echo: config.verbose,
    onSpawn: (child) => children.push(child),
  });
  if (shuttingDown) return;

  console.log('Starting the Marquee server...');
  await startMarqueeServer({
    env: { ...config.serverEnv, PORT: String(port) },
    healthUrl: `http://${probeHost(config.host)}:${port}${config.basePath}healthz`,
    echo: true,
    onSpawn: (child) => children.push(child),
  });
  if (shuttingDown) return;

  const banner = readyBanner({
    url: `http://${browsableHost(config.host)}:${port}${config.basePath}`,
    authDataDir: shortPath(config.authDataDir),
    catalogueDb: shortPath(config.catalogueDb),
    emulatorOnNetwork: config.emulatorOnNetwork,
  });
  for (const line of banner) console.log(line);

  // The emulator only writes its accounts on a clean exit; this bounds the loss if we are killed.
  const exportTimer = setInterval(() => {
    exportAuthData(config.authDataDir).catch((error: Error) => {
      console.warn(
        `Could not save the accounts to ${shortPath(config.authDataDir)}: ${error.message}`,
      );
    });
  }, EXPORT_EVERY_MS);

  const first = await Promise.race(
    children.map((child) => child.exited.then((exit) => ({ child, exit }))),
  );
  clearInterval(exportTimer);
  if (shuttingDown) return;
  shuttingDown = true;
  reportUnexpectedExit(first.child, describeExit(first.exit));
  await stopAll();
  process.exit(1);
}

function reportUnexpectedExit(child: Supervised, how: string): void {
  const label = child.name === 'auth' ? 'The auth emulator' : 'The Marquee server';
  console.error(`${label} [${child.name}] exited unexpectedly with ${how}. Stopping everything.`);
  printTail(child.tail());
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) {
    if (Date.now() - firstSignalAt < REPEAT_SIGNAL_MS) return;
    // A second Ctrl-C: the user does not want to wait for the export.
    console.log('Stopping now.');
    for (const child of children) child.kill();
    process.exit(130);
  }
  shuttingDown = true;
  firstSignalAt = Date.now();
  console.log(`\nReceived ${signal}, stopping (the emulator saves the accounts first)...`);
  await stopAll();
  console.log('Stopped.');
  process.exit(0);
}

async function stopAll(): Promise<void> {
  await Promise.all(children.map((child) => child.stop(STOP_GRACE_MS)));
}

function printTail(lines: string[]): void {
  if (lines.length === 0) return;
  console.error('Its last output:');
  for (const line of lines) console.error(`  ${line}`);
}

function shortPath(path: string): string {
  const fromRoot = relative(repoRoot, path);
  return fromRoot.startsWith('..') ? path : fromRoot;
}

main().catch(async (error: unknown) => {
  if (shuttingDown) return;
  shuttingDown = true;
  if (error instanceof StartupError) {
    console.error(error.message);
    printTail(error.details);
  } else if (error instanceof BuildError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  await stopAll();
  process.exit(1);
});
