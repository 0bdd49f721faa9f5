import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';

/**
 * One way of watching a title on one service, as movie_offer and tv_offer keep it
 * (catalogue-schema.ts): the way as its index in MONETIZATION_TYPES, the regions as bits of
 * WATCH_REGIONS.
 */
export interface OfferRow {
  providerId: number;
  monetization: number;
  regions: number;
}

/** Writes a title's offers as the generator streams the title; nothing is held for later. */
export function createOfferWriter(
  db: Database.Database,
): (media: TitleMediaType, titleId: number, offers: readonly OfferRow[]) => void {
  const insert = {
    movie: db.prepare(
      'INSERT INTO movie_offer (provider_id, monetization, title_id, regions) VALUES (?, ?, ?, ?)',
    ),
    tv: db.prepare(
      'INSERT INTO tv_offer (provider_id, monetization, title_id, regions) VALUES (?, ?, ?, ?)',
    ),
  };
  return (media, titleId, offers) => {
    for (const offer of offers)
      insert[media].run(offer.providerId, offer.monetization, titleId, offer.regions);
  };
}
