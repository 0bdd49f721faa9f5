// `npm run dev`: the auth emulator, the server in watch mode (API on PORT, 8080 by default) and
// Vite's dev server for the web app (web/vite.config.ts proxies /3/ and /t/p/ to that server, under
// its BASE_PATH). Ctrl-C stops all three.
import { resolve } from 'node:path';
import { parseLauncherConfig, probeHost } from './lib/launcher-config.js';
import {
  STOP_GRACE_MS,
  StartupError,
  pickPort,
  requireFreeEmulatorPort,
  requireFreePort,
  requireInstalledTools,
  startAuthEmulator,
} from './lib/marquee-stack.js';
import { repoRoot } from './lib/repo-root.js';
import { describeExit, supervise } from './lib/supervise.js';
import type { Supervised } from './lib/supervise.js';
import { waitForHttp } from './lib/wait-for-http.js';

const children: Supervised[] = [];
let stopping = false;

async function main(): Promise<void> {
  // The server runs in the repo root; so do we, so that relative paths mean the same to both.
  process.chdir(repoRoot);
  const config = parseLauncherConfig(process.env, repoRoot);
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const cli = requireInstalledTools();
  const port = await pickPort(config.port, config.host);
  await requireFreePort(port, config.host, `(another Marquee?). Stop that process first.`);
  await requireFreeEmulatorPort();

  await startAuthEmulator({
    cli,
    dataDir: config.authDataDir,
    echo: config.verbose,
    onSpawn: (child) => children.push(child),
  });
  // Vite reads PORT too, for its proxy: a PORT=0 is resolved once, here, for both.
  const env = { ...config.serverEnv, PORT: String(port) };
  children.push(
    supervise({
      name: 'server',
      command: process.execPath,
      args: [resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/src/main.ts'],
      env,
      echo: true,
    }),
    supervise({
      name: 'web',
      command: process.execPath,
      args: [resolve(repoRoot, 'node_modules/vite/bin/vite.js')],
      cwd: resolve(repoRoot, 'web'),
      env,
      echo: true,
    }),
  );
  await waitForHttp(`http://${probeHost(config.host)}:${port}${config.basePath}healthz`, {
    timeoutMs: 120_000,
  });
  console.log('API and auth emulator ready; open the URL Vite printed above.');

  // In watch mode the server restarts itself on edits; only a dead watcher or Vite ends the run.
  const first = await Promise.race(
    children.map((child) => child.exited.then((exit) => ({ child, exit }))),
  );
  if (stopping) return;
  console.error(`[${first.child.name}] exited with ${describeExit(first.exit)}. Stopping.`);
  await stop(1);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => child.stop(STOP_GRACE_MS)));
  process.exit(code);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof StartupError) for (const line of error.details) console.error(`  ${line}`);
  await stop(1);
});
