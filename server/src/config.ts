import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** Always starts and ends with "/". */
  basePath: string;
  dbPath: string;
  seed: string;
  /** Undefined means no key is required. */
  apiKey: string | undefined;
  webDist: string;
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function normaliseBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

// The repo's web/dist, found from this file's place (src/ under tsx, dist/ once built).
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'dist');
}

export function parseConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) fail('PORT', `"${portText}" is not a port number`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  const basePathText = env.BASE_PATH ?? '/';
  if (/[?#\s]/.test(basePathText)) fail('BASE_PATH', `"${basePathText}" must be a plain path`);
  const dbPath = env.CATALOGUE_DB ?? '.data/catalogue.sqlite';
  if (dbPath.trim() === '') fail('CATALOGUE_DB', 'must not be empty');
  const seed = env.CATALOGUE_SEED ?? 'marquee';
  if (seed === '') fail('CATALOGUE_SEED', 'must not be empty');
  const apiKey = env.CATALOGUE_API_KEY === undefined || env.CATALOGUE_API_KEY === '' ? undefined : env.CATALOGUE_API_KEY;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    basePath: normaliseBasePath(basePathText),
    dbPath: path.resolve(dbPath),
    seed,
    apiKey,
    webDist: path.resolve(env.WEB_DIST ?? defaultWebDist()),
    logLevel,
  };
}

export function webDistExists(config: ServerConfig): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
