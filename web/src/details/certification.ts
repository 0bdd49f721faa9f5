import type {
  ContentRating,
  CountryReleases,
  ReleaseDate,
} from '@marquee/tmdb-types/certifications';

/**
 * A country's certified release the page shows: the theatrical one (TMDB's own choice for a
 * film's rating), else the earliest rated one; undefined when none there is rated.
 */
function shownRelease(releases: readonly ReleaseDate[]): ReleaseDate | undefined {
  const rated = releases.filter((release) => release.certification.trim() !== '');
  return (
    rated.find((release) => release.type === 3) ??
    [...rated].sort((a, b) => a.release_date.localeCompare(b.release_date))[0]
  );
}

/**
 * Each country's releases cut to the rated one the page shows: a film's full list (dozens of
 * countries, several releases each) would otherwise travel whole in a server-rendered page.
 */
export function shownReleases(countries: readonly CountryReleases[]): CountryReleases[] {
  return countries.flatMap((country) => {
    const release = shownRelease(country.release_dates);
    return release === undefined ? [] : [{ ...country, release_dates: [release] }];
  });
}

/** A movie's rating in `region` ("PG-13"); undefined when it has none there. */
export function movieCertification(
  countries: readonly CountryReleases[] | undefined,
  region: string,
): string | undefined {
  const country = countries?.find((entry) => entry.iso_3166_1 === region);
  return country === undefined ? undefined : shownRelease(country.release_dates)?.certification;
}

/** A show's rating in `region` ("TV-MA"); undefined when it has none there. */
export function tvCertification(
  ratings: readonly ContentRating[] | undefined,
  region: string,
): string | undefined {
  const rating = ratings?.find((entry) => entry.iso_3166_1 === region)?.rating.trim();
  return rating === '' ? undefined : rating;
}
