/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level: the
 * first one made loads the locale's data (about 10 ms on a slow phone), which would otherwise land
 * in the app's start-up, one long task, for formatters the first page may never use.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
