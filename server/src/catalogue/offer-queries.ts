import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { WatchProvider, WatchProviderOffer } from '@marquee/tmdb-types/watch-providers';
import type { Catalogue, TitleOffers } from './catalogue.js';
import { generatedSeed } from './generated-seed.js';
import {
  displayPriorities,
  displayPriority,
  MONETIZATION_TYPES,
  streamingService,
  STREAMING_SERVICES,
  type StreamingService,
} from './watch-providers.js';
import { regionCodes, WATCH_REGIONS } from './watch-regions.js';

type OfferQueries = Pick<Catalogue, 'titleOffers' | 'watchProviders'>;

interface StoredOffer {
  provider_id: number;
  monetization: number;
  regions: number;
}

function offerIn(service: StreamingService, region: string): WatchProviderOffer {
  return {
    logo_path: service.logoPath,
    provider_id: service.id,
    provider_name: service.name,
    display_priority: displayPriority(service, region) ?? 0,
  };
}

/** Stored offers as TMDB's lists: regions in code order, ways in MONETIZATION_TYPES' order. */
function titleOffersOf(rows: readonly StoredOffer[]): TitleOffers {
  const lists = new Map<string, Map<number, WatchProviderOffer[]>>();
  for (const row of rows) {
    const service = streamingService(row.provider_id);
    if (service === undefined) continue;
    for (const region of regionCodes(row.regions)) {
      const ways = lists.get(region) ?? new Map<number, WatchProviderOffer[]>();
      lists.set(region, ways);
      ways.set(row.monetization, [...(ways.get(row.monetization) ?? []), offerIn(service, region)]);
    }
  }
  const results: TitleOffers = {};
  for (const { iso_3166_1: region } of WATCH_REGIONS) {
    const ways = lists.get(region);
    if (ways === undefined) continue;
    const entry: TitleOffers[string] = {};
    MONETIZATION_TYPES.forEach((way, index) => {
      const offers = ways.get(index);
      if (offers !== undefined)
        entry[way] = offers.sort(
          (a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id,
        );
    });
    results[region] = entry;
  }
  return results;
}

/**
 * Where titles can be watched, from movie_offer and tv_offer; the services and their places in
 * lists are the same for every generated catalogue (watch-providers.ts). A catalogue anything was
 * imported into has none: its offers, if any, might belong to a generated title its import replaced.
 */
export function createOfferQueries(db: Database.Database): OfferQueries {
  const generated = generatedSeed(db) !== undefined;
  const exists = {
    movie: db.prepare<[number], number>('SELECT 1 FROM movie WHERE id = ?').pluck(),
    tv: db.prepare<[number], number>('SELECT 1 FROM tv WHERE id = ?').pluck(),
  };
  // Every (service, way) key of the title: SQLite seeks each combination of the IN lists.
  const services = STREAMING_SERVICES.map((service) => service.id).join(', ');
  const ways = MONETIZATION_TYPES.map((_, index) => index).join(', ');
  const offersOf = (table: string) =>
    db.prepare<[number], StoredOffer>(
      `SELECT provider_id, monetization, regions FROM ${table}
       WHERE provider_id IN (${services}) AND monetization IN (${ways}) AND title_id = ?`,
    );
  const offers = { movie: offersOf('movie_offer'), tv: offersOf('tv_offer') };

  return {
    titleOffers(media, id) {
      if (exists[media].get(id) === undefined) return undefined;
      return generated ? titleOffersOf(offers[media].all(id)) : {};
    },
    watchProviders(media: TitleMediaType, region?: string): WatchProvider[] {
      if (!generated) return [];
      return STREAMING_SERVICES.filter(
        (service) =>
          service.media.includes(media) &&
          (region === undefined || displayPriority(service, region) !== undefined),
      )
        .map((service) => ({
          display_priorities: displayPriorities(service),
          display_priority: displayPriority(service, region) ?? 0,
          logo_path: service.logoPath,
          provider_name: service.name,
          provider_id: service.id,
        }))
        .sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id);
    },
  };
}
