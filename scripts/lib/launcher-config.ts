import { isAbsolute, resolve } from 'node:path';

export interface LauncherConfig {
  port: number;
  host: string;
  basePath: string;
  /** Absolute folder the auth emulator imports from and exports to. */
  authDataDir: string;
  /** As the server will resolve it (relative to the repo root, its cwd). */
  catalogueDb: string;
  /** Show the emulator's own output, not only on failure. */
  verbose: boolean;
}

export function parseLauncherConfig(env: NodeJS.ProcessEnv, root: string): LauncherConfig {
  return {
    port: parsePort(env.PORT, 'PORT', 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    basePath: normaliseBasePath(env.BASE_PATH ?? '/'),
    authDataDir: resolveFrom(root, env.AUTH_DATA_DIR?.trim() || '.data/auth'),
    catalogueDb: resolveFrom(root, env.CATALOGUE_DB?.trim() || '.data/catalogue.sqlite'),
    verbose: env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace',
  };
}

export function parsePort(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${value}".`);
  }
  return port;
}

/** The same rule as the server's config: always starts and ends with "/". */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
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
