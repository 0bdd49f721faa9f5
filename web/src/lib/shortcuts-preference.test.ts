import { afterEach, describe, expect, it } from 'vitest';
import { keepShortcutsOn, shortcutsOn } from './shortcuts-preference';

afterEach(() => {
  document.cookie = 'marquee_shortcuts=; Path=/; Max-Age=0';
});

describe('the shortcuts preference', () => {
  it('is on unless turned off, and kept in a cookie of this browser', () => {
    expect(shortcutsOn()).toBe(true);
    keepShortcutsOn(false);
    expect(document.cookie).toContain('marquee_shortcuts=off');
    expect(shortcutsOn()).toBe(false);
    keepShortcutsOn(true);
    expect(shortcutsOn()).toBe(true);
  });

  it('reads the cookie among others', () => {
    expect(shortcutsOn('a=1; marquee_shortcuts=off; b=2')).toBe(false);
    expect(shortcutsOn('marquee_shortcuts_old=off')).toBe(true);
  });
});
