/**
 * The region of the first of the person's languages that names one (`en-GB` → GB, or `fr` → FR
 * as the language's likeliest), if it is one of `known`; undefined otherwise.
 */
export function localeRegion(
  languages: readonly string[],
  known: ReadonlySet<string>,
): string | undefined {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).maximize().region;
    } catch {
      continue; // Not a language tag.
    }
    if (region !== undefined && known.has(region)) return region;
  }
  return undefined;
}

/** The browser's languages, most preferred first; none where there is no browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
