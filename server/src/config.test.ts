import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GOOGLE_IDENTITY_ORIGINS,
  parseAuthConfig,
  parseConfig,
  parseMetricsConfig,
  parseSecurityConfig,
  parseUpstreamConfig,
} from './config.js';

describe('parseUpstreamConfig', () => {
  it('is off without a key or token', () => {
    expect(parseUpstreamConfig({})).toBeUndefined();
    expect(parseUpstreamConfig({ TMDB_API_KEY: '', TMDB_READ_ACCESS_TOKEN: ' ' })).toBeUndefined();
  });

  it('has the documented defaults', () => {
    expect(parseUpstreamConfig({ TMDB_API_KEY: 'k' })).toEqual({
      credential: { kind: 'api-key', value: 'k' },
      apiUrl: 'https://api.themoviedb.org',
      imageUrl: 'https://image.tmdb.org',
      images: 'proxy',
      cacheDbPath: path.resolve('.data/tmdb-cache.sqlite'),
      timeoutMs: 10_000,
      cacheMaxBytes: 200 * 1024 * 1024,
    });
  });

  it('prefers the v4 token, which travels in a header', () => {
    expect(
      parseUpstreamConfig({ TMDB_API_KEY: 'k', TMDB_READ_ACCESS_TOKEN: 't' })?.credential,
    ).toEqual({ kind: 'bearer', value: 't' });
  });

  it('trims a trailing slash from the service URLs', () => {
    const config = parseUpstreamConfig({
      TMDB_API_KEY: 'k',
      TMDB_API_URL: 'http://127.0.0.1:9/',
      TMDB_IMAGE_URL: 'http://img.test/cdn/',
    });
    expect([config?.apiUrl, config?.imageUrl]).toEqual([
      'http://127.0.0.1:9',
      'http://img.test/cdn',
    ]);
  });

  it.each([
    ['TMDB_IMAGES', 'inline'],
    ['TMDB_API_URL', 'not a url'],
    ['TMDB_API_URL', 'ftp://tmdb.test'],
    ['TMDB_IMAGE_URL', 'https://img.test/?x=1'],
    ['TMDB_TIMEOUT_MS', '0'],
    ['TMDB_TIMEOUT_MS', '1.5'],
    ['TMDB_CACHE_MAX_MB', 'lots'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => parseUpstreamConfig({ TMDB_API_KEY: 'k', [name]: value })).toThrow(
      `Invalid environment variable ${name}`,
    );
  });

  it('never puts the key in an error message', () => {
    expect(() => parseUpstreamConfig({ TMDB_API_KEY: 'has space' })).toThrow(
      /TMDB_API_KEY: must not contain spaces/,
    );
  });
});

describe('parseMetricsConfig', () => {
  const token = 'scrape-me-0123456789';

  it('is off without METRICS_TOKEN, so /metrics is never public by default', () => {
    expect(parseMetricsConfig({})).toBeUndefined();
    expect(parseMetricsConfig({ METRICS_TOKEN: '  ' })).toBeUndefined();
    expect(parseConfig({}).metrics).toBeUndefined();
  });

  it('reads the token, without the spaces around it', () => {
    expect(parseMetricsConfig({ METRICS_TOKEN: ` ${token} ` })).toEqual({ token });
    expect(parseConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token });
  });

  it.each([
    ['a short token', 'too-short', /METRICS_TOKEN: must be at least 16 characters long/],
    ['spaces inside', 'scrape me 0123456789', /METRICS_TOKEN: must not contain spaces/],
  ])('refuses %s, without echoing it', (_case, value, message) => {
    expect(() => parseMetricsConfig({ METRICS_TOKEN: value })).toThrow(message);
    expect(() => parseMetricsConfig({ METRICS_TOKEN: value })).not.toThrow(value);
  });
});

describe('parseAuthConfig', () => {
  it('requires members by default, for the demo project, with real tokens', () => {
    expect(parseAuthConfig({})).toEqual({
      required: true,
      projectId: 'demo-marquee',
      emulatorHost: undefined,
      emulatorOnNetwork: false,
    });
  });

  it('reads AUTH_REQUIRED, FIREBASE_PROJECT_ID and FIREBASE_AUTH_EMULATOR_HOST', () => {
    expect(
      parseAuthConfig({
        AUTH_REQUIRED: 'false',
        FIREBASE_PROJECT_ID: 'my-app-123',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      required: false,
      projectId: 'my-app-123',
      emulatorHost: '127.0.0.1:9099',
      emulatorOnNetwork: false,
    });
    expect(parseAuthConfig({ AUTH_REQUIRED: '0' }).required).toBe(false);
    expect(parseAuthConfig({ AUTH_REQUIRED: 'YES' }).required).toBe(true);
  });

  it('refuses the emulator when NODE_ENV=production, naming the variable', () => {
    expect(() =>
      parseAuthConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(
      'Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: must not be set, even blank, when NODE_ENV=production',
    );
    expect(() =>
      parseConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    // Even with enforcement off: the setting would still be trusted the moment someone turns it on.
    expect(() =>
      parseAuthConfig({
        NODE_ENV: 'production',
        AUTH_REQUIRED: 'false',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    // firebase-admin would take " " for an emulator (config.embedded-identity.test.ts has the rest).
    expect(() =>
      parseAuthConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: ' ' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it.each([
    ['AUTH_REQUIRED', 'maybe'],
    ['FIREBASE_PROJECT_ID', 'Not A Project'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => parseAuthConfig({ [name]: value })).toThrow(
      `Invalid environment variable ${name}`,
    );
  });
});

describe('parseSecurityConfig', () => {
  const realProject = parseAuthConfig({});
  const emulator = parseAuthConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });

  it('has the documented defaults', () => {
    expect(parseSecurityConfig({}, realProject)).toEqual({
      identityOrigins: GOOGLE_IDENTITY_ORIGINS,
      rateLimitPerSecond: 50,
      rateLimitBurst: 100,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 128,
    });
    expect(parseSecurityConfig({}, emulator).identityOrigins).toEqual(['http://127.0.0.1:9099']);
  });

  it('reads the rate limit (0 turns it off), the burst, the proxies and the time limit', () => {
    const security = parseSecurityConfig(
      {
        RATE_LIMIT_PER_SECOND: '0',
        RATE_LIMIT_BURST: '7',
        TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
        REQUEST_TIMEOUT_MS: '5000',
      },
      realProject,
    );
    expect(security).toMatchObject({
      rateLimitPerSecond: 0,
      rateLimitBurst: 7,
      trustProxy: ['10.0.0.1', '192.168.0.0/16'],
      requestTimeoutMs: 5000,
    });
    expect(parseSecurityConfig({ RATE_LIMIT_PER_SECOND: '10' }, realProject).rateLimitBurst).toBe(
      20,
    );
    expect(parseSecurityConfig({ TRUST_PROXY: 'true' }, realProject).trustProxy).toBe(true);
  });

  it.each([
    ['RATE_LIMIT_PER_SECOND', '-1'],
    ['RATE_LIMIT_PER_SECOND', 'lots'],
    ['RATE_LIMIT_BURST', '1.5'],
    ['TRUST_PROXY', 'everyone'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['IDENTITY_ORIGINS', 'https://auth.example.com/path'],
    ['IDENTITY_ORIGINS', 'javascript:alert(1)'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => parseSecurityConfig({ [name]: value }, realProject)).toThrow(
      `Invalid environment variable ${name}`,
    );
  });
});
