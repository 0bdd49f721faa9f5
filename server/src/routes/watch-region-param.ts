import { regionBit } from '../catalogue/watch-regions.js';
import { invalidParameter } from '../http/tmdb-errors.js';

/**
 * TMDB's `watch_region`: a code /3/watch/providers/regions lists, in either case; undefined when
 * not given (or empty, as a form sends it). Anything else is a 422 naming it, never a list of
 * every region: the catalogue's services operate in those regions only.
 */
export function watchRegionOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw invalidParameter(
      'watch_region',
      'is a country code of two letters (ISO 3166-1), such as US',
    );
  const code = raw.toUpperCase();
  if (regionBit(code) === undefined)
    throw invalidParameter(
      'watch_region',
      `${code} is not a region of this catalogue; /3/watch/providers/regions lists them`,
    );
  return code;
}
