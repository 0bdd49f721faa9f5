import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { DiscoverColumns } from './discover-columns.js';
import { MONETIZATION_TYPES, STREAMING_SERVICES, streamingService } from './watch-providers.js';
import { WATCH_REGIONS } from './watch-regions.js';

/** One service's offers of one way: the titles' places (discover-columns.ts) and their regions' bits. */
interface OfferRange {
  places: Int32Array;
  regions: Int32Array;
}

/** The places discover's watch filters read, from the offer tables. */
export interface OfferRanges {
  /**
   * Marks (1) the titles one of `providers` (any service, when undefined) offers in one of `ways`
   * (indexes of MONETIZATION_TYPES) in one of `regions` (bits of WATCH_REGIONS). The marks are
   * shared with later lists: read them, never change them.
   */
  offeredMarks(
    media: TitleMediaType,
    providers: readonly number[] | undefined,
    ways: readonly number[],
    regions: number,
  ): Uint8Array;
}

const ALL_SERVICES = STREAMING_SERVICES.map((service) => service.id);
/** Every way of watching, as indexes of MONETIZATION_TYPES. */
export const ALL_WAYS: readonly number[] = MONETIZATION_TYPES.map((_, index) => index);
// The marks of the last few filters asked, most recent last: a member with "Only my services" asks
// for the same services on every list they browse (a byte a title each: 0.7 MB at 700,000 movies).
const KEPT_MARKS = 8;
// Every region's bit fits below this, so a title id times it plus the bits is an exact number.
const REGION_SPAN = 2 ** WATCH_REGIONS.length;
const NO_OFFERS: OfferRange = { places: new Int32Array(0), regions: new Int32Array(0) };

/**
 * A service's offers of one way are read from their range of `movie_offer` / `tv_offer` once, the
 * first time a list asks for them, and kept as typed arrays of places and regions (8 bytes an
 * offer: about 17 MB at 1,000,000 titles once every service and way has been asked for). Reading
 * a big service's range is most of a list's time at that size (tens of milliseconds), and a
 * member with "Only my services" asks for the same few ranges on every list they browse.
 */
export function createOfferRanges(
  db: Database.Database,
  columns: Readonly<Record<TitleMediaType, DiscoverColumns>>,
): OfferRanges {
  const statements = {
    movie: rangeStatement(db, 'movie_offer'),
    tv: rangeStatement(db, 'tv_offer'),
  };
  const ranges = new Map<string, OfferRange>();
  const marked = new Map<string, Uint8Array>();

  function rangeOf(media: TitleMediaType, provider: number, way: number): OfferRange {
    // A client may name any id: only the catalogue's own services are kept, so what is kept is bounded.
    if (streamingService(provider) === undefined) return NO_OFFERS;
    const key = `${media}:${provider}:${way}`;
    const known = ranges.get(key);
    if (known !== undefined) return known;
    const rows = statements[media].all(provider, way);
    const places = new Int32Array(rows.length);
    const regions = new Int32Array(rows.length);
    let count = 0;
    for (const row of rows) {
      const id = Math.floor(row / REGION_SPAN);
      const place = columns[media].placeOf(id);
      if (place < 0) continue;
      places[count] = place;
      regions[count] = row - id * REGION_SPAN;
      count += 1;
    }
    const range = { places: places.slice(0, count), regions: regions.slice(0, count) };
    ranges.set(key, range);
    return range;
  }

  return {
    offeredMarks(media, providers, ways, regions) {
      const wayList = [...new Set(ways)].sort((a, b) => a - b);
      const key = `${media}|${providers?.join(',') ?? 'any'}|${wayList.join(',')}|${regions}`;
      const known = marked.get(key);
      if (known !== undefined) {
        marked.delete(key);
        marked.set(key, known);
        return known;
      }
      const marks = new Uint8Array(columns[media].count);
      for (const provider of providers ?? ALL_SERVICES)
        for (const way of wayList) {
          const range = rangeOf(media, provider, way);
          for (let index = 0; index < range.places.length; index += 1)
            if ((range.regions[index]! & regions) !== 0) marks[range.places[index]!] = 1;
        }
      marked.set(key, marks);
      if (marked.size > KEPT_MARKS) marked.delete(marked.keys().next().value!);
      return marks;
    },
  };
}

/**
 * A range's offers, each its title and regions packed in one number: a big service's range is
 * hundreds of thousands of rows, and reading each as an array of two took six times as long
 * (292 against 50 ms for 281,124 offers at 1,000,000 titles).
 */
function rangeStatement(db: Database.Database, table: string) {
  return db
    .prepare<[number, number], number>(
      `SELECT title_id * ${REGION_SPAN} + regions FROM ${table} WHERE provider_id = ? AND monetization = ?`,
    )
    .pluck();
}
