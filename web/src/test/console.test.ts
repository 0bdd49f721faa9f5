import { describe, expect, it } from 'vitest';
import { expectConsoleError, verifyConsole } from './console';

// Each test calls verifyConsole itself, as the shared afterEach does, so its verdict can be checked;
// verifyConsole starts afresh either way, so the afterEach that follows finds nothing left.
describe('the console guard', () => {
  it('fails a test that logs an error it did not declare, quoting the message', () => {
    console.error('Catalogue request %s failed:', '["movie",1]', new Error('boom'));
    expect(() => verifyConsole()).toThrow(/console\.error: Catalogue request \["movie",1\] failed/);
  });

  it('fails a test that logs a warning, as React does for an update outside act', () => {
    console.warn('An update to %s inside a test was not wrapped in act(...)', 'Home');
    expect(() => verifyConsole()).toThrow(/console\.warn: An update to Home/);
  });

  it('lets a declared error through and checks that it happened', () => {
    expectConsoleError(/Login failed/);
    console.error('Login failed:', new Error('auth/invalid-credential'));
    console.error('Login failed:', new Error('again'));
    expect(() => verifyConsole()).not.toThrow();
  });

  it('fails a test whose declared error never came', () => {
    expectConsoleError(/Loading chunk/);
    expect(() => verifyConsole()).toThrow(
      'expected a console.error matching /Loading chunk/, but none was logged',
    );
  });

  it('still fails on an undeclared error next to a declared one', () => {
    expectConsoleError(/Login failed/);
    console.error('Login failed:', 'x');
    console.error('Something else');
    expect(() => verifyConsole()).toThrow(/console\.error: Something else/);
  });

  it('starts every test afresh', () => {
    console.error('left over');
    expect(() => verifyConsole()).toThrow();
    expect(() => verifyConsole()).not.toThrow();
  });
});
