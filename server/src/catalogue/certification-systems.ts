import type { CertificationList } from '@marquee/tmdb-types/certifications';

/**
 * How grown-up a title is, one level for all its ratings, so a film rated R in the US is 18 or 16
 * elsewhere: 0 all ages, 1 parental guidance, 2 from about 12, 3 from 15 or 16, 4 adults only.
 */
export type Maturity = 0 | 1 | 2 | 3 | 4;

/** One country's ratings: what the certification lists show, and what the generator gives. */
export interface RatingSystem {
  /** Every rating with what it means, youngest audience first (TMDB's `order` counts from 1). */
  ratings: ReadonlyArray<readonly [certification: string, meaning: string]>;
  /** The rating a title of each maturity gets, level 0 to 4. */
  byMaturity: readonly [string, string, string, string, string];
}

// The countries' public rating systems, with meanings in our own short words. The generator rates
// titles from these and the certification lists show them, so the two never disagree.
export const MOVIE_RATING_SYSTEMS: Readonly<Record<string, RatingSystem>> = {
  US: {
    ratings: [
      ['G', 'Suitable for every age.'],
      ['PG', 'Some scenes may not suit young children; parents may want to watch first.'],
      ['PG-13', 'Some material may be unsuitable for children under 13.'],
      ['R', 'Under 17 only with a parent or adult guardian.'],
      ['NC-17', 'No one 17 or under admitted.'],
    ],
    byMaturity: ['G', 'PG', 'PG-13', 'R', 'NC-17'],
  },
  CA: {
    ratings: [
      ['G', 'Suitable for every age.'],
      ['PG', 'Parental guidance advised; some scenes may upset young children.'],
      ['14A', 'Under 14 only with an adult.'],
      ['18A', 'Under 18 only with an adult.'],
      ['R', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', '14A', '18A', 'R'],
  },
  GB: {
    ratings: [
      ['U', 'Universal: suitable for everyone from four.'],
      ['PG', 'Parental guidance: general viewing, some scenes may upset young children.'],
      ['12A', 'In cinemas, under 12 only with an adult.'],
      ['12', 'On video, for 12 and over.'],
      ['15', 'For 15 and over.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['U', 'PG', '12A', '15', '18'],
  },
  IE: {
    ratings: [
      ['G', 'Suitable for every age.'],
      ['PG', 'Parental guidance advised.'],
      ['12A', 'Under 12 only with an adult.'],
      ['15A', 'Under 15 only with an adult.'],
      ['16', 'For 16 and over.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', '12A', '16', '18'],
  },
  DE: {
    ratings: [
      ['0', 'No age restriction.'],
      ['6', 'From 6.'],
      ['12', 'From 12; from 6 with a parent.'],
      ['16', 'From 16.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['0', '6', '12', '16', '18'],
  },
  FR: {
    ratings: [
      ['TP', 'For all audiences.'],
      ['12', 'Not for children under 12.'],
      ['16', 'Not for anyone under 16.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['TP', 'TP', '12', '16', '18'],
  },
  ES: {
    ratings: [
      ['A', 'For all audiences.'],
      ['7', 'Not recommended under 7.'],
      ['12', 'Not recommended under 12.'],
      ['16', 'Not recommended under 16.'],
      ['18', 'Not recommended under 18.'],
    ],
    byMaturity: ['A', '7', '12', '16', '18'],
  },
  IT: {
    ratings: [
      ['T', 'For all audiences.'],
      ['6+', 'Not for children under 6.'],
      ['14+', 'Not for anyone under 14.'],
      ['18+', 'Adults only.'],
    ],
    byMaturity: ['T', 'T', '6+', '14+', '18+'],
  },
  NL: {
    ratings: [
      ['AL', 'For all ages.'],
      ['6', 'Take care with children under 6.'],
      ['9', 'Take care with children under 9.'],
      ['12', 'Take care with children under 12.'],
      ['14', 'Take care with anyone under 14.'],
      ['16', 'Take care with anyone under 16.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['AL', '6', '12', '16', '18'],
  },
  SE: {
    ratings: [
      ['Btl', 'For all ages.'],
      ['7', 'From 7; younger children with an adult.'],
      ['11', 'From 11; from 7 with an adult.'],
      ['15', 'From 15.'],
    ],
    byMaturity: ['Btl', '7', '11', '15', '15'],
  },
  NO: {
    ratings: [
      ['A', 'For all ages.'],
      ['6', 'From 6; younger children with an adult.'],
      ['9', 'From 9; from 6 with an adult.'],
      ['12', 'From 12; from 9 with an adult.'],
      ['15', 'From 15; from 12 with an adult.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['A', '6', '12', '15', '18'],
  },
  DK: {
    ratings: [
      ['A', 'For all ages.'],
      ['7', 'From 7; younger children with an adult.'],
      ['11', 'From 11; from 7 with an adult.'],
      ['15', 'From 15.'],
    ],
    byMaturity: ['A', '7', '11', '15', '15'],
  },
  FI: {
    ratings: [
      ['S', 'For all ages.'],
      ['K-7', 'From 7; younger children with an adult.'],
      ['K-12', 'From 12.'],
      ['K-16', 'From 16.'],
      ['K-18', 'Adults only.'],
    ],
    byMaturity: ['S', 'K-7', 'K-12', 'K-16', 'K-18'],
  },
  BR: {
    ratings: [
      ['L', 'For all ages.'],
      ['10', 'Not recommended under 10.'],
      ['12', 'Not recommended under 12.'],
      ['14', 'Not recommended under 14.'],
      ['16', 'Not recommended under 16.'],
      ['18', 'Not recommended under 18.'],
    ],
    byMaturity: ['L', '10', '12', '16', '18'],
  },
  MX: {
    ratings: [
      ['AA', 'Made with young children in mind.'],
      ['A', 'For all audiences.'],
      ['B', 'For teenagers, 12 and over.'],
      ['B-15', 'For 15 and over.'],
      ['C', 'Adults only, 18 and over.'],
      ['D', 'Adults only, explicit content.'],
    ],
    byMaturity: ['A', 'A', 'B', 'B-15', 'C'],
  },
  AR: {
    ratings: [
      ['ATP', 'For all audiences.'],
      ['+13', 'For 13 and over.'],
      ['+16', 'For 16 and over.'],
      ['+18', 'Adults only.'],
    ],
    byMaturity: ['ATP', 'ATP', '+13', '+16', '+18'],
  },
  JP: {
    ratings: [
      ['G', 'For all ages.'],
      ['PG12', 'Under 12 with a parent’s guidance.'],
      ['R15+', 'For 15 and over.'],
      ['R18+', 'Adults only.'],
    ],
    byMaturity: ['G', 'G', 'PG12', 'R15+', 'R18+'],
  },
  KR: {
    ratings: [
      ['All', 'For all ages.'],
      ['12', 'For 12 and over, or younger with a parent.'],
      ['15', 'For 15 and over, or younger with a parent.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['All', 'All', '12', '15', '18'],
  },
  IN: {
    ratings: [
      ['U', 'Unrestricted: for everyone.'],
      ['U/A 7+', 'For all, with parental guidance under 7.'],
      ['U/A 13+', 'For all, with parental guidance under 13.'],
      ['U/A 16+', 'For all, with parental guidance under 16.'],
      ['A', 'Adults only.'],
    ],
    byMaturity: ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'],
  },
  AU: {
    ratings: [
      ['G', 'For general audiences.'],
      ['PG', 'Parental guidance recommended.'],
      ['M', 'Recommended for mature audiences.'],
      ['MA 15+', 'Under 15 only with a parent or guardian.'],
      ['R 18+', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', 'M', 'MA 15+', 'R 18+'],
  },
  NZ: {
    ratings: [
      ['G', 'For general audiences.'],
      ['PG', 'Parental guidance recommended for younger viewers.'],
      ['M', 'Suitable for 16 and over, younger ones with guidance.'],
      ['R13', 'Restricted to 13 and over.'],
      ['R16', 'Restricted to 16 and over.'],
      ['R18', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', 'M', 'R16', 'R18'],
  },
};

/**
 * The countries movies are rated in, in one order: the generator draws from it, and a movie's
 * rated countries are bits in this order (title-facet-writer.ts).
 */
export const MOVIE_RATED_COUNTRIES: readonly string[] = Object.keys(MOVIE_RATING_SYSTEMS);

export const TV_RATING_SYSTEMS: Readonly<Record<string, RatingSystem>> = {
  US: {
    ratings: [
      ['TV-Y', 'Made for young children.'],
      ['TV-Y7', 'For children 7 and over.'],
      ['TV-G', 'For general audiences.'],
      ['TV-PG', 'Parental guidance suggested.'],
      ['TV-14', 'Parents strongly cautioned; may not suit children under 14.'],
      ['TV-MA', 'For mature audiences only.'],
    ],
    byMaturity: ['TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'TV-MA'],
  },
  CA: {
    ratings: [
      ['C', 'For children.'],
      ['C8', 'For children 8 and over.'],
      ['G', 'For general audiences.'],
      ['PG', 'Parental guidance advised.'],
      ['14+', 'For 14 and over.'],
      ['18+', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', '14+', '14+', '18+'],
  },
  GB: {
    ratings: [
      ['U', 'Universal: suitable for everyone from four.'],
      ['PG', 'Parental guidance: some scenes may upset young children.'],
      ['12', 'For 12 and over.'],
      ['15', 'For 15 and over.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['U', 'PG', '12', '15', '18'],
  },
  DE: MOVIE_RATING_SYSTEMS.DE!,
  FR: {
    ratings: [
      ['TP', 'For all audiences.'],
      ['10', 'Not for children under 10.'],
      ['12', 'Not for children under 12.'],
      ['16', 'Not for anyone under 16.'],
      ['18', 'Adults only.'],
    ],
    byMaturity: ['TP', '10', '12', '16', '18'],
  },
  ES: {
    ratings: [
      ['TP', 'For all audiences.'],
      ['7', 'Not recommended under 7.'],
      ['12', 'Not recommended under 12.'],
      ['16', 'Not recommended under 16.'],
      ['18', 'Not recommended under 18.'],
    ],
    byMaturity: ['TP', '7', '12', '16', '18'],
  },
  IT: {
    ratings: [
      ['T', 'For all audiences.'],
      ['BA', 'Children with an adult.'],
      ['VM12', 'Not for children under 12.'],
      ['VM14', 'Not for anyone under 14.'],
      ['VM18', 'Adults only.'],
    ],
    byMaturity: ['T', 'BA', 'VM12', 'VM14', 'VM18'],
  },
  NL: MOVIE_RATING_SYSTEMS.NL!,
  SE: MOVIE_RATING_SYSTEMS.SE!,
  BR: MOVIE_RATING_SYSTEMS.BR!,
  MX: MOVIE_RATING_SYSTEMS.MX!,
  KR: {
    ratings: [
      ['ALL', 'For all ages.'],
      ['7', 'For 7 and over.'],
      ['12', 'For 12 and over.'],
      ['15', 'For 15 and over.'],
      ['19', 'Adults only.'],
    ],
    byMaturity: ['ALL', '7', '12', '15', '19'],
  },
  IN: MOVIE_RATING_SYSTEMS.IN!,
  AU: {
    ratings: [
      ['P', 'Made for preschool children.'],
      ['C', 'Made for children.'],
      ['G', 'For general audiences.'],
      ['PG', 'Parental guidance recommended.'],
      ['M', 'Recommended for mature audiences.'],
      ['MA 15+', 'For 15 and over.'],
      ['R 18+', 'Adults only.'],
    ],
    byMaturity: ['G', 'PG', 'M', 'MA 15+', 'R 18+'],
  },
};

/** The rating of a title of `maturity` in `country`; '' where the country has no system here. */
export function ratingIn(
  systems: Readonly<Record<string, RatingSystem>>,
  country: string,
  maturity: Maturity,
): string {
  return systems[country]?.byMaturity[maturity] ?? '';
}

/**
 * A rating's place in its country's system (TMDB's `order`, from 1): what `certification.lte`
 * compares. Undefined for a rating the system does not list (an imported title's may not be).
 */
export function ratingOrder(
  systems: Readonly<Record<string, RatingSystem>>,
  country: string,
  certification: string,
): number | undefined {
  const index = systems[country]?.ratings.findIndex(([rating]) => rating === certification);
  return index === undefined || index < 0 ? undefined : index + 1;
}

/** TMDB's certification list of one kind, countries in alphabetical order. */
export function certificationList(
  systems: Readonly<Record<string, RatingSystem>>,
): CertificationList {
  const certifications: CertificationList['certifications'] = {};
  for (const country of Object.keys(systems).sort()) {
    certifications[country] = systems[country]!.ratings.map(([certification, meaning], index) => ({
      certification,
      meaning,
      order: index + 1,
    }));
  }
  return { certifications };
}
