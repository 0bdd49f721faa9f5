import { describe, expect, it } from 'vitest';
import { parseMode } from './bench-mode.js';

describe('parseMode', () => {
  it('runs every part by default, the library included', () => {
    const mode = parseMode([]);
    expect(mode).toMatchObject({
      smoke: false,
      skipScale: false,
      skipWeb: false,
      skipLibrary: false,
    });
    expect(mode.rounds).toBe(3);
  });

  it('leaves the library out when asked', () => {
    expect(parseMode(['--skip-library'])).toMatchObject({ skipLibrary: true, skipWeb: false });
  });

  it('keeps the smoke run as cheap as before: no library, scale or web part', () => {
    expect(parseMode(['--smoke'])).toMatchObject({
      smoke: true,
      skipLibrary: true,
      skipScale: true,
      skipWeb: true,
      rounds: 1,
      durationSec: 1,
      connections: 5,
    });
  });

  it('refuses an option it does not know', () => {
    expect(() => parseMode(['--skip-libary'])).toThrow(/Unknown option --skip-libary/);
  });
});
