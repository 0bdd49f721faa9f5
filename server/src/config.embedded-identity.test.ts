import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('the embedded identity provider stays on this machine', () => {
  it.each(['0.0.0.0', '::', '192.168.1.4', 'marquee.example.com'])(
    'refuses to listen on %s while tokens are checked with the emulator',
    (host) => {
      expect(() => parseConfig({ ...EMULATOR, HOST: host })).toThrow(
        /Invalid environment variable HOST: .*ALLOW_EMULATOR_ON_NETWORK_UNSAFE=true/,
      );
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1', ' 127.0.0.1 '])(
    'listens on %s with the emulator',
    (host) => {
      expect(parseConfig({ ...EMULATOR, HOST: host }).auth.emulatorHost).toBe('127.0.0.1:9099');
    },
  );

  it('serves other machines with a real Firebase project', () => {
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('serves other machines with the emulator only when the risk is accepted by name', () => {
    const config = parseConfig({
      ...EMULATOR,
      HOST: '0.0.0.0',
      ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'true',
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.auth.emulatorOnNetwork).toBe(true);
    expect(() =>
      parseConfig({ ...EMULATOR, HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'false' }),
    ).toThrow(/HOST/);
    expect(() =>
      parseConfig({ ...EMULATOR, HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'perhaps' }),
    ).toThrow(/Invalid environment variable ALLOW_EMULATOR_ON_NETWORK_UNSAFE/);
  });

  it('refuses an emulator on another machine unless the risk is accepted by name', () => {
    expect(() => parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' })).toThrow(
      /Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: .*ALLOW_EMULATOR_ON_NETWORK_UNSAFE=true/,
    );
    expect(
      parseConfig({
        FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099',
        ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'true',
      }).auth.emulatorHost,
    ).toBe('10.0.0.5:9099');
    expect(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' }).auth.emulatorHost).toBe(
      '[::1]:9099',
    );
  });
});

describe('FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads as it is written', () => {
  // firebase-admin skips signature checks whenever the variable is truthy, so " " means "emulator" to it.
  it.each(['', ' ', '\t'])('refuses a blank value (%j) in every mode', (value) => {
    for (const mode of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }]) {
      expect(() => parseConfig({ ...mode, FIREBASE_AUTH_EMULATOR_HOST: value })).toThrow(
        /Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: .*blank/,
      );
    }
  });

  it('refuses spaces around the value, which firebase-admin would keep', () => {
    expect(() => parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: ' 127.0.0.1:9099' })).toThrow(
      /Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('refuses the variable whenever it exists in production, even with the risk accepted', () => {
    for (const value of ['127.0.0.1:9099', '', ' ']) {
      expect(() =>
        parseConfig({
          NODE_ENV: 'production',
          FIREBASE_AUTH_EMULATOR_HOST: value,
          ALLOW_EMULATOR_ON_NETWORK_UNSAFE: 'true',
        }),
      ).toThrow(/Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST/);
    }
    expect(() =>
      parseConfig({ NODE_ENV: ' production ', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('checks real tokens when the variable is absent', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).auth.emulatorHost).toBeUndefined();
  });
});
