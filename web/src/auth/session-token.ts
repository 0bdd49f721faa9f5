import { jwtDecode } from 'jwt-decode';
import { isJwtCompactForm } from '../lib/jwt-compact-form';
import { dropOldMemberHint, writeSessionCookie } from './rendered-session';

export const tokenStorageKey = 'token';

/** What the app reads from the ID token's payload. */
export interface SessionUser {
  uid: string;
  email: string | undefined;
  displayName: string | undefined;
  photoURL: string | undefined;
  emailVerified: boolean;
  /** Expiry, in seconds since the epoch. */
  exp: number | undefined;
}

interface IdTokenPayload {
  user_id?: string;
  sub?: string;
  email?: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
  exp?: number;
}

export function decodeSessionToken(token: string): SessionUser | null {
  // jwt-decode reads the payload alone, so an odd character elsewhere would pass unseen.
  if (!isJwtCompactForm(token)) return null;
  try {
    const payload = jwtDecode<IdTokenPayload>(token);
    const uid = payload.user_id ?? payload.sub;
    if (typeof uid !== 'string' || uid === '') return null;
    return {
      uid,
      email: payload.email,
      displayName: payload.name,
      photoURL: payload.picture,
      emailVerified: payload.email_verified === true,
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch {
    return null;
  }
}

/** A token we can use: a well-formed JWT, decodable and, when it states an expiry, not expired. */
export function usableSessionUser(token: string | null, now = Date.now()): SessionUser | null {
  if (!token) return null;
  const user = decodeSessionToken(token);
  if (!user) return null;
  if (user.exp !== undefined && user.exp * 1000 <= now) return null;
  return user;
}

// Where the session lives when storage is disabled (private mode): this page only.
let pageToken: string | null = null;

/**
 * The browser's stored token. A server render never reads it: its session travels with the render
 * (RenderedSessionContext, the render's catalogue client).
 */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return pageToken;
  }
}

const listeners = new Set<() => void>();

/**
 * Calls back after each storeToken in this tab and when another tab logs in or out (the storage
 * event only tells other tabs).
 */
export function onStoredTokenChange(listener: () => void): () => void {
  function onStorage(event: StorageEvent) {
    if (event.key === tokenStorageKey || event.key === null) listener();
  }
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function storeToken(token: string | null): void {
  pageToken = token;
  writeSessionCookie(token);
  try {
    if (token === null) localStorage.removeItem(tokenStorageKey);
    else localStorage.setItem(tokenStorageKey, token);
  } catch {
    // Storage can be disabled (private mode); the session then lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/**
 * On start: the cookie as the stored token is now (another tab, an older version of the app or
 * cleared storage may have left it otherwise), and the old hint cookie gone.
 */
export function syncSessionCookie(): void {
  dropOldMemberHint();
  writeSessionCookie(readStoredToken());
}
