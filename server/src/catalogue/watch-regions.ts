import type { WatchRegion } from '@marquee/tmdb-types/watch-providers';

/**
 * The countries the embedded catalogue's services operate in, by ISO 3166-1 code, in code order as
 * TMDB lists them. English names as TMDB spells them; the native name is the country's own, the
 * same whatever `language` asks (TMDB's follows the language). A title's offers keep their regions
 * as bits in this order (offer-rows.ts), so changing the list means a new GENERATOR_VERSION.
 */
export const WATCH_REGIONS: readonly WatchRegion[] = [
  { iso_3166_1: 'AR', english_name: 'Argentina', native_name: 'Argentina' },
  { iso_3166_1: 'AT', english_name: 'Austria', native_name: 'Österreich' },
  { iso_3166_1: 'AU', english_name: 'Australia', native_name: 'Australia' },
  { iso_3166_1: 'BR', english_name: 'Brazil', native_name: 'Brasil' },
  { iso_3166_1: 'CA', english_name: 'Canada', native_name: 'Canada' },
  { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
  { iso_3166_1: 'ES', english_name: 'Spain', native_name: 'España' },
  { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
  { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
  { iso_3166_1: 'IE', english_name: 'Ireland', native_name: 'Éire' },
  { iso_3166_1: 'IN', english_name: 'India', native_name: 'भारत' },
  { iso_3166_1: 'IT', english_name: 'Italy', native_name: 'Italia' },
  { iso_3166_1: 'JP', english_name: 'Japan', native_name: '日本' },
  { iso_3166_1: 'KR', english_name: 'South Korea', native_name: '대한민국' },
  { iso_3166_1: 'MX', english_name: 'Mexico', native_name: 'México' },
  { iso_3166_1: 'NL', english_name: 'Netherlands', native_name: 'Nederland' },
  { iso_3166_1: 'NZ', english_name: 'New Zealand', native_name: 'New Zealand' },
  { iso_3166_1: 'PL', english_name: 'Poland', native_name: 'Polska' },
  { iso_3166_1: 'SE', english_name: 'Sweden', native_name: 'Sverige' },
  { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
];

const INDEX = new Map(WATCH_REGIONS.map((region, index) => [region.iso_3166_1, index]));

/** The bit of a region in a set of regions; undefined for a code the catalogue has no services in. */
export function regionBit(code: string): number | undefined {
  const index = INDEX.get(code);
  return index === undefined ? undefined : 1 << index;
}

/** A set of regions as bits, from their codes (unknown codes are no bit). */
export function regionMask(codes: readonly string[]): number {
  return codes.reduce((mask, code) => mask | (regionBit(code) ?? 0), 0);
}

/** The codes of a set of regions, in WATCH_REGIONS' order. */
export function regionCodes(mask: number): string[] {
  return WATCH_REGIONS.filter((_, index) => (mask & (1 << index)) !== 0).map(
    (region) => region.iso_3166_1,
  );
}
