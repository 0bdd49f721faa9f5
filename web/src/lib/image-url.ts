import { resolveAppUrl } from './base-url';

/** w500 for posters and profiles (the spec), w92/w185 for thumbnails, w1280 for backdrops. */
export type ImageSize = 'w92' | 'w185' | 'w500' | 'w1280';

/** `t/p/w500/abc.jpg` relative to the base: the catalogue server serves images beside the API. */
export function imageUrl(
  path: string | null | undefined,
  size: ImageSize = 'w500',
): string | undefined {
  if (!path) return undefined;
  return resolveAppUrl(`t/p/${size}/${path.replace(/^\/+/, '')}`).href;
}
