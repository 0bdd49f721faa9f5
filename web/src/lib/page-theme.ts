import type { Theme } from '@marquee/tmdb-types/page-preferences';
import { writeCookie } from './browser-cookie';

/*
 * The page's theme in the browser: the server renders <html data-theme> from the marquee_theme
 * cookie (server/src/web-render/page-theme.ts); a choice in Settings changes both at once, so this
 * page turns without a reload and the next is rendered in it.
 */

export const THEMES: readonly Theme[] = ['dark', 'light', 'system'];

/** The theme the page is in, as the server rendered it (or as last chosen); dark by default. */
export function pageTheme(): Theme {
  const theme = document.documentElement.dataset.theme;
  return THEMES.find((each) => each === theme) ?? 'dark';
}

export function choosePageTheme(theme: Theme): void {
  writeCookie('marquee_theme', theme);
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
}
