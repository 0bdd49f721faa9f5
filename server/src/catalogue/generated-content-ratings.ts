import type { TvDetails } from '@marquee/tmdb-types/details';
import type { ContentRating } from '@marquee/tmdb-types/certifications';
import { ratingIn, TV_RATING_SYSTEMS } from './certification-systems.js';
import { drawMaturity } from './generated-maturity.js';
import { seededRandom } from './seeded-random.js';

const RATED_COUNTRIES = Object.keys(TV_RATING_SYSTEMS);

/**
 * A show's ratings, from its own stream (`${seed}:tv-ratings:${id}`): in its own country when that
 * has a system here, and in one to five others, all from one maturity level.
 */
export function showContentRatings(
  seed: string,
  show: Pick<TvDetails, 'id' | 'origin_country' | 'genres'>,
): ContentRating[] {
  const random = seededRandom(`${seed}:tv-ratings:${show.id}`);
  const maturity = drawMaturity(
    random,
    show.genres.map((genre) => genre.id),
  );
  const origin = show.origin_country[0] ?? '';
  const countries = new Set<string>(origin in TV_RATING_SYSTEMS ? [origin] : []);
  const wanted = countries.size + random.int(1, 5);
  while (countries.size < wanted) countries.add(random.pick(RATED_COUNTRIES));
  return [...countries].map((country) => ({
    descriptors: [],
    iso_3166_1: country,
    rating: ratingIn(TV_RATING_SYSTEMS, country, maturity),
  }));
}
