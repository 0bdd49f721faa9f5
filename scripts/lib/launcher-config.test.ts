import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/src/testing.js';
import { AUTH_EMULATOR_ADDRESS } from './auth-emulator.js';
import { parseLauncherConfig } from './launcher-config.js';
import { repoRoot } from './repo-root.js';

/** What the server reads when `npm start` runs it: the caller's environment plus the launcher's emulator. */
function serverUnderLauncher(env: NodeJS.ProcessEnv) {
  const { port, host, basePath } = parseConfig({
    ...env,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_ADDRESS,
  });
  return { port, host, basePath };
}

function launcher(env: NodeJS.ProcessEnv) {
  const { port, host, basePath } = parseLauncherConfig(env, repoRoot);
  return { port, host, basePath };
}

describe('the launcher and the server read the same settings', () => {
  it.each([
    [{}, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: '' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: ' ' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: '0' }, { port: 0, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: ' 8080 ' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ PORT: '9000' }, { port: 9000, host: '127.0.0.1', basePath: '/' }],
    [{ HOST: '' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ HOST: ' localhost ' }, { port: 8080, host: 'localhost', basePath: '/' }],
    [{ HOST: ' ::1 ' }, { port: 8080, host: '::1', basePath: '/' }],
    [
      { HOST: ' 0.0.0.0 ', ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'true' },
      { port: 8080, host: '0.0.0.0', basePath: '/' },
    ],
    [{ BASE_PATH: '' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ BASE_PATH: '/' }, { port: 8080, host: '127.0.0.1', basePath: '/' }],
    [{ BASE_PATH: 'marquee' }, { port: 8080, host: '127.0.0.1', basePath: '/marquee/' }],
    [{ BASE_PATH: '/marquee' }, { port: 8080, host: '127.0.0.1', basePath: '/marquee/' }],
    [{ BASE_PATH: ' /marquee/ ' }, { port: 8080, host: '127.0.0.1', basePath: '/marquee/' }],
    [
      { BASE_PATH: '//apps//marquee//' },
      { port: 8080, host: '127.0.0.1', basePath: '/apps/marquee/' },
    ],
  ])('%j', (env, expected) => {
    expect(serverUnderLauncher(env)).toEqual(expected);
    expect(launcher(env)).toEqual(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['HOST', 'my host'],
    ['BASE_PATH', '/a b/'],
    ['LOG_LEVEL', 'loud'],
    ['TMDB_IMAGES', 'inline'],
  ])('both refuse %s=%j, naming it', (name, value) => {
    const env = { [name]: value, TMDB_API_KEY: 'k' };
    expect(() => serverUnderLauncher(env)).toThrow(`Invalid environment variable ${name}`);
    expect(() => launcher(env)).toThrow(`Invalid environment variable ${name}`);
  });

  it.each(['0.0.0.0', '::', '192.168.1.4'])(
    'both refuse HOST=%s with the embedded emulator unless the risk is accepted',
    (host) => {
      expect(() => serverUnderLauncher({ HOST: host })).toThrow(/ALLOW_EMULATOR_ON_NETWORK_UNSAFE/);
      expect(() => launcher({ HOST: host })).toThrow(/ALLOW_EMULATOR_ON_NETWORK_UNSAFE/);
    },
  );

  it('gives the server the caller’s settings and its own emulator', () => {
    const { serverEnv } = parseLauncherConfig(
      { PORT: '9000', TMDB_API_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' },
      repoRoot,
    );
    expect(serverEnv).toMatchObject({
      PORT: '9000',
      TMDB_API_KEY: 'k',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
  });

  it('refuses NODE_ENV=production, where the emulator is never trusted', () => {
    expect(() => launcher({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production.*real Firebase project/,
    );
    expect(() => serverUnderLauncher({ NODE_ENV: 'production' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });
});
