import { describe, expect, it, vi } from 'vitest';
import {
  refreshIdToken,
  registerAccount,
  signIn,
  signOutOfFirebase,
  watchIdToken,
} from './auth/firebase-auth';

describe('the shared firebase-auth mock', () => {
  it('replaces the SDK module in every test file without a vi.mock of its own', () => {
    for (const [name, fn] of Object.entries({
      registerAccount,
      signIn,
      signOutOfFirebase,
      refreshIdToken,
      watchIdToken,
    })) {
      expect(vi.isMockFunction(fn), name).toBe(true);
    }
    expect(watchIdToken(() => undefined)).toBeTypeOf('function');
  });

  it('gives one test an answer and counts its call', async () => {
    vi.mocked(signIn).mockResolvedValue('token-from-this-test');
    await expect(signIn('a@b.com', 'x')).resolves.toBe('token-from-this-test');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('starts the next test with neither that call nor that answer', () => {
    expect(signIn).not.toHaveBeenCalled();
    expect(signIn('a@b.com', 'x')).toBeUndefined();
  });
});
