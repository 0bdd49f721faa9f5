import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUpstreamConfig } from './config.js';

describe('parseUpstreamConfig', () => {
  it('is off without a key or token', () => {
    expect(parseUpstreamConfig({})).toBeUndefined();
    expect(parseUpstreamConfig({ TMDB_API_KEY: '', TMDB_READ_ACCESS_TOKEN: ' ' })).toBeUndefined();
  });

  it('has the documented defaults', () => {
    expect(parseUpstreamConfig({ TMDB_API_KEY: 'k' })).toEqual({
      credential: { kind: 'api-key', value: 'k' },
      apiUrl: 'https://api.themoviedb.org',
      imageUrl: 'https://image.tmdb.org',
      images: 'proxy',
      cacheDbPath: path.resolve('.data/tmdb-cache.sqlite'),
      timeoutMs: 10_000,
      cacheMaxBytes: 200 * 1024 * 1024,
    });
  });

  it('prefers the v4 token, which travels in a header', () => {
    expect(parseUpstreamConfig({ TMDB_API_KEY: 'k', TMDB_READ_ACCESS_TOKEN: 't' })?.credential).toEqual({ kind: 'bearer', value: 't' });
  });

  it('trims a trailing slash from the service URLs', () => {
    const config = parseUpstreamConfig({ TMDB_API_KEY: 'k', TMDB_API_URL: 'http://127.0.0.1:9/', TMDB_IMAGE_URL: 'http://img.test/cdn/' });
    expect([config?.apiUrl, config?.imageUrl]).toEqual(['http://127.0.0.1:9', 'http://img.test/cdn']);
  });

  it.each([
    ['TMDB_IMAGES', 'inline'],
    ['TMDB_API_URL', 'not a url'],
    ['TMDB_API_URL', 'ftp://tmdb.test'],
    ['TMDB_IMAGE_URL', 'https://img.test/?x=1'],
    ['TMDB_TIMEOUT_MS', '0'],
    ['TMDB_TIMEOUT_MS', '1.5'],
    ['TMDB_CACHE_MAX_MB', 'lots'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => parseUpstreamConfig({ TMDB_API_KEY: 'k', [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });

  it('never puts the key in an error message', () => {
    expect(() => parseUpstreamConfig({ TMDB_API_KEY: 'has space' })).toThrow(/TMDB_API_KEY: must not contain spaces/);
  });
});
