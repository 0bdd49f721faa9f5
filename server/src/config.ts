import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from './loopback-host.js';
import { StartupProblem } from './startup-problem.js';

/** Where the server listens: the part of the settings the launcher and the Vite dev proxy need too. */
export interface ListenConfig {
  /** 0 lets the system pick a free port (the launcher picks one itself, to print the URL). */
  port: number;
  host: string;
  /** Always starts and ends with "/". */
  basePath: string;
}

export interface ServerConfig extends ListenConfig {
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
  library: LibraryConfig;
  drain: DrainConfig;
  /** Set by METRICS_TOKEN: /metrics answers Prometheus, to that bearer token only. */
  metrics: MetricsConfig | undefined;
}

/** How the server stops on SIGTERM or SIGINT (http/drain.ts). */
export interface DrainConfig {
  /** DRAIN_NOTICE_MS: readiness answers 503 this long, every connection still served, before the server stops accepting. */
  noticeMs: number;
  /** DRAIN_TIMEOUT_MS: requests still running this long after the server stopped accepting are cut. */
  timeoutMs: number;
}

export interface MetricsConfig {
  /** What a scraper sends as `authorization: Bearer <token>`. */
  token: string;
}

/** Where personal libraries live: a SQLite file of this server's, or PostgreSQL shared by several servers. */
export type LibraryConfig =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export interface AuthConfig {
  /** AUTH_REQUIRED: the members-only API routes need a verified Firebase ID token. */
  required: boolean;
  projectId: string;
  /** host:port of the Firebase Auth Emulator; undefined means real tokens, checked against Google's keys. */
  emulatorHost: string | undefined;
  /** ALLOW_EMULATOR_ON_NETWORK_UNSAFE: the emulator's unsigned tokens are accepted from beyond this machine. */
  emulatorOnNetwork: boolean;
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
  /** Time for a client to send its request line and headers; at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** Open connections in all; beyond it new ones are closed at once. Keep it under the file-descriptor limit. */
  maxConnections: number;
  /** Open connections from one client address (an IPv6 /64); the proxies named in TRUST_PROXY are exempt. */
  maxConnectionsPerAddress: number;
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

/**
 * Every environment variable the server reads. Scripts that start a server of their own clear all of
 * them from the caller's environment (scripts/lib/child-server-env.ts), so a shell's TMDB key or
 * BASE_PATH never leaks into a bench or a test; a test proves parseConfig reads nothing else.
 */
export const SERVER_SETTINGS: readonly string[] = [
  'PORT',
  'HOST',
  'BASE_PATH',
  'CATALOGUE_DB',
  'CATALOGUE_SEED',
  'CATALOGUE_API_KEY',
  'WEB_DIST',
  'LOG_LEVEL',
  'NODE_ENV',
  'AUTH_REQUIRED',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'ALLOW_EMULATOR_ON_NETWORK_UNSAFE',
  'IDENTITY_ORIGINS',
  'RATE_LIMIT_PER_SECOND',
  'RATE_LIMIT_BURST',
  'TRUST_PROXY',
  'REQUEST_TIMEOUT_MS',
  'HEADERS_TIMEOUT_MS',
  'MAX_CONNECTIONS',
  'MAX_CONNECTIONS_PER_ADDRESS',
  'TMDB_API_KEY',
  'TMDB_READ_ACCESS_TOKEN',
  'TMDB_API_URL',
  'TMDB_IMAGE_URL',
  'TMDB_IMAGES',
  'TMDB_CACHE_DB',
  'TMDB_CACHE_MAX_MB',
  'TMDB_TIMEOUT_MS',
  'LIBRARY_DB',
  'DATABASE_URL',
  'DRAIN_NOTICE_MS',
  'DRAIN_TIMEOUT_MS',
  'METRICS_TOKEN',
];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function normaliseBasePath(raw: string): string {
  const trimmed = raw
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/^\/|\/$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function fail(name: string, problem: string): never {
  throw new StartupProblem(`Invalid environment variable ${name}: ${problem}`);
}

// The repo's web/dist, found from this file's place (src/ under tsx, dist/ once built).
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'dist');
}

// The one rule for blank values: spaces around a value are dropped, and a blank value is an unset
// one (the default applies). The exception is FIREBASE_AUTH_EMULATOR_HOST, see parseAuthConfig.
function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A setting read by the rule every setting follows, for the launcher's own (AUTH_DATA_DIR). */
export function readSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return nonEmpty(env[name]);
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

export function parseLibraryConfig(env: NodeJS.ProcessEnv): LibraryConfig {
  const url = nonEmpty(env.DATABASE_URL);
  if (url !== undefined) {
    // Never echoed: a connection URL usually carries the database password.
    if (!/^postgres(?:ql)?:\/\//.test(url) || !URL.canParse(url))
      fail(
        'DATABASE_URL',
        'is not a postgres:// or postgresql:// URL (its value is not shown, as it may hold a password)',
      );
    return { engine: 'postgres', url };
  }
  return {
    engine: 'sqlite',
    file: path.resolve(nonEmpty(env.LIBRARY_DB) ?? '.data/library.sqlite'),
  };
}

// Long enough that guessing it through the rate limit is hopeless.
const MIN_METRICS_TOKEN_LENGTH = 16;

export function parseMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig | undefined {
  const token = nonEmpty(env.METRICS_TOKEN);
  if (token === undefined) return undefined;
  // Never echoed: it is a credential.
  if (/\s/.test(token)) fail('METRICS_TOKEN', 'must not contain spaces');
  if (token.length < MIN_METRICS_TOKEN_LENGTH)
    fail('METRICS_TOKEN', `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long`);
  return { token };
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
  const emulatorHost = parseEmulatorHost(env);
  const emulatorOnNetwork = flag(env, 'ALLOW_EMULATOR_ON_NETWORK_UNSAFE', false);
  if (emulatorHost !== undefined && !emulatorOnNetwork && !isLoopbackHost(hostOf(emulatorHost)))
    fail(
      'FIREBASE_AUTH_EMULATOR_HOST',
      `"${emulatorHost}" is on another machine, and the emulator gives every account with its password to whoever reaches it. ` +
        `Run it on this machine, use a real Firebase project, or set ALLOW_EMULATOR_ON_NETWORK_UNSAFE=true to accept the risk`,
    );
  return { required: flag(env, 'AUTH_REQUIRED', true), projectId, emulatorHost, emulatorOnNetwork };
}

// Not trimmed, and blank is not unset: firebase-admin reads this variable itself, as written, and
// skips every signature check whenever it is non-empty, " " included.
function parseEmulatorHost(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (raw === undefined) return undefined;
  // The emulator accepts unsigned tokens: anyone could mint one, so production must never trust it.
  if (nonEmpty(env.NODE_ENV) === 'production')
    fail(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set, even blank, when NODE_ENV=production (the emulator accepts unsigned tokens)',
    );
  if (raw.trim() === '')
    fail(
      'FIREBASE_AUTH_EMULATOR_HOST',
      "is blank: unset it to check real tokens, or give the emulator's host:port (firebase-admin reads the variable as written, and a value of spaces means an emulator to it)",
    );
  if (raw !== raw.trim())
    fail(
      'FIREBASE_AUTH_EMULATOR_HOST',
      `"${raw}" has spaces around it, which firebase-admin would keep`,
    );
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/.test(raw))
    fail('FIREBASE_AUTH_EMULATOR_HOST', `"${raw}" is not host:port`);
  return raw;
}

function hostOf(hostAndPort: string): string {
  return hostAndPort.replace(/:\d+$/, '');
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
    headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', 10_000),
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', 10_000),
    maxConnectionsPerAddress: positiveInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', 128),
  };
}

export function parseDrainConfig(env: NodeJS.ProcessEnv): DrainConfig {
  return {
    // 0 suits clients that connect directly and orchestrators that take the server out of their
    // balancer themselves; a balancer that only polls readiness needs its interval times the
    // failures it waits for.
    noticeMs: wholeNumber(env, 'DRAIN_NOTICE_MS', 0),
    timeoutMs: positiveInteger(env, 'DRAIN_TIMEOUT_MS', 10_000),
  };
}

export function parseListenConfig(env: NodeJS.ProcessEnv): ListenConfig {
  const portText = nonEmpty(env.PORT);
  if (portText !== undefined && (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535))
    fail('PORT', `"${portText}" is not a port number (0 to 65535; 0 picks a free one)`);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:%_-]+$/.test(host)) fail('HOST', `"${host}" is not a host name or IP address`);
  const basePathText = nonEmpty(env.BASE_PATH) ?? '/';
  if (/[?#\s]/.test(basePathText)) fail('BASE_PATH', `"${basePathText}" must be a plain path`);
  return {
    port: portText === undefined ? 8080 : Number(portText),
    host,
    basePath: normaliseBasePath(basePathText),
  };
}

export function parseConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const listen = parseListenConfig(env);
  const logLevel = nonEmpty(env.LOG_LEVEL) ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    fail('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  const dbPath = nonEmpty(env.CATALOGUE_DB) ?? '.data/catalogue.sqlite';
  const seed = nonEmpty(env.CATALOGUE_SEED) ?? 'marquee';
  const apiKey = nonEmpty(env.CATALOGUE_API_KEY);
  const auth = parseAuthConfig(env);
  // The emulator's tokens are unsigned: beyond this machine, anyone could sign in as any member.
  if (auth.emulatorHost !== undefined && !auth.emulatorOnNetwork && !isLoopbackHost(listen.host))
    fail(
      'HOST',
      `"${listen.host}" lets other machines in, but tokens are checked with the Firebase Auth Emulator, which is for this machine only ` +
        `(it accepts unsigned tokens for any account). Use a real Firebase project to serve others (README, "Using a real Firebase project"), ` +
        `listen on 127.0.0.1, or set ALLOW_EMULATOR_ON_NETWORK_UNSAFE=true to accept the risk`,
    );
  return {
    ...listen,
    dbPath: path.resolve(dbPath),
    seed,
    apiKey,
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? defaultWebDist()),
    logLevel,
    upstream: parseUpstreamConfig(env),
    auth,
    security: parseSecurityConfig(env, auth),
    library: parseLibraryConfig(env),
    drain: parseDrainConfig(env),
    metrics: parseMetricsConfig(env),
  };
}

export function webDistExists(config: ServerConfig): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
