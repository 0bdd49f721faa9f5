import { afterEach, describe, expect, it, vi } from 'vitest';
import { startClockAt } from './clock';

const beforeMidnight = '2031-12-31T23:59:59.900Z';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('startClockAt', () => {
  it('starts the clock at the given moment and lets it run on', async () => {
    const realNow = Date.now();
    restore = startClockAt(beforeMidnight);
    const start = Date.parse(beforeMidnight);
    expect(Date.now() - start).toBeGreaterThanOrEqual(0);
    expect(new Date().getTime() - start).toBeLessThan(60_000);
    await vi.waitFor(() => expect(new Date().toISOString().slice(0, 10)).toBe('2032-01-01'));
    expect(new Date(realNow).getTime()).toBe(realNow);
    expect(new Date('2024-07-08T00:00:00Z').toISOString()).toBe('2024-07-08T00:00:00.000Z');
    expect(new Date(2024, 6, 8).getFullYear()).toBe(2024);
  });

  it('survives a test that fakes timers and goes back to real ones', () => {
    restore = startClockAt(beforeMidnight);
    vi.useFakeTimers();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(beforeMidnight));
    vi.useRealTimers();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(beforeMidnight));
  });

  it('puts the clock it replaced back', () => {
    const replaced = Date;
    startClockAt(beforeMidnight)();
    expect(Date).toBe(replaced);
  });

  it('refuses what is not a date', () => {
    expect(() => startClockAt('midnight')).toThrow('Not a date: midnight');
  });
});
