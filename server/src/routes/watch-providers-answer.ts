import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { WatchProviderRegion } from '@marquee/tmdb-types/watch-providers';
import type { TitleOffers } from '../catalogue/catalogue.js';

/**
 * A title's offers as TMDB's `results`, each region with its `link`: TMDB's is its page of where
 * to watch the title there. The embedded catalogue's services have no pages, so it is the title's
 * details page on this server (`appRoot`: origin and base path) with the region chosen, at its
 * "Where to watch" section.
 */
export function watchProviderResults(
  offers: TitleOffers,
  appRoot: string,
  media: TitleMediaType,
  id: number,
): Record<string, WatchProviderRegion> {
  const page = `${appRoot}details/${media}/${id}`;
  return Object.fromEntries(
    Object.entries(offers).map(([region, lists]) => [
      region,
      { link: `${page}?watch_region=${region}#where-to-watch`, ...lists },
    ]),
  );
}
