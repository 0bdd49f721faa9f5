import { describe, expect, it } from 'vitest';
import {
  createCachedVerifier,
  TokenRejectedError,
  type TokenVerifier,
  type VerifiedToken,
} from './token-verifier.js';

function countingVerifier(
  answer: (token: string) => Promise<VerifiedToken>,
): TokenVerifier & { calls: number } {
  const verifier = {
    calls: 0,
    verify(token: string) {
      verifier.calls += 1;
      return answer(token);
    },
  };
  return verifier;
}

describe('createCachedVerifier', () => {
  it('verifies a token once, shares a check in flight, and asks again once the token has expired', async () => {
    let clock = 1_000_000;
    const inner = countingVerifier(async () => ({ uid: 'u', expiresAt: 1_060_000 }));
    const cached = createCachedVerifier(inner, { now: () => clock });
    await Promise.all([cached.verify('a'), cached.verify('a'), cached.verify('a')]);
    await cached.verify('a');
    expect(inner.calls).toBe(1);
    clock = 1_060_001;
    await cached.verify('a');
    expect(inner.calls).toBe(2);
  });

  it('answers each token with its own member, however the tokens alternate', async () => {
    const inner = countingVerifier(async (token) => ({ uid: `uid-of-${token}`, expiresAt: 9e15 }));
    const cached = createCachedVerifier(inner);
    const uids = [];
    for (const token of ['a', 'a', 'b', 'a', 'b', 'b', 'c', 'a'])
      uids.push((await cached.verify(token)).uid);
    expect(uids).toEqual([
      'uid-of-a',
      'uid-of-a',
      'uid-of-b',
      'uid-of-a',
      'uid-of-b',
      'uid-of-b',
      'uid-of-c',
      'uid-of-a',
    ]);
    expect(inner.calls).toBe(3);
  });

  it('keeps a good answer no longer than maxAgeMs', async () => {
    let clock = 0;
    const inner = countingVerifier(async () => ({ uid: 'u', expiresAt: 10_000_000 }));
    const cached = createCachedVerifier(inner, { now: () => clock, maxAgeMs: 1000 });
    await cached.verify('a');
    clock = 1001;
    await cached.verify('a');
    expect(inner.calls).toBe(2);
  });

  it('remembers a refusal briefly, but never a provider outage', async () => {
    let clock = 0;
    const refused = countingVerifier(async () =>
      Promise.reject(new TokenRejectedError('invalid', 'forged')),
    );
    const cachedRefusal = createCachedVerifier(refused, { now: () => clock, rejectionMs: 500 });
    for (let i = 0; i < 3; i += 1)
      await expect(cachedRefusal.verify('bad')).rejects.toThrow('forged');
    expect(refused.calls).toBe(1);
    clock = 501;
    await expect(cachedRefusal.verify('bad')).rejects.toThrow('forged');
    expect(refused.calls).toBe(2);

    const outage = countingVerifier(async () =>
      Promise.reject(new TokenRejectedError('unavailable', 'down')),
    );
    const cachedOutage = createCachedVerifier(outage);
    await expect(cachedOutage.verify('t')).rejects.toThrow('down');
    await expect(cachedOutage.verify('t')).rejects.toThrow('down');
    expect(outage.calls).toBe(2);
  });

  it('holds at most maxEntries tokens, forgetting the least recently used', async () => {
    const inner = countingVerifier(async (token) => ({
      uid: token,
      expiresAt: Date.now() + 60_000,
    }));
    const cached = createCachedVerifier(inner, { maxEntries: 2 });
    await cached.verify('a');
    await cached.verify('b');
    await cached.verify('a');
    await cached.verify('c');
    expect(inner.calls).toBe(3);
    await cached.verify('a');
    expect(inner.calls).toBe(3);
    await cached.verify('b');
    expect(inner.calls).toBe(4);
  });
});

describe('createCachedVerifier, fresh checks and leaving', () => {
  it('asks the provider afresh for a fresh check, and a fresh refusal ends the cached answer', async () => {
    let gone = false;
    const inner = countingVerifier(async () => {
      if (gone) throw new TokenRejectedError('invalid', 'user-not-found');
      return { uid: 'u', expiresAt: 9e15 };
    });
    const cached = createCachedVerifier(inner);
    await cached.verify('a');
    await cached.verify('a', { fresh: true });
    expect(inner.calls).toBe(2);
    gone = true;
    await expect(cached.verify('a', { fresh: true })).rejects.toThrow('user-not-found');
    await expect(cached.verify('a')).rejects.toThrow('user-not-found');
    expect(inner.calls).toBe(3);
  });

  it('forgets every token of a member who leaves, and only theirs', async () => {
    const inner = countingVerifier(async (token) => ({ uid: token.slice(0, 1), expiresAt: 9e15 }));
    const cached = createCachedVerifier(inner);
    for (const token of ['a1', 'a2', 'b1']) await cached.verify(token);
    cached.forget?.('a');
    for (const token of ['a1', 'a2', 'b1']) await cached.verify(token);
    expect(inner.calls).toBe(5);
  });
});
