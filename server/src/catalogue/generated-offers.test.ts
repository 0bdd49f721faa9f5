import { describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { generatedOffers } from './generated-offers.js';
import { MONETIZATION_TYPES, streamingService } from './watch-providers.js';
import { regionBit } from './watch-regions.js';

const SEED = 'offers-test';

function movie(id: number, popularity: number, year: number, country = 'US'): MovieDetails {
  return {
    id,
    popularity,
    release_date: `${year}-05-01`,
    origin_country: [country],
  } as MovieDetails;
}

function show(id: number, popularity: number, year: number): TvDetails {
  return { id, popularity, first_air_date: `${year}-05-01`, origin_country: ['GB'] } as TvDetails;
}

const ids = Array.from({ length: 3000 }, (_, index) => index + 1);

/** The share of `titles` whose offers pass `test`. */
function share(titles: MovieDetails[], test: (ways: Set<string>) => boolean): number {
  const passing = titles.filter((title) => {
    const ways = generatedOffers(SEED, 'movie', title).map(
      (offer) => MONETIZATION_TYPES[offer.monetization]!,
    );
    return test(new Set(ways));
  });
  return passing.length / titles.length;
}

describe('generatedOffers', () => {
  it('draws the same offers for the same seed and title, others for another seed', () => {
    const title = movie(7, 40, 2020);
    expect(generatedOffers(SEED, 'movie', title)).toEqual(generatedOffers(SEED, 'movie', title));
    const differ = ids
      .slice(0, 50)
      .some(
        (id) =>
          JSON.stringify(generatedOffers(SEED, 'movie', movie(id, 40, 2020))) !==
          JSON.stringify(generatedOffers('other', 'movie', movie(id, 40, 2020))),
      );
    expect(differ).toBe(true);
  });

  it('offers each way of a service once, in regions the service operates in, for the kinds it carries', () => {
    for (const id of ids.slice(0, 500)) {
      for (const [media, offers] of [
        ['movie', generatedOffers(SEED, 'movie', movie(id, 1 + (id % 90), 1930 + (id % 95)))],
        ['tv', generatedOffers(SEED, 'tv', show(id, 1 + (id % 90), 1960 + (id % 65)))],
      ] as const) {
        const keys = offers.map((offer) => `${offer.providerId}:${offer.monetization}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const offer of offers) {
          const service = streamingService(offer.providerId)!;
          expect(offer.regions).not.toBe(0);
          expect(offer.regions & ~service.regions).toBe(0);
          expect(service.media).toContain(media);
        }
      }
    }
  });

  it('leaves obscure titles on no service more often than popular ones', () => {
    const nowhere = (ways: Set<string>) => ways.size === 0;
    const obscure = share(
      ids.map((id) => movie(id, 1.2, 2015)),
      nowhere,
    );
    const popular = share(
      ids.map((id) => movie(id, 120, 2015)),
      nowhere,
    );
    expect(obscure).toBeGreaterThan(0.2);
    expect(obscure).toBeLessThan(0.5);
    expect(popular).toBeLessThan(0.12);
  });

  it('more often only rents and sells old, obscure titles than recent, popular ones', () => {
    const storeOnly = (ways: Set<string>) =>
      ways.size > 0 && [...ways].every((way) => way === 'rent' || way === 'buy');
    const streamed = (ways: Set<string>) => ways.has('flatrate');
    const somewhere = (ways: Set<string>) => ways.size > 0;
    const old = ids.map((id) => movie(id, 2, 1965));
    const recent = ids.map((id) => movie(id, 90, 2023));
    // Of the titles on some service: an obscure title is more often nowhere at all.
    const ofOffered = (titles: MovieDetails[], test: (ways: Set<string>) => boolean) =>
      share(titles, test) / share(titles, somewhere);
    expect(ofOffered(old, storeOnly)).toBeGreaterThan(ofOffered(recent, storeOnly) + 0.2);
    expect(ofOffered(recent, streamed)).toBeGreaterThan(ofOffered(old, streamed) + 0.3);
  });

  it('distributes a title where it was made more often than elsewhere', () => {
    const offeredIn = (code: string) =>
      ids
        .slice(0, 500)
        .filter((id) =>
          generatedOffers(SEED, 'movie', movie(id, 5, 2018, 'JP')).some(
            (offer) => (offer.regions & regionBit(code)!) !== 0,
          ),
        ).length;
    expect(offeredIn('JP')).toBeGreaterThan(offeredIn('KR') * 1.2);
  });
});
