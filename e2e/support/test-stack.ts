import { AUTH_EMULATOR_ORIGIN } from '../../scripts/lib/auth-emulator.js';

// Where the end-to-end stack listens; shared by the Playwright config, global setup and specs.
export const APP_PORT = 8181;
export const BASE_PATH_PORT = 8182;
export const BASE_PATH = '/marquee/';
export const APP_ORIGIN = `http://localhost:${APP_PORT}`;
export const BASE_PATH_ORIGIN = `http://localhost:${BASE_PATH_PORT}`;
export const AUTH_EMULATOR_URL = AUTH_EMULATOR_ORIGIN;
export const FIREBASE_API_KEY = 'demo-marquee-key';
