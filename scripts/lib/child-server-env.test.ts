import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SETTINGS } from '../../server/src/testing.js';
import { childServerEnv } from './child-server-env.js';

const SHELL = {
  PATH: '/usr/bin',
  HOME: '/home/someone',
  TMDB_API_KEY: 'a real key',
  TMDB_READ_ACCESS_TOKEN: 'a real token',
  CATALOGUE_API_KEY: 'secret',
  BASE_PATH: '/elsewhere/',
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'someones-project',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'true',
  IDENTITY_ORIGINS: 'https://auth.example.com',
  TRUST_PROXY: 'true',
  REQUEST_TIMEOUT_MS: '5',
  RATE_LIMIT_BURST: '1',
  HOST: '0.0.0.0',
  LIBRARY_DB: '/home/someone/marquee/.data/library.sqlite',
  DATABASE_URL: 'postgres://someone@db.example.com/marquee',
};

describe('childServerEnv', () => {
  it('gives a server none of the caller’s settings, only the ones asked for', () => {
    const env = childServerEnv({ PORT: '8190', LOG_LEVEL: 'warn' }, SHELL);
    for (const name of SERVER_SETTINGS) {
      if (name !== 'PORT' && name !== 'LOG_LEVEL' && name !== 'LIBRARY_DB')
        expect(env[name], name).toBeUndefined();
    }
    expect(env).toMatchObject({ PORT: '8190', LOG_LEVEL: 'warn' });
  });

  it('keeps what is not a server setting (PATH, HOME) so the child can run', () => {
    expect(childServerEnv({}, SHELL)).toMatchObject({ PATH: '/usr/bin', HOME: '/home/someone' });
  });

  it('gives a server a temporary library, never the developer’s, the same for every server of the run', () => {
    const library = childServerEnv({}, SHELL).LIBRARY_DB ?? '';
    expect(path.relative(tmpdir(), library)).not.toMatch(/^\.\./);
    expect(path.isAbsolute(library)).toBe(true);
    expect(childServerEnv({ PORT: '8191' }, SHELL).LIBRARY_DB).toBe(library);
  });

  it('keeps a library the script chose', () => {
    expect(childServerEnv({ LIBRARY_DB: '/tmp/bench/library.sqlite' }, SHELL).LIBRARY_DB).toBe(
      '/tmp/bench/library.sqlite',
    );
    const postgres = childServerEnv({ DATABASE_URL: 'postgres://127.0.0.1:5999/bench' }, SHELL);
    expect(postgres).toMatchObject({ DATABASE_URL: 'postgres://127.0.0.1:5999/bench' });
    expect(postgres.LIBRARY_DB).toBeUndefined();
  });
});
