import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.js';

describe('createCircuitBreaker', () => {
  it('opens after the threshold, lets one probe through after the cool-down, closes on success', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({
      failureThreshold: 3,
      coolDownMs: 1_000,
      now: () => clock,
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.fail();
    }
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    clock = 1_000;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.succeed();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a success resets the count of consecutive failures', () => {
    const breaker = createCircuitBreaker({ failureThreshold: 2, now: () => 0 });
    breaker.fail();
    breaker.succeed();
    breaker.fail();
    expect(breaker.state()).toBe('closed');
  });

  it('a failed probe opens it again for a full cool-down', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({
      failureThreshold: 1,
      coolDownMs: 1_000,
      now: () => clock,
    });
    breaker.fail();
    clock = 1_500;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.fail();
    clock = 2_000;
    expect(breaker.tryAcquire()).toBe(false);
    clock = 2_500;
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('holds every call until Retry-After has passed', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({ now: () => clock });
    breaker.holdFor(5_000);
    expect(breaker.tryAcquire()).toBe(false);
    clock = 5_000;
    expect(breaker.tryAcquire()).toBe(true);
  });
});
