import { describe, expect, it } from 'vitest';
import { SERVER_SETTINGS } from '../../server/src/config.js';
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
};

describe('childServerEnv', () => {
  it('gives a server none of the caller’s settings, only the ones asked for', () => {
    const env = childServerEnv({ PORT: '8190', LOG_LEVEL: 'warn' }, SHELL);
    for (const name of SERVER_SETTINGS) {
      if (name !== 'PORT' && name !== 'LOG_LEVEL') expect(env[name], name).toBeUndefined();
    }
    expect(env).toMatchObject({ PORT: '8190', LOG_LEVEL: 'warn' });
  });

  it('keeps what is not a server setting (PATH, HOME) so the child can run', () => {
    expect(childServerEnv({}, SHELL)).toEqual({ PATH: '/usr/bin', HOME: '/home/someone' });
  });
});
