/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level: the
 * first one made loads the locale's data (about 10 ms on a slow phone), which would otherwise land
 * in the app's start-up, one long task, for formatters the first page may never use.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * One value per locale (a formatter in the page's language), each made the first time its locale
 * asks, then kept: the same reason as madeOnFirstUse, for every language a server renders in.
 */
export function madeOnFirstUseIn<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
