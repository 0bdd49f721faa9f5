/*
 * The languages Marquee speaks, and how a visitor's wishes pick one. Shared by the server's render
 * (the cookie and Accept-Language) and the browser (the cookie and navigator.languages), so both
 * pick the same language for the same wishes.
 */

/** Each language as it names itself, so a person finds their own in a list in any other. */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'es', name: 'Español' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'pt-BR', name: 'Português (Brasil)' },
  { tag: 'it', name: 'Italiano' },
  { tag: 'ja', name: '日本語' },
  { tag: 'ko', name: '한국어' },
  { tag: 'ar', name: 'العربية' },
  { tag: 'he', name: 'עברית' },
] as const;

export type Language = (typeof LANGUAGES)[number]['tag'];

/** English is the language the app is written in: every other one is translated from it. */
export const SOURCE_LANGUAGE: Language = 'en';

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar', 'he']);

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(tag: string): tag is Language {
  return LANGUAGES.some((language) => language.tag === tag);
}

function baseOf(tag: string): string {
  return tag.split('-')[0]?.toLowerCase() ?? '';
}

/**
 * The first of `wishes` (most wanted first; a chosen language, then the browser's) that Marquee
 * speaks: the tag itself, else its language in another country ("pt-PT" is Portuguese, "en-GB"
 * English). English when none is.
 */
export function negotiateLanguage(wishes: ReadonlyArray<string | undefined>): Language {
  for (const wish of wishes) {
    if (wish === undefined || wish === '') continue;
    const exact = LANGUAGES.find(({ tag }) => tag.toLowerCase() === wish.toLowerCase());
    if (exact !== undefined) return exact.tag;
    const sameLanguage = LANGUAGES.find(({ tag }) => baseOf(tag) === baseOf(wish));
    if (sameLanguage !== undefined) return sameLanguage.tag;
  }
  return SOURCE_LANGUAGE;
}
