import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError, pickPort, requireInstalledTools } from './marquee-stack.js';
import { isPortFree } from './ports.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function checkout(withNodeModules: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'marquee-checkout-'));
  roots.push(root);
  if (withNodeModules) mkdirSync(join(root, 'node_modules'));
  return root;
}

describe('requireInstalledTools', () => {
  it('asks for npm install when nothing is installed', () => {
    expect(() => requireInstalledTools(checkout(false))).toThrow(/run `npm install`/);
  });

  // A production install (npm ci --omit=dev) has no firebase-tools: say what to do instead.
  it('explains a missing firebase-tools: a development dependency, and the way to serve others', () => {
    let error: unknown;
    try {
      requireInstalledTools(checkout(true));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toContain('firebase-tools');
    expect(message).toContain('development dependency');
    expect(message).toContain('npm install');
    expect(message).toContain('--omit=dev');
    expect(message).toContain('node server/dist/main.js');
    expect(message).toContain('Using a real Firebase project');
  });

  it('finds the installed CLI', () => {
    expect(requireInstalledTools()).toMatch(/firebase-tools/);
  });
});

describe('pickPort', () => {
  it('keeps a port that was given', async () => {
    expect(await pickPort(8080, '127.0.0.1')).toBe(8080);
  });

  it('turns PORT=0 into a free port, so that the launcher can print the URL', async () => {
    const port = await pickPort(0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
  });
});
