import type { MessageId } from '../i18n/load-messages';

/*
 * The original languages browse offers. The embedded catalogue serves no
 * /3/configuration/languages, so these are the languages TMDB's titles are most often in (the
 * generator's among them), named by the app's messages rather than by Intl, so a server render and
 * the browser always name them alike.
 */
const names: Record<string, MessageId> = {
  ar: 'browse.language.ar',
  cn: 'browse.language.cn',
  cs: 'browse.language.cs',
  da: 'browse.language.da',
  de: 'browse.language.de',
  el: 'browse.language.el',
  en: 'browse.language.en',
  es: 'browse.language.es',
  fa: 'browse.language.fa',
  fi: 'browse.language.fi',
  fr: 'browse.language.fr',
  he: 'browse.language.he',
  hi: 'browse.language.hi',
  hu: 'browse.language.hu',
  id: 'browse.language.id',
  it: 'browse.language.it',
  ja: 'browse.language.ja',
  ko: 'browse.language.ko',
  ml: 'browse.language.ml',
  nl: 'browse.language.nl',
  no: 'browse.language.no',
  pl: 'browse.language.pl',
  pt: 'browse.language.pt',
  ro: 'browse.language.ro',
  ru: 'browse.language.ru',
  sv: 'browse.language.sv',
  ta: 'browse.language.ta',
  te: 'browse.language.te',
  th: 'browse.language.th',
  tl: 'browse.language.tl',
  tr: 'browse.language.tr',
  uk: 'browse.language.uk',
  zh: 'browse.language.zh',
};

/** The languages as a select's options, each with its name's message. */
export const originalLanguages: ReadonlyArray<{ value: string; label: MessageId }> = Object.entries(
  names,
).map(([value, label]) => ({ value, label }));

/** A language's name's message, or none when it is none of the list's. */
export function originalLanguageName(code: string): MessageId | undefined {
  return names[code];
}
