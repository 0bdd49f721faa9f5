import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  DETAILS_TTL_MS,
  freshForMs,
  LIST_TTL_MS,
  NOT_FOUND_TTL_MS,
  SEARCH_TTL_MS,
} from './cache-policy.js';

describe('cacheKey', () => {
  it('sorts the query, drops api_key and a trailing slash', () => {
    expect(cacheKey('/3/discover/movie/', { page: '2', api_key: 'k', language: 'en' })).toBe(
      '/3/discover/movie?language=en&page=2',
    );
    expect(cacheKey('/3/movie/550', {})).toBe('/3/movie/550');
    expect(cacheKey('/3/search/multi', { query: 'a b&c' })).toBe('/3/search/multi?query=a+b%26c');
  });
});

describe('freshForMs', () => {
  const noon = new Date(Date.UTC(2025, 0, 31, 12, 0, 0));

  it('keeps trending until the UTC date changes', () => {
    expect(freshForMs('/3/trending/movie/day?page=1', 200, noon)).toBe(12 * 3_600_000);
    expect(
      freshForMs('/3/trending/all/week', 200, new Date(Date.UTC(2025, 0, 31, 23, 59, 59))),
    ).toBe(1_000);
  });

  it.each([
    ['/3/search/multi?query=x', SEARCH_TTL_MS],
    ['/3/discover/tv?page=3', LIST_TTL_MS],
    ['/3/movie/popular', LIST_TTL_MS],
    ['/3/tv/top_rated?page=2', LIST_TTL_MS],
    ['/3/tv/airing_today?timezone=Europe%2FParis', LIST_TTL_MS],
    ['/3/tv/on_the_air?page=2', LIST_TTL_MS],
    ['/3/person/popular', LIST_TTL_MS],
    ['/3/movie/550/similar', LIST_TTL_MS],
    ['/3/movie/550', DETAILS_TTL_MS],
    ['/3/movie/550/credits', DETAILS_TTL_MS],
    ['/3/genre/movie/list', DETAILS_TTL_MS],
    ['/3/configuration', DETAILS_TTL_MS],
  ])('gives %s its time to live', (key, ttl) => {
    expect(freshForMs(key, 200, noon)).toBe(ttl);
  });

  it('keeps a 404 only briefly', () => {
    expect(freshForMs('/3/movie/1', 404, noon)).toBe(NOT_FOUND_TTL_MS);
  });
});
