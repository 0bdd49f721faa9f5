import { isAbsolute, resolve } from 'node:path';
import {
  parseConfig,
  readSetting,
  type ListenConfig,
  StartupProblem,
} from '../../server/src/testing.js';
import { AUTH_EMULATOR_ADDRESS } from './auth-emulator.js';

export interface LauncherConfig extends ListenConfig {
  /** Exactly what the server is given; the settings above are read from it by the server's parser. */
  serverEnv: NodeJS.ProcessEnv;
  /** Absolute folder the auth emulator imports from and exports to. */
  authDataDir: string;
  /** As the server will resolve it (it runs in the repo root, as the launcher does). */
  catalogueDb: string;
  /** ALLOW_EMULATOR_ON_NETWORK_UNSAFE: the server listens beyond loopback anyway. */
  emulatorOnNetwork: boolean;
  /** Show the emulator's own output, not only on failure. */
  verbose: boolean;
}

/** The environment the launcher gives the server: the caller's, checking tokens with our emulator. */
export function launchedServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_ADDRESS };
}

/**
 * Reads the server's settings with the server's own parser, from the environment the server will
 * get, so both agree and a bad setting (or the emulator on a network address) fails before
 * anything starts.
 */
export function parseLauncherConfig(env: NodeJS.ProcessEnv, root: string): LauncherConfig {
  // The server would refuse our emulator too, but name the setting the user actually gave.
  if (readSetting(env, 'NODE_ENV') === 'production')
    throw new StartupProblem(
      'NODE_ENV=production: the launcher runs the embedded Auth Emulator, which production never trusts. ' +
        'In production, use a real Firebase project and run `node server/dist/main.js` (README, "Using a real Firebase project").',
    );
  const serverEnv = launchedServerEnv(env);
  const server = parseConfig(serverEnv);
  return {
    port: server.port,
    host: server.host,
    basePath: server.basePath,
    serverEnv,
    authDataDir: resolveFrom(root, readSetting(env, 'AUTH_DATA_DIR') ?? '.data/auth'),
    catalogueDb: server.dbPath,
    emulatorOnNetwork: server.auth.emulatorOnNetwork,
    verbose: server.logLevel === 'debug' || server.logLevel === 'trace',
  };
}

/** The host a browser on this machine should use to reach a server bound to `host`. */
export function browsableHost(host: string): string {
  if (host === '127.0.0.1' || host === '0.0.0.0' || host === '::' || host === '::1') {
    return 'localhost';
  }
  return host.includes(':') ? `[${host}]` : host;
}

/** The host this machine can always probe, even when the server listens on every interface. */
export function probeHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function resolveFrom(root: string, path: string): string {
  return isAbsolute(path) ? path : resolve(root, path);
}
