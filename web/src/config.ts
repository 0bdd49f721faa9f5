/** Build-time settings: the only module that reads import.meta.env. */
export interface Config {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Empty means a real Firebase project, no emulator. */
    authEmulatorUrl: string;
  };
  /** Sent as api_key on catalogue calls when set (real TMDB or a keyed catalogue server). */
  catalogueApiKey: string;
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
    catalogueApiKey: read(env, 'VITE_CATALOGUE_API_KEY', ''),
  };
}

export const config = parseConfig(import.meta.env);
