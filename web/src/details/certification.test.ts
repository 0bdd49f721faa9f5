import type { CountryReleases, ReleaseDate } from '@marquee/tmdb-types/certifications';
import { describe, expect, it } from 'vitest';
import { movieCertification, shownReleases, tvCertification } from './certification';

function release(certification: string, type: ReleaseDate['type'], date: string): ReleaseDate {
  return { certification, descriptors: [], iso_639_1: '', note: '', release_date: date, type };
}

const countries: CountryReleases[] = [
  {
    iso_3166_1: 'US',
    release_dates: [
      release('', 1, '1999-09-10T00:00:00.000Z'),
      release('NR', 4, '1999-09-01T00:00:00.000Z'),
      release('R', 3, '1999-10-15T00:00:00.000Z'),
    ],
  },
  { iso_3166_1: 'FR', release_dates: [release('', 3, '1999-11-10T00:00:00.000Z')] },
  {
    iso_3166_1: 'DE',
    release_dates: [
      release('16', 5, '2000-06-01T00:00:00.000Z'),
      release('18', 4, '2000-03-01T00:00:00.000Z'),
    ],
  },
];

describe('movieCertification', () => {
  it('is the theatrical rating, else the earliest rated release’s, else none', () => {
    expect(movieCertification(countries, 'US')).toBe('R');
    expect(movieCertification(countries, 'DE')).toBe('18');
    expect(movieCertification(countries, 'FR')).toBeUndefined();
    expect(movieCertification(countries, 'JP')).toBeUndefined();
    expect(movieCertification(undefined, 'US')).toBeUndefined();
  });

  it('reads the same from the releases the page keeps', () => {
    const kept = shownReleases(countries);
    expect(kept.map((country) => country.release_dates.length)).toEqual([1, 1]);
    for (const region of ['US', 'DE', 'FR'])
      expect(movieCertification(kept, region)).toBe(movieCertification(countries, region));
  });
});

describe('tvCertification', () => {
  it('is the country’s rating, none for an empty one or another country', () => {
    const ratings = [
      { descriptors: [], iso_3166_1: 'US', rating: 'TV-MA' },
      { descriptors: [], iso_3166_1: 'BR', rating: ' ' },
    ];
    expect(tvCertification(ratings, 'US')).toBe('TV-MA');
    expect(tvCertification(ratings, 'BR')).toBeUndefined();
    expect(tvCertification(ratings, 'GB')).toBeUndefined();
  });
});
