/** Told of each lookup of an in-memory answer cache, so the metrics can give its hit ratio. */
export interface CacheObserver {
  hit(): void;
  miss(): void;
}

/** For a cache nobody counts (metrics off, or a test). */
export const UNCOUNTED_CACHE: CacheObserver = {
  hit() {},
  miss() {},
};
