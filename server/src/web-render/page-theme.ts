import type { Theme } from '@marquee/tmdb-types/page-preferences';

/*
 * The theme a page is rendered in, from the person's cookie (web/src/lib/page-theme.ts writes
 * it): on <html data-theme> and in the color-scheme and theme-color metas, so the first paint is
 * already in it, with no script.
 */

const THEME = /(?:^|;\s*)marquee_theme=(dark|light|system)(?:;|$)/;

export function themeOf(cookie: string | undefined): Theme {
  const value = cookie === undefined ? undefined : THEME.exec(cookie)?.[1];
  return (value as Theme | undefined) ?? 'dark';
}

// index.html's tags (web/index.html), each rewritten whole.
const HTML_TAG = /<html\b[^>]*>/i;
const COLOR_SCHEME = /<meta name="color-scheme"[^>]*>/i;
const THEME_COLOR = /<meta name="theme-color"[^>]*>/i;

// The browser's bar over the page: the page's own ground (--bg) in each theme.
const backgrounds = { dark: '#0f1115', light: '#f6f7f9' } as const;

function themeColor(theme: Theme): string {
  if (theme !== 'system') return `<meta name="theme-color" content="${backgrounds[theme]}">`;
  return (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${backgrounds[scheme]}">`,
    )
    .join('');
}

/** The document with the theme on <html> and in its metas. */
export function withTheme(html: string, theme: Theme): string {
  const colorScheme = theme === 'system' ? 'light dark' : theme;
  return html
    .replace(HTML_TAG, (tag) =>
      tag.replace(/\s+data-theme="[^"]*"/, '').replace(/>$/, ` data-theme="${theme}">`),
    )
    .replace(COLOR_SCHEME, `<meta name="color-scheme" content="${colorScheme}">`)
    .replace(THEME_COLOR, themeColor(theme));
}
