import { MONETIZATION_TYPES } from '../catalogue/watch-providers.js';
import type { RegionServices } from './title-catalogue.js';

function providerIds(offers: readonly unknown[]): number[] {
  return offers.flatMap((offer) => {
    const id = (offer as { provider_id?: unknown } | null)?.provider_id;
    return typeof id === 'number' && Number.isSafeInteger(id) ? [id] : [];
  });
}

/**
 * One region of a title's /watch/providers (the catalogue's, or TMDB's, which is outside input)
 * as the services of each way: anything that is not a list of offers with ids counts as none.
 */
export function regionServices(region: unknown): RegionServices {
  const services: RegionServices = {};
  if (typeof region !== 'object' || region === null) return services;
  for (const way of MONETIZATION_TYPES) {
    const offers = (region as Record<string, unknown>)[way];
    if (Array.isArray(offers)) services[way] = providerIds(offers);
  }
  return services;
}
