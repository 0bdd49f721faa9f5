import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

describe('createRateLimiter', () => {
  it('lets a burst through, then refills at the steady rate, per client', () => {
    let clock = 0;
    const limiter = createRateLimiter({ perSecond: 10, burst: 3, now: () => clock });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('b').allowed).toBe(true);
    clock = 100;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('tells a slow-rate client how long to wait', () => {
    const limiter = createRateLimiter({ perSecond: 0.25, burst: 1, now: () => 0 });
    limiter.take('a');
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('forgets the least recently seen client beyond maxClients', () => {
    const limiter = createRateLimiter({ perSecond: 1, burst: 1, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});
