/*
 * The original languages browse offers. The embedded catalogue serves no
 * /3/configuration/languages, so these are the languages TMDB's titles are most often in (the
 * generator's among them), with their English names written here rather than by Intl, so a server
 * render and the browser always name them alike.
 */
const names: Record<string, string> = {
  ar: 'Arabic',
  cn: 'Cantonese',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fa: 'Persian',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  ml: 'Malayalam',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  ta: 'Tamil',
  te: 'Telugu',
  th: 'Thai',
  tl: 'Tagalog',
  tr: 'Turkish',
  uk: 'Ukrainian',
  zh: 'Mandarin',
};

/** The languages as a select's options, by name. */
export const originalLanguages = Object.entries(names)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** A language's English name, or its code when it is none of the list's. */
export function originalLanguageName(code: string): string {
  return names[code] ?? code;
}
