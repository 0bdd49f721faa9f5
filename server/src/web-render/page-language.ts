import type { PageLanguage } from '@marquee/tmdb-types/server-render';

/*
 * The language a page is rendered in. The person's choice is the marquee_lang cookie (the web
 * app writes it, web/src/i18n/page-language.ts); the render checks it against the languages it
 * speaks, falls back on Accept-Language, and says what it chose, which goes on <html lang dir> so
 * the first paint is already in it (screen readers' voices, right to left), with no script.
 */

// A BCP 47 tag's letters, digits and hyphens: anything else is not a choice the app wrote.
const LANGUAGE = /(?:^|;\s*)marquee_lang=([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(?:;|$)/;

/** The language the cookie says the person chose, unchecked: the render knows what it speaks. */
export function chosenLanguage(cookie: string | undefined): string | undefined {
  return cookie === undefined ? undefined : LANGUAGE.exec(cookie)?.[1];
}

// index.html's tag (web/index.html), rewritten whole.
const HTML_TAG = /<html\b[^>]*>/i;
const SAFE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** The document with the page's language and direction on <html>. */
export function withLanguage(html: string, { language, direction }: PageLanguage): string {
  if (!SAFE_TAG.test(language)) return html;
  return html.replace(HTML_TAG, (tag) =>
    tag
      .replace(/\s+(?:lang|dir)="[^"]*"/g, '')
      .replace(/^<html/i, `<html lang="${language}" dir="${direction === 'rtl' ? 'rtl' : 'ltr'}"`),
  );
}
