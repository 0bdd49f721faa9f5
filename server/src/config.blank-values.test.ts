import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SETTINGS, parseConfig, parseListenConfig } from './config.js';

describe('a blank setting is an unset one', () => {
  it.each([
    ['PORT', (config: ReturnType<typeof parseConfig>) => config.port, 8080],
    ['HOST', (config: ReturnType<typeof parseConfig>) => config.host, '127.0.0.1'],
    ['BASE_PATH', (config: ReturnType<typeof parseConfig>) => config.basePath, '/'],
    ['LOG_LEVEL', (config: ReturnType<typeof parseConfig>) => config.logLevel, 'info'],
    [
      'CATALOGUE_DB',
      (config: ReturnType<typeof parseConfig>) => config.dbPath,
      path.resolve('.data/catalogue.sqlite'),
    ],
    ['CATALOGUE_SEED', (config: ReturnType<typeof parseConfig>) => config.seed, 'marquee'],
    ['CATALOGUE_API_KEY', (config: ReturnType<typeof parseConfig>) => config.apiKey, undefined],
    ['AUTH_REQUIRED', (config: ReturnType<typeof parseConfig>) => config.auth.required, true],
  ])('%s blank takes the default', (name, read, fallback) => {
    expect(read(parseConfig({ [name]: '' }))).toEqual(fallback);
    expect(read(parseConfig({ [name]: '  ' }))).toEqual(fallback);
  });

  it('WEB_DIST blank takes the default', () => {
    expect(parseConfig({ WEB_DIST: ' ' }).webDist).toBe(parseConfig({}).webDist);
  });

  it('trims the spaces around a value', () => {
    const config = parseConfig({
      PORT: ' 8081 ',
      HOST: ' localhost ',
      LOG_LEVEL: ' warn ',
      CATALOGUE_SEED: ' other ',
      CATALOGUE_API_KEY: ' secret ',
    });
    expect(config).toMatchObject({
      port: 8081,
      host: 'localhost',
      logLevel: 'warn',
      seed: 'other',
      apiKey: 'secret',
    });
  });
});

describe('parseListenConfig', () => {
  it.each([
    [{}, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: '0' }, { port: 0, host: '127.0.0.1', basePath: '/' }],
    [
      { PORT: '65535', HOST: '::1' },
      { port: 65535, host: '::1', basePath: '/' },
    ],
    [{ BASE_PATH: 'marquee' }, { port: 8080, host: '127.0.0.1', basePath: '/marquee/' }],
    [{ BASE_PATH: ' /marquee/ ' }, { port: 8080, host: '127.0.0.1', basePath: '/marquee/' }],
    [{ BASE_PATH: '//a/b//' }, { port: 8080, host: '127.0.0.1', basePath: '/a/b/' }],
  ])('reads %j as %j, as parseConfig does', (env, expected) => {
    expect(parseListenConfig(env)).toEqual(expected);
    expect(parseConfig(env)).toMatchObject(expected);
  });

  it.each([
    ['PORT', '80 80'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '8080.5'],
    ['HOST', 'my host'],
    ['HOST', 'http://example.com'],
    ['BASE_PATH', '/a b/'],
    ['BASE_PATH', '/a?b'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => parseListenConfig({ [name]: value })).toThrow(
      `Invalid environment variable ${name}`,
    );
  });
});

describe('SERVER_SETTINGS', () => {
  // A child server started by a script gets none of the caller's settings, so the list must be whole.
  it('names every variable parseConfig reads', () => {
    const read = new Set<string>();
    const recording = (values: Record<string, string>) =>
      new Proxy(values, {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
        has: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return name in target;
        },
      });
    parseConfig(recording({}));
    parseConfig(recording({ TMDB_API_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }));
    parseConfig(recording({ TMDB_READ_ACCESS_TOKEN: 't', IDENTITY_ORIGINS: 'https://a.example' }));
    expect([...read].filter((name) => !SERVER_SETTINGS.includes(name))).toEqual([]);
  });
});
