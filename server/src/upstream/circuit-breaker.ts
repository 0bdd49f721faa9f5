export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  /** Whether a call may go out now. Half-open lets exactly one probe through until it reports back. */
  tryAcquire(): boolean;
  succeed(): void;
  fail(): void;
  /** TMDB's Retry-After: nothing goes out before then, whatever the state. */
  holdFor(ms: number): void;
  state(): CircuitState;
}

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  coolDownMs?: number;
  now?: () => number;
}

/** Stops calling an upstream that keeps failing, so a TMDB outage costs one time-out per cool-down, not one per request. */
export function createCircuitBreaker({
  failureThreshold = 5,
  coolDownMs = 30_000,
  now = Date.now,
}: CircuitBreakerOptions = {}): CircuitBreaker {
  let failures = 0;
  let openedAt: number | undefined;
  let probing = false;
  let heldUntil = 0;

  function state(): CircuitState {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt >= coolDownMs ? 'half-open' : 'open';
  }

  return {
    tryAcquire() {
      if (now() < heldUntil) return false;
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || probing) return false;
      probing = true;
      return true;
    },
    succeed() {
      failures = 0;
      openedAt = undefined;
      probing = false;
    },
    fail() {
      failures += 1;
      if (probing || failures >= failureThreshold) openedAt = now();
      probing = false;
    },
    holdFor(ms) {
      heldUntil = Math.max(heldUntil, now() + ms);
    },
    state,
  };
}
