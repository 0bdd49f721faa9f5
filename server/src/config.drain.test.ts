import { describe, expect, it } from 'vitest';
import { parseConfig, parseDrainConfig } from './config.js';

describe('parseDrainConfig', () => {
  it('stops accepting at once and gives running requests 10 s by default', () => {
    expect(parseDrainConfig({})).toEqual({ noticeMs: 0, timeoutMs: 10_000 });
    expect(parseConfig({ DRAIN_NOTICE_MS: ' ', DRAIN_TIMEOUT_MS: '' }).drain).toEqual(
      parseDrainConfig({}),
    );
  });

  it('reads the notice and the bound in milliseconds', () => {
    expect(parseDrainConfig({ DRAIN_NOTICE_MS: ' 15000 ', DRAIN_TIMEOUT_MS: '25000' })).toEqual({
      noticeMs: 15_000,
      timeoutMs: 25_000,
    });
  });

  it.each([
    ['DRAIN_NOTICE_MS', '-1', '"-1" is not a whole number'],
    ['DRAIN_NOTICE_MS', '5s', '"5s" is not a whole number'],
    ['DRAIN_TIMEOUT_MS', '0', '"0" is not a positive whole number'],
    ['DRAIN_TIMEOUT_MS', '1.5', '"1.5" is not a positive whole number'],
  ])('names %s when it is %s', (name, value, problem) => {
    expect(() => parseConfig({ [name]: value })).toThrow(
      `Invalid environment variable ${name}: ${problem}`,
    );
  });
});
