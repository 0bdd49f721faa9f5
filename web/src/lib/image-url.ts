import { resolveAppUrl } from './base-url';

export type ImageSize = 'w500';

/** `t/p/w500/abc.jpg` relative to the base: the catalogue server serves images beside the API. */
export function imageUrl(
  path: string | null | undefined,
  size: ImageSize = 'w500',
): string | undefined {
  if (!path) return undefined;
  return resolveAppUrl(`t/p/${size}/${path.replace(/^\/+/, '')}`).href;
}
