import { readCookie, writeCookie } from '../lib/browser-cookie';
import { directionOf, isLanguage, negotiateLanguage, type Language } from './languages';

/*
 * The page's language in the browser. The server renders a page in the language of the
 * marquee_lang cookie, or else of Accept-Language (server/src/web-render/page-language.ts), and
 * says which on <html lang>; the browser speaks the same, and a choice in Settings is the cookie.
 */

const LANGUAGE_COOKIE = 'marquee_lang';

/**
 * The language to start the app in: the one the server rendered the page in, for hydration to
 * match it; for a page drawn here, the chosen one, else the first of the browser's Marquee speaks.
 */
export function startingLanguage(serverRendered: boolean): Language {
  const documentLanguage = document.documentElement.lang;
  if (serverRendered && isLanguage(documentLanguage)) return documentLanguage;
  return negotiateLanguage([readCookie(document.cookie, LANGUAGE_COOKIE), ...navigator.languages]);
}

/** <html lang dir> as the page speaks: screen readers' voices, and right to left for Arabic. */
export function showPageLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The language the page is in now (as <html lang> says). */
export function pageLanguage(): Language {
  const documentLanguage = document.documentElement.lang;
  return isLanguage(documentLanguage) ? documentLanguage : negotiateLanguage([documentLanguage]);
}

/**
 * Remembers the choice and draws the page again in it: the server renders it in the new language,
 * with the catalogue's answers in it too.
 */
export function choosePageLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language);
  location.reload();
}
