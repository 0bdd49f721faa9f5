import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { CountryReleases, ReleaseType } from '@marquee/tmdb-types/certifications';
import {
  MOVIE_RATED_COUNTRIES,
  MOVIE_RATING_SYSTEMS,
  ratingIn,
  type Maturity,
} from './certification-systems.js';
import { drawMaturity } from './generated-maturity.js';
import { seededRandom } from './seeded-random.js';
import type { MovieRatings } from './title-facet-writer.js';
import { dayOfIsoDate, isoDateOfDay, type UtcDay } from './utc-days.js';

export const PREMIERE: ReleaseType = 1;
export const THEATRICAL: ReleaseType = 3;
export const DIGITAL: ReleaseType = 4;
export const PHYSICAL: ReleaseType = 5;

/** One release of a film, dated by its days after the film first opens in its own country. */
export interface PlannedRelease {
  country: string;
  type: ReleaseType;
  afterOrigin: number;
  certification: string;
  note: string;
}

/** A film's releases everywhere, rated from its one maturity level. */
export interface ReleasePlan {
  maturity: Maturity;
  releases: PlannedRelease[];
}

// Invented festivals, for the premieres' notes.
const FESTIVALS = [
  'Harbourlight Film Festival',
  'Northgate Premiere Week',
  'Silver Pine Festival',
  'Old Quay Screenings',
  'Lantern Bay Film Days',
] as const;

/**
 * The releases of `movie`, from its own stream (`${seed}:movie-releases:${id}`): it opens in
 * cinemas in its own country first (some after a festival premiere), in one to six other countries
 * the same day or up to eight weeks later (a few of them online only), then online and on disc at
 * home months later. The draws of a release that may not happen are taken either way, so the
 * rest of the stream never depends on whether it did.
 */
export function movieReleasePlan(
  seed: string,
  movie: Pick<MovieDetails, 'id' | 'origin_country' | 'genres'>,
): ReleasePlan {
  const random = seededRandom(`${seed}:movie-releases:${movie.id}`);
  const maturity = drawMaturity(
    random,
    movie.genres.map((genre) => genre.id),
  );
  const origin = movie.origin_country[0] ?? 'US';
  const rated = (country: string, type: ReleaseType, afterOrigin: number, note = '') => ({
    country,
    type,
    afterOrigin,
    certification: type === PREMIERE ? '' : ratingIn(MOVIE_RATING_SYSTEMS, country, maturity),
    note,
  });
  const premiere = random.chance(0.3);
  const premiereDays = random.int(7, 60);
  const festival = random.pick(FESTIVALS);
  const releases: PlannedRelease[] = premiere
    ? [rated(origin, PREMIERE, -premiereDays, festival)]
    : [];
  releases.push(rated(origin, THEATRICAL, 0));
  const others = new Set<string>();
  const wanted = random.int(1, 6);
  while (others.size < wanted) {
    const country = random.pick(MOVIE_RATED_COUNTRIES);
    if (country !== origin) others.add(country);
  }
  for (const country of others) {
    const inCinemas = random.chance(0.85);
    const after = inCinemas ? random.int(0, 56) : random.int(30, 120);
    releases.push(rated(country, inCinemas ? THEATRICAL : DIGITAL, after));
  }
  const digital = random.chance(0.8);
  const digitalAfter = random.int(45, 120);
  if (digital) releases.push(rated(origin, DIGITAL, digitalAfter));
  const physical = random.chance(0.5);
  const physicalAfter = random.int(100, 240);
  if (physical) releases.push(rated(origin, PHYSICAL, physicalAfter, 'DVD'));
  return { maturity, releases };
}

/** TMDB's release_dates results for a film that first opens at home on `originDay`. */
export function releaseDatesFrom(plan: ReleasePlan, originDay: UtcDay): CountryReleases[] {
  const byCountry = new Map<string, CountryReleases>();
  const dated = [...plan.releases].sort((a, b) => a.afterOrigin - b.afterOrigin);
  for (const release of dated) {
    let country = byCountry.get(release.country);
    if (country === undefined) {
      country = { iso_3166_1: release.country, release_dates: [] };
      byCountry.set(release.country, country);
    }
    country.release_dates.push({
      certification: release.certification,
      descriptors: [],
      iso_639_1: '',
      note: release.note,
      release_date: `${isoDateOfDay(originDay + release.afterOrigin)}T00:00:00.000Z`,
      type: release.type,
    });
  }
  return [...byCountry.values()];
}

/**
 * The ratings a film's release rows give it (release-rows.ts): its maturity in every country one
 * of its dated releases is rated in; none for a film without a date, which has no release rows.
 */
export function ratingsOf(
  plan: ReleasePlan,
  movie: Pick<MovieDetails, 'release_date'>,
): MovieRatings {
  if (dayOfIsoDate(movie.release_date) === undefined)
    return { maturity: plan.maturity, countries: [] };
  const countries = new Set(
    plan.releases
      .filter((release) => release.certification !== '')
      .map((release) => release.country),
  );
  return { maturity: plan.maturity, countries: [...countries] };
}
