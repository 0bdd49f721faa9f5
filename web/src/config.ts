/** Build-time settings: the only module that reads import.meta.env. */
export interface Config {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Empty means a real Firebase project, no emulator. */
    authEmulatorUrl: string;
  };
  catalogue: {
    /** Origin (and path) of the TMDB-compatible API; empty means this app's own server. */
    url: string;
    /** Sent as api_key on every catalogue call when set; a key built into the app is public. */
    apiKey: string;
    /** Where images live: relative to the app's base (`t/p`) or an absolute URL. */
    imageBaseUrl: string;
  };
}

type Env = Record<string, string | boolean | undefined>;

function read(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value.trim();
}

function required(env: Env, name: string, fallback: string): string {
  const value = read(env, name, fallback);
  if (value === '') throw new Error(`${name} must not be empty`);
  return value;
}

function optionalUrl(env: Env, name: string, fallback: string): string {
  const value = read(env, name, fallback).replace(/\/+$/, '');
  if (value !== '' && !/^https?:\/\/[^/]+/.test(value)) {
    throw new Error(`${name} must be an http(s) URL or empty, got "${value}"`);
  }
  return value;
}

export function parseConfig(env: Env): Config {
  const authEmulatorUrl = read(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
  if (authEmulatorUrl !== '' && !/^https?:\/\/[^/]+/.test(authEmulatorUrl)) {
    throw new Error(
      `VITE_FIREBASE_AUTH_EMULATOR_URL must be an http(s) URL or empty, got "${authEmulatorUrl}"`,
    );
  }
  return {
    firebase: {
      apiKey: required(env, 'VITE_FIREBASE_API_KEY', 'demo-marquee-key'),
      authDomain: required(env, 'VITE_FIREBASE_AUTH_DOMAIN', 'demo-marquee.firebaseapp.com'),
      projectId: required(env, 'VITE_FIREBASE_PROJECT_ID', 'demo-marquee'),
      authEmulatorUrl,
    },
    catalogue: {
      url: optionalUrl(env, 'VITE_CATALOGUE_URL', ''),
      apiKey: read(env, 'VITE_TMDB_API_KEY', ''),
      imageBaseUrl: read(env, 'VITE_IMAGE_BASE_URL', 't/p').replace(/\/+$/, '') || 't/p',
    },
  };
}

export const config = parseConfig(import.meta.env);
