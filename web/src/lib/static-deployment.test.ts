import { describe, expect, it, vi } from 'vitest';

// A static build talks to TMDB directly: the API origin, the key and the image service come from
// build-time settings instead of this app's own server.
vi.mock('../config', () => ({
  config: {
    firebase: {},
    catalogue: {
      url: 'https://api.themoviedb.org',
      apiKey: 'public-key',
      imageBaseUrl: 'https://image.tmdb.org/t/p',
    },
  },
}));

const { catalogueUrl } = await import('./catalogue-client');
const { imageUrl } = await import('./image-url');

describe('a static deployment', () => {
  it('calls the configured catalogue with the key as api_key', () => {
    const url = catalogueUrl('3/trending/movie/day', { page: 2 });
    expect(url.origin).toBe('https://api.themoviedb.org');
    expect(url.pathname).toBe('/3/trending/movie/day');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('api_key')).toBe('public-key');
  });

  it('loads images from the configured image service', () => {
    expect(imageUrl('/abc.jpg')).toBe('https://image.tmdb.org/t/p/w500/abc.jpg');
    expect(imageUrl('/abc.jpg', 'w92')).toBe('https://image.tmdb.org/t/p/w92/abc.jpg');
  });
});
