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
  auth: AuthConfig;
  security: SecurityConfig;
}

export interface AuthConfig {
  /** AUTH_REQUIRED: the members-only API routes need a verified Firebase ID token. */
  required: boolean;
  projectId: string;
  /** host:port of the Firebase Auth Emulator; undefined means real tokens, checked against Google's keys. */
  emulatorHost: string | undefined;
}

export interface SecurityConfig {
  /** Origins the browser may talk to for sign-in (the CSP's connect-src). */
  identityOrigins: string[];
  /** Per client IP; 0 turns rate limiting off. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  /** Fastify's trustProxy: false, true (any proxy) or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  requestTimeoutMs: number;
}

export const GOOGLE_IDENTITY_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(name, `"${text}" must be an http or https URL`);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    fail(name, `"${text}" must be a plain origin or path`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    fail(name, `"${text}" is not a positive whole number`);
  return Number(text);
}

export function parseUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig | undefined {
  const token = nonEmpty(env.TMDB_READ_ACCESS_TOKEN);
  const key = nonEmpty(env.TMDB_API_KEY);
  if (token === undefined && key === undefined) return undefined;
  // The token travels in a header, which TMDB and proxies keep out of their access logs; the key rides in the URL.
  const credential =
    token !== undefined
      ? { kind: 'bearer' as const, value: token }
      : { kind: 'api-key' as const, value: key as string };
  if (/\s/.test(credential.value))
    fail(
      credential.kind === 'bearer' ? 'TMDB_READ_ACCESS_TOKEN' : 'TMDB_API_KEY',
      'must not contain spaces',
    );
  const images = nonEmpty(env.TMDB_IMAGES) ?? 'proxy';
  if (images !== 'proxy' && images !== 'redirect')
    fail('TMDB_IMAGES', `"${images}" is not one of proxy, redirect`);
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

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) fail(name, `"${text}" is not a whole number`);
  return Number(text);
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = nonEmpty(env[name])?.toLowerCase();
  if (text === undefined) return fallback;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  return fail(name, `"${text}" is not true or false`);
}

export function parseAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const projectId = nonEmpty(env.FIREBASE_PROJECT_ID) ?? 'demo-marquee';
  if (!/^[a-z0-9-]{4,40}$/.test(projectId))
    fail('FIREBASE_PROJECT_ID', `"${projectId}" is not a Firebase project id`);
  const emulatorHost = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST);
  // The emulator accepts unsigned tokens: anyone could mint one, so production must never trust it.
  if (emulatorHost !== undefined && env.NODE_ENV === 'production') {
    fail(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set when NODE_ENV=production (the emulator accepts unsigned tokens)',
    );
  }
  if (emulatorHost !== undefined && !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost))
    fail('FIREBASE_AUTH_EMULATOR_HOST', `"${emulatorHost}" is not host:port`);
  return { required: flag(env, 'AUTH_REQUIRED', true), projectId, emulatorHost };
}

function parseTrustProxy(env: NodeJS.ProcessEnv): SecurityConfig['trustProxy'] {
  const text = nonEmpty(env.TRUST_PROXY);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (addresses.some((address) => !/^[0-9A-Fa-f.:/]+$/.test(address)))
    fail('TRUST_PROXY', `"${text}" is not true, false or a list of proxy addresses`);
  return addresses;
}

function parseIdentityOrigins(env: NodeJS.ProcessEnv, auth: AuthConfig): string[] {
  const text = nonEmpty(env.IDENTITY_ORIGINS);
  if (text === undefined)
    return auth.emulatorHost !== undefined
      ? [`http://${auth.emulatorHost}`]
      : GOOGLE_IDENTITY_ORIGINS;
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        fail('IDENTITY_ORIGINS', `"${origin}" is not a URL`);
      }
      if (
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.pathname !== '/' ||
        url.search !== '' ||
        url.hash !== ''
      )
        fail('IDENTITY_ORIGINS', `"${origin}" is not a plain origin`);
      return url.origin;
    });
}

export function parseSecurityConfig(env: NodeJS.ProcessEnv, auth: AuthConfig): SecurityConfig {
  const rateLimitPerSecond = wholeNumber(env, 'RATE_LIMIT_PER_SECOND', 50);
  return {
    identityOrigins: parseIdentityOrigins(env, auth),
    rateLimitPerSecond,
    rateLimitBurst: wholeNumber(env, 'RATE_LIMIT_BURST', rateLimitPerSecond * 2),
    trustProxy: parseTrustProxy(env),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000),
  };
}

export function parseConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535)
    fail('PORT', `"${portText}" is not a port number`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    fail('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  const basePathText = env.BASE_PATH ?? '/';
  if (/[?#\s]/.test(basePathText)) fail('BASE_PATH', `"${basePathText}" must be a plain path`);
  const dbPath = env.CATALOGUE_DB ?? '.data/catalogue.sqlite';
  if (dbPath.trim() === '') fail('CATALOGUE_DB', 'must not be empty');
  const seed = env.CATALOGUE_SEED ?? 'marquee';
  if (seed === '') fail('CATALOGUE_SEED', 'must not be empty');
  const apiKey =
    env.CATALOGUE_API_KEY === undefined || env.CATALOGUE_API_KEY === ''
      ? undefined
      : env.CATALOGUE_API_KEY;
  const auth = parseAuthConfig(env);
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
    auth,
    security: parseSecurityConfig(env, auth),
  };
}

export function webDistExists(config: ServerConfig): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
