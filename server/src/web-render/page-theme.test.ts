import { describe, expect, it } from 'vitest';
import { themeOf, withTheme } from './page-theme.js';

const shell =
  '<!doctype html><html lang="en" data-theme="dark"><head><meta name="color-scheme" content="dark" /><meta name="theme-color" content="#0f1115" /></head><body></body></html>';

describe("a page's theme", () => {
  it('is the cookie’s when it names one, dark otherwise', () => {
    expect(themeOf(undefined)).toBe('dark');
    expect(themeOf('marquee_theme=light')).toBe('light');
    expect(themeOf('a=1; marquee_theme=system; b=2')).toBe('system');
    expect(themeOf('marquee_theme=pink')).toBe('dark');
    expect(themeOf('not_marquee_theme=light')).toBe('dark');
  });

  it('is on <html> and in the color-scheme and theme-color metas', () => {
    const light = withTheme(shell, 'light');
    expect(light).toContain('<html lang="en" data-theme="light">');
    expect(light).toContain('<meta name="color-scheme" content="light">');
    expect(light).toContain('<meta name="theme-color" content="#f6f7f9">');
    expect(light).not.toContain('data-theme="dark"');
  });

  it("follows the device's setting: both schemes, a bar colour for each", () => {
    const system = withTheme(shell, 'system');
    expect(system).toContain('data-theme="system"');
    expect(system).toContain('<meta name="color-scheme" content="light dark">');
    expect(system).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#f6f7f9">',
    );
    expect(system).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1115">',
    );
  });

  it('sets it on an <html> that had none', () => {
    expect(withTheme('<html><head></head></html>', 'light')).toBe(
      '<html data-theme="light"><head></head></html>',
    );
  });
});
