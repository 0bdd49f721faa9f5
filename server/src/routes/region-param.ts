import { regionBit } from '../catalogue/watch-regions.js';
import { invalidParameter } from '../http/tmdb-errors.js';

/**
 * A country parameter (`region`, `watch_region`, `certification_country`): an ISO 3166-1 code of
 * two letters in either case, answered in upper case; undefined when not given (or empty, as a
 * form sends it). Anything else is a 422 naming the parameter. The one parser of them all.
 */
export function regionParam(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw invalidParameter(name, 'is a country code of two letters (ISO 3166-1), such as US');
  return raw.toUpperCase();
}

/**
 * TMDB's `watch_region`: a region as regionParam reads it, and one /3/watch/providers/regions
 * lists, never a list of every region: the catalogue's services operate in those regions only.
 */
export function watchRegionParam(raw: string | undefined): string | undefined {
  const code = regionParam('watch_region', raw);
  if (code !== undefined && regionBit(code) === undefined)
    throw invalidParameter(
      'watch_region',
      `${code} is not a region of this catalogue; /3/watch/providers/regions lists them`,
    );
  return code;
}
