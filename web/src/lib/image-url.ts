import { config } from '../config';
import { resolveAppUrl } from './base-url';

/** w500 for posters and profiles (the spec), w92/w185 for thumbnails. */
export type ImageSize = 'w92' | 'w185' | 'w500' | 'w1280';

/** The backdrop widths TMDB serves (configuration's backdrop_sizes), for a srcset. */
export const backdropWidths = [300, 780, 1280] as const;
export type BackdropSize = `w${(typeof backdropWidths)[number]}`;

/**
 * `t/p/w500/abc.jpg` relative to the base, where the catalogue server serves images beside the
 * API, or under VITE_IMAGE_BASE_URL (e.g. https://image.tmdb.org/t/p) in a static deployment.
 */
export function imageUrl(
  path: string | null | undefined,
  size: ImageSize | BackdropSize = 'w500',
  baseUrl?: string,
): string | undefined {
  if (!path) return undefined;
  const url = resolveAppUrl(
    `${config.catalogue.imageBaseUrl}/${size}/${path.replace(/^\/+/, '')}`,
    baseUrl,
  );
  // Our own server's images by path alone: a page rendered on the server names them as the
  // browser will, whatever host the browser used.
  return /^https?:/.test(config.catalogue.imageBaseUrl) ? url.href : url.pathname;
}
