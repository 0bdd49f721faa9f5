import { describe, expect, it } from 'vitest';
import { appPathOfLink } from './provider-link';

describe('appPathOfLink', () => {
  it.each([
    [
      'http://host/details/movie/1?watch_region=US#where-to-watch',
      '/',
      '/details/movie/1?watch_region=US#where-to-watch',
    ],
    [
      'http://host/marquee/details/tv/2?watch_region=GB#where-to-watch',
      '/marquee',
      '/details/tv/2?watch_region=GB#where-to-watch',
    ],
    ['https://www.themoviedb.org/movie/550-fight-club/watch?locale=US', '/', undefined],
    ['http://host/details/movie/1', '/marquee', undefined],
    ['not a url', '/', undefined],
  ])('%s under %s → %s', (link, basename, path) => {
    expect(appPathOfLink(link, basename)).toBe(path);
  });
});
