import type { Theme } from '@marquee/tmdb-types/page-preferences';

/*
 * What a member may choose for how the app looks and behaves (issue 25), kept in their settings
 * so the choice follows them to every device. null in a setting is "not chosen": the browser's
 * own wishes (its languages, the device's theme) decide.
 */

/**
 * The languages the web app speaks (web/src/i18n/languages.ts, which the server does not import:
 * display-choices.test.ts holds the two lists together). Migration 0007's check constraint has
 * the same tags, so a language added here needs a migration too.
 */
export const DISPLAY_LANGUAGES = [
  'en',
  'fr',
  'es',
  'de',
  'pt-BR',
  'it',
  'ja',
  'ko',
  'ar',
  'he',
] as const;

export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

/** The themes of tmdb-types' Theme, as a list the store checks against. */
export const THEMES = ['dark', 'light', 'system'] as const satisfies readonly Theme[];

export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return DISPLAY_LANGUAGES.some((language) => language === value);
}

export function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}
