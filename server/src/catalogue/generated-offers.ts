import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MonetizationType } from '@marquee/tmdb-types/watch-providers';
import { LATEST_YEAR } from './generator-context.js';
import type { OfferRow } from './offer-rows.js';
import { seededRandom, type Random } from './seeded-random.js';
import {
  MONETIZATION_TYPES,
  STREAMING_SERVICES,
  type ServiceKind,
  type StreamingService,
} from './watch-providers.js';
import { regionBit, WATCH_REGIONS } from './watch-regions.js';

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Each region of `mask` kept with `chance`, in region order. */
function keepEach(random: Random, mask: number, chance: number): number {
  let kept = 0;
  for (let index = 0; index < WATCH_REGIONS.length; index += 1)
    if ((mask & (1 << index)) !== 0 && random.chance(chance)) kept |= 1 << index;
  return kept;
}

function pickWeighted(
  random: Random,
  services: readonly StreamingService[],
): StreamingService | undefined {
  let roll = random.next() * services.reduce((sum, service) => sum + service.weight, 0);
  for (const service of services) {
    roll -= service.weight;
    if (roll < 0) return service;
  }
  return services[services.length - 1];
}

const WAY = new Map(MONETIZATION_TYPES.map((type, index) => [type, index]));

/**
 * Where a generated title can be watched, from its own stream (`${seed}:${media}-offers:${id}`),
 * so no other field of any title changes. A quarter of the movies and a third of the shows are on
 * no service, the obscure ones more often. A title is distributed in some regions (the more
 * popular, the more; always where it was made), and each deal covers most of a service's regions
 * there, not all. Recent and popular titles stream more often; older and obscure ones are more
 * often only rented and sold, or free with ads. Shows are sold less and rented hardly at all.
 */
export function generatedOffers(
  seed: string,
  media: TitleMediaType,
  title: MovieDetails | TvDetails,
): OfferRow[] {
  const random = seededRandom(`${seed}:${media}-offers:${title.id}`);
  const reach = clamp01(Math.log(title.popularity) / Math.log(150));
  const date = 'release_date' in title ? title.release_date : title.first_air_date;
  const year = Number(date.slice(0, 4));
  const age = year > 0 ? clamp01((LATEST_YEAR - year) / 50) : 0.5;
  if (random.chance(0.06 + 0.26 * (1 - reach))) return [];

  // Always distributed where it was made, when the catalogue has services there.
  let territory = regionBit(title.origin_country[0] ?? '') ?? 0;
  for (let index = 0; index < WATCH_REGIONS.length; index += 1)
    if (random.chance(0.25 + 0.65 * reach)) territory |= 1 << index;

  const offers: OfferRow[] = [];
  const offer = (service: StreamingService, way: MonetizationType, regions: number) => {
    if (regions !== 0)
      offers.push({ providerId: service.id, monetization: WAY.get(way)!, regions });
  };
  const carrying = (kind: ServiceKind, within: number) =>
    STREAMING_SERVICES.filter(
      (service) =>
        service.kind === kind && service.media.includes(media) && (service.regions & within) !== 0,
    );
  const deal = (service: StreamingService, within: number) =>
    keepEach(random, service.regions & within, 0.85);

  let streamed = 0;
  const streamChance =
    media === 'movie'
      ? (0.75 - 0.5 * age) * (0.4 + 0.6 * reach)
      : (0.8 - 0.35 * age) * (0.5 + 0.5 * reach);
  if (random.chance(streamChance)) {
    const main = pickWeighted(random, carrying('subscription', territory));
    if (main !== undefined) {
      streamed = deal(main, territory);
      offer(main, 'flatrate', streamed);
    }
    // Where the main service is not, a regional one may have it.
    const rest = territory & ~streamed;
    if (rest !== 0 && random.chance(0.5)) {
      const other = pickWeighted(
        random,
        carrying('subscription', rest).filter((service) => service !== main),
      );
      if (other !== undefined) offer(other, 'flatrate', deal(other, rest));
    }
  }
  if (random.chance(0.04 + 0.2 * age * (1 - reach))) {
    const ads = pickWeighted(random, carrying('ads', territory));
    if (ads !== undefined) offer(ads, 'ads', deal(ads, territory));
  }
  if (random.chance(0.02 + 0.08 * age)) {
    const free = pickWeighted(random, carrying('free', territory));
    if (free !== undefined) offer(free, 'free', deal(free, territory));
  }

  const storeChance = media === 'tv' ? 0.7 : streamed === 0 ? 0.95 : 0.75;
  if (random.chance(storeChance)) {
    const count =
      1 + Number(random.chance(0.4 + 0.4 * reach)) + Number(random.chance(0.25 * reach));
    let stores = carrying('store', territory);
    for (let picked = 0; picked < count; picked += 1) {
      const store = pickWeighted(random, stores);
      if (store === undefined) break;
      stores = stores.filter((other) => other !== store);
      const sold = deal(store, territory);
      offer(store, 'buy', sold);
      if (random.chance(media === 'tv' ? 0.15 : 0.85 - 0.3 * age))
        offer(store, 'rent', keepEach(random, sold, 0.9));
    }
  }
  return offers;
}
