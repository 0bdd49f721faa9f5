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
  /** Set when a TMDB key or token is given: /3 and /t/p come from TMDB through a cache instead of the catalogue. */
  upstream: UpstreamConfig | undefined;
}

export type ImageMode = 'redirect' | 'proxy';

export interface UpstreamConfig {
  /** A v3 key goes out as api_key; a v4 read access token as a bearer header. */
  credential: { kind: 'api-key' | 'bearer'; value: string };
  /** Without a trailing slash, e.g. https://api.themoviedb.org. */
  apiUrl: string;
  imageUrl: string;
  images: ImageMode;
  cacheDbPath: string;
  timeoutMs: number;
  cacheMaxBytes: number;
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

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function serviceUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const text = nonEmpty(env[name]) ?? fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail(name, `"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(name, `"${text}" must be an http or https URL`);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') fail(name, `"${text}" must be a plain origin or path`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) fail(name, `"${text}" is not a positive whole number`);
  return Number(text);
}

export function parseUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig | undefined {
  const token = nonEmpty(env.TMDB_READ_ACCESS_TOKEN);
  const key = nonEmpty(env.TMDB_API_KEY);
  if (token === undefined && key === undefined) return undefined;
  // The token travels in a header, which TMDB and proxies keep out of their access logs; the key rides in the URL.
  const credential = token !== undefined ? { kind: 'bearer' as const, value: token } : { kind: 'api-key' as const, value: key as string };
  if (/\s/.test(credential.value)) fail(credential.kind === 'bearer' ? 'TMDB_READ_ACCESS_TOKEN' : 'TMDB_API_KEY', 'must not contain spaces');
  const images = nonEmpty(env.TMDB_IMAGES) ?? 'proxy';
  if (images !== 'proxy' && images !== 'redirect') fail('TMDB_IMAGES', `"${images}" is not one of proxy, redirect`);
  const cacheDb = nonEmpty(env.TMDB_CACHE_DB) ?? '.data/tmdb-cache.sqlite';
  return {
    credential,
    apiUrl: serviceUrl(env, 'TMDB_API_URL', 'https://api.themoviedb.org'),
    imageUrl: serviceUrl(env, 'TMDB_IMAGE_URL', 'https://image.tmdb.org'),
    images,
    cacheDbPath: path.resolve(cacheDb),
    timeoutMs: positiveInteger(env, 'TMDB_TIMEOUT_MS', 10_000),
    cacheMaxBytes: positiveInteger(env, 'TMDB_CACHE_MAX_MB', 200) * 1024 * 1024,
  };
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
    upstream: parseUpstreamConfig(env),
  };
}

export function webDistExists(config: ServerConfig): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
