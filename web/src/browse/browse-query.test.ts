import { describe, expect, it } from 'vitest';
import {
  discoverParams,
  narrowsList,
  parseBrowseFilters,
  parseIdList,
  usesDiscover,
  type BrowseFilters,
} from './browse-query';

function parse(query: string): BrowseFilters {
  return parseBrowseFilters(new URLSearchParams(query));
}

/** discover's parameters that are set, as the request would carry them. */
function asked(mediaType: 'movie' | 'tv', query: string) {
  const params = discoverParams(mediaType, parse(query));
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('parseBrowseFilters', () => {
  it('reads nothing as trending with no filters', () => {
    expect(parse('')).toEqual({ sort: 'trending', list: 'trending' });
  });

  it('reads every filter under its short name', () => {
    expect(
      parse(
        'sort=rated&genre=18&year=1999&runtime_min=60&runtime_max=120&lang=ko&rating_min=7.5' +
          '&rating_max=9&votes_min=100&from=2001-02-03&to=2010-12-31&cert_country=US&cert=PG-13' +
          '&cert_max=R&region=GB&providers=9|8&rent_buy=1&keywords=1,2&companies=3|4&networks=5',
      ),
    ).toEqual({
      sort: 'rated',
      genre: 18,
      year: 1999,
      runtimeMin: 60,
      runtimeMax: 120,
      language: 'ko',
      ratingMin: 7.5,
      ratingMax: 9,
      votesMin: 100,
      from: '2001-02-03',
      to: '2010-12-31',
      certCountry: 'US',
      cert: 'PG-13',
      certMax: 'R',
      region: 'GB',
      providers: [8, 9],
      rentBuy: true,
      keywords: { ids: [1, 2], every: true },
      companies: { ids: [3, 4], every: false },
      networks: { ids: [5], every: true },
      list: 'trending',
    });
  });

  it.each([
    ['runtime_min', 'abc'],
    ['runtime_min', '-5'],
    ['runtime_max', '1001'],
    ['runtime_max', '90.5'],
    ['lang', 'KO'],
    ['lang', 'kor'],
    ['lang', 'k'],
    ['rating_min', '11'],
    ['rating_min', '7.55'],
    ['rating_max', 'ten'],
    ['votes_min', '1e3'],
    ['from', '2021-02-30'],
    ['from', '2021-2-3'],
    ['to', 'yesterday'],
    ['cert_country', 'us'],
    ['cert_country', 'USA'],
    ['region', 'gb'],
    ['keywords', '1,2|3'],
    ['keywords', 'abc'],
    ['companies', '1,,2'],
    ['networks', '-1'],
  ])('drops %s=%j', (name, value) => {
    expect(parse(`${name}=${encodeURIComponent(value)}`)).toEqual({
      sort: 'trending',
      list: 'trending',
    });
  });

  it('drops a certification without its country, services without a region', () => {
    expect(parse('cert=PG&cert_max=R&providers=8&rent_buy=1')).toEqual({
      sort: 'trending',
      list: 'trending',
    });
  });

  it('drops a certification that is no rating, and rent and buy other than 1', () => {
    expect(parse('cert_country=US&cert=<b>&region=US&providers=8&rent_buy=yes')).toEqual({
      sort: 'trending',
      certCountry: 'US',
      region: 'US',
      providers: [8],
      list: 'trending',
    });
  });

  it('reads services joined either way as any of them, each once', () => {
    expect(parse('region=US&providers=3,1,3').providers).toEqual([1, 3]);
  });
});

describe('parseIdList', () => {
  it('keeps TMDB meaning: , every one, | any one', () => {
    expect(parseIdList('7')).toEqual({ ids: [7], every: true });
    expect(parseIdList('7,8')).toEqual({ ids: [7, 8], every: true });
    expect(parseIdList('7|8')).toEqual({ ids: [7, 8], every: false });
    expect(parseIdList('')).toBeUndefined();
  });
});

describe('discoverParams', () => {
  it('maps every movie filter to its discover parameter', () => {
    expect(
      asked(
        'movie',
        'runtime_min=60&runtime_max=120&lang=ko&rating_min=7&rating_max=9&votes_min=10' +
          '&from=2001-01-01&to=2002-01-01&cert_country=GB&cert=15&cert_max=18&keywords=1|2' +
          '&companies=3&networks=5',
      ),
    ).toEqual({
      sort_by: 'popularity.desc',
      'with_runtime.gte': '60',
      'with_runtime.lte': '120',
      with_original_language: 'ko',
      'vote_average.gte': '7',
      'vote_average.lte': '9',
      'vote_count.gte': '10',
      'primary_release_date.gte': '2001-01-01',
      'primary_release_date.lte': '2002-01-01',
      certification_country: 'GB',
      certification: '15',
      'certification.lte': '18',
      with_keywords: '1|2',
      with_companies: '3',
    });
  });

  it('maps dates to first air dates and networks for TV, without certifications', () => {
    expect(
      asked('tv', 'from=2001-01-01&to=2002-01-01&networks=5,6&cert_country=US&cert=TV-MA'),
    ).toEqual({
      sort_by: 'popularity.desc',
      'first_air_date.gte': '2001-01-01',
      'first_air_date.lte': '2002-01-01',
      with_networks: '5,6',
    });
  });

  it('asks for the services as any of them, streaming and free unless rent and buy count', () => {
    expect(asked('movie', 'region=GB&providers=8|9')).toMatchObject({
      with_watch_providers: '8|9',
      watch_region: 'GB',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
    expect(asked('tv', 'region=GB&providers=8&rent_buy=1')).toMatchObject({
      with_watch_monetization_types: 'flatrate|free|ads|rent|buy',
    });
  });

  it('lets services in the URL win over the member’s own', () => {
    const mine = { region: 'US', providers: [1, 2], countRentBuy: true };
    expect(discoverParams('movie', parse('region=GB&providers=8'), mine)).toMatchObject({
      with_watch_providers: '8',
      watch_region: 'GB',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
    expect(discoverParams('movie', parse('region=GB'), mine)).toMatchObject({
      with_watch_providers: '1|2',
      watch_region: 'US',
    });
  });

  it('keeps the rated sort’s floor of votes unless votes_min says otherwise', () => {
    expect(asked('movie', 'sort=rated')['vote_count.gte']).toBe('50');
    expect(asked('movie', 'sort=rated&votes_min=5')['vote_count.gte']).toBe('5');
  });
});

describe('usesDiscover', () => {
  it('asks trending when nothing narrows the list, discover otherwise', () => {
    expect(usesDiscover('movie', parse(''))).toBe(false);
    expect(usesDiscover('movie', parse('region=GB&cert_country=US'))).toBe(false);
    expect(usesDiscover('movie', parse('networks=5'))).toBe(false);
    expect(usesDiscover('tv', parse('networks=5'))).toBe(true);
    expect(usesDiscover('movie', parse('lang=ko'))).toBe(true);
    expect(narrowsList('movie', parse('sort=rated'))).toBe(false);
  });
});
