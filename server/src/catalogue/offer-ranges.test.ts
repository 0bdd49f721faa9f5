import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { loadDiscoverColumns } from './discover-columns.js';
import { createOfferRanges } from './offer-ranges.js';
import { regionBit } from './watch-regions.js';
import { STREAMING_SERVICES } from './watch-providers.js';

const built = buildTestCatalogue();
const db = new Database(built.dbPath, { readonly: true });
afterAll(() => {
  db.close();
  built.cleanup();
});
const columns = { movie: loadDiscoverColumns(db, 'movie'), tv: loadDiscoverColumns(db, 'tv') };

/** The ids SQL finds for the same question, as discover asked it before offers were kept. */
function offeredIds(providers: readonly number[], ways: readonly number[], regions: number) {
  return db
    .prepare<[], number>(
      `SELECT DISTINCT title_id FROM movie_offer WHERE provider_id IN (${providers.join(',')})
       AND monetization IN (${ways.join(',')}) AND (regions & ${regions}) != 0 ORDER BY title_id`,
    )
    .pluck()
    .all();
}

function markedIds(marks: Uint8Array): number[] {
  const ids: number[] = [];
  for (let place = 0; place < marks.length; place += 1)
    if (marks[place] === 1) ids.push(columns.movie.ids[place]!);
  return ids.sort((a, b) => a - b);
}

describe('createOfferRanges', () => {
  const offers = createOfferRanges(db, columns);
  const services = STREAMING_SERVICES.slice(0, 3).map((service) => service.id);

  it('marks the titles the services offer in the ways and region, as SQL finds them', () => {
    for (const region of ['US', 'FR', 'JP']) {
      const bit = regionBit(region)!;
      for (const ways of [[0], [0, 1, 2], [3, 4]]) {
        const expected = offeredIds(services, ways, bit);
        expect(markedIds(offers.offeredMarks('movie', services, ways, bit))).toEqual(expected);
      }
    }
    expect(offeredIds(services, [0, 1, 2], regionBit('US')!).length).toBeGreaterThan(0);
  });

  it('gives the same marks again for the same question, whatever the order of its ways', () => {
    const bit = regionBit('US')!;
    const first = offers.offeredMarks('movie', services, [0, 2], bit);
    expect(offers.offeredMarks('movie', services, [2, 0, 2], bit)).toBe(first);
  });

  it('marks nothing for a service the catalogue has not', () => {
    const marks = offers.offeredMarks('movie', [123_456], [0, 1, 2, 3, 4], regionBit('US')!);
    expect(marks.every((mark) => mark === 0)).toBe(true);
  });
});
