import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to the auth emulator and to this app’s own server for the catalogue', () => {
    const config = parseConfig({});
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.firebase.projectId).toBe('demo-marquee');
    expect(config.catalogue).toEqual({ url: '', apiKey: '', imageBaseUrl: 't/p' });
  });

  it('reads a static deployment’s catalogue, key and image service', () => {
    const config = parseConfig({
      VITE_CATALOGUE_URL: 'https://api.themoviedb.org/',
      VITE_TMDB_API_KEY: 'k',
      VITE_IMAGE_BASE_URL: 'https://image.tmdb.org/t/p/',
    });
    expect(config.catalogue).toEqual({
      url: 'https://api.themoviedb.org',
      apiKey: 'k',
      imageBaseUrl: 'https://image.tmdb.org/t/p',
    });
  });

  it('refuses a catalogue URL that is not http(s), naming the variable', () => {
    expect(() => parseConfig({ VITE_CATALOGUE_URL: 'ftp://x' })).toThrow(/VITE_CATALOGUE_URL/);
  });

  it('treats an empty emulator URL as a real Firebase project', () => {
    expect(parseConfig({ VITE_FIREBASE_AUTH_EMULATOR_URL: '' }).firebase.authEmulatorUrl).toBe('');
  });
});
