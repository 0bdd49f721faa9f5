import { render } from '@testing-library/react';
import { createElement, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  refreshIdToken,
  registerAccount,
  signIn,
  signOutOfFirebase,
  watchIdToken,
} from '../auth/firebase-auth';
import { verifyConsole } from './console';

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

describe('what every test gets from the setup', () => {
  it('fails a test whose request has no stub, instead of letting it reach the network', async () => {
    await expect(fetch('http://localhost:3000/3/movie/11')).rejects.toThrow('no stub');
    expect(() => verifyConsole()).toThrow(
      /A request without a stub: http:\/\/localhost:3000\/3\/movie\/11/,
    );
  });

  it('fails a test that lets a state update happen outside act() and any wait', () => {
    let setCount: (count: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      useEffect(() => {
        setCount = set;
      }, []);
      return createElement('p', null, count);
    }
    render(createElement(Counter));
    setCount(1);
    expect(() => verifyConsole()).toThrow(
      /An update to Counter inside a test was not wrapped in act/,
    );
  });

  it('gives <dialog> the showModal and close that jsdom lacks, close firing its event', () => {
    const dialog = document.createElement('dialog');
    const closed = vi.fn();
    dialog.addEventListener('close', closed);
    dialog.showModal();
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(dialog.open).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
