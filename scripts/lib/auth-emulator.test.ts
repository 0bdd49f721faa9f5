/// <reference types="vite/client" />
// (for web/src/config.ts, compiled here too: its emulator default is checked against ours)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig as parseWebConfig } from '../../web/src/config.js';
import {
  AUTH_EMULATOR_ADDRESS,
  AUTH_EMULATOR_ORIGIN,
  prepareAuthEmulator,
} from './auth-emulator.js';

const prepared: Array<{ cleanUp(): void }> = [];
afterEach(() => {
  for (const emulator of prepared.splice(0)) emulator.cleanUp();
});

function settingsOf(args: string[]): { emulators: { auth: { host: string; port: number } } } {
  const configFile = args[args.indexOf('--config') + 1];
  expect(configFile, 'the emulator is started with settings of our own').toBeDefined();
  return JSON.parse(readFileSync(configFile as string, 'utf8'));
}

describe('every auth emulator we start', () => {
  it.each([
    ['the launcher’s and the end-to-end runs’', undefined],
    ['a private one (bench, load test)', 9190],
  ])('%s listens on loopback only', (_who, port) => {
    const emulator = prepareAuthEmulator('/cli.js', port === undefined ? {} : { port });
    prepared.push(emulator);
    expect(settingsOf(emulator.args).emulators.auth).toEqual({
      host: '127.0.0.1',
      port: port ?? 9099,
    });
    expect(emulator.cwd).not.toBe(process.cwd());
  });

  it('keeps the accounts in the data folder, and imports only a real export', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-auth-data-'));
    try {
      const fresh = prepareAuthEmulator('/cli.js', { dataDir });
      prepared.push(fresh);
      expect(fresh.args).toContain(`--export-on-exit=${dataDir}`);
      expect(fresh.args.some((arg) => arg.startsWith('--import'))).toBe(false);
      writeFileSync(join(dataDir, 'firebase-export-metadata.json'), '{}');
      const again = prepareAuthEmulator('/cli.js', { dataDir, project: 'demo-other' });
      prepared.push(again);
      expect(again.args).toContain(`--import=${dataDir}`);
      expect(again.args.join(' ')).toContain('--project demo-other');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves nothing behind once cleaned up', () => {
    const emulator = prepareAuthEmulator('/cli.js');
    emulator.cleanUp();
    expect(existsSync(emulator.cwd)).toBe(false);
  });
});

describe('the launcher’s emulator address', () => {
  it('is the one the web app talks to by default', () => {
    expect(AUTH_EMULATOR_ORIGIN).toBe(`http://${AUTH_EMULATOR_ADDRESS}`);
    expect(parseWebConfig({}).firebase.authEmulatorUrl).toBe(AUTH_EMULATOR_ORIGIN);
  });
});
