import { describe, expect, it, vi } from 'vitest';
import { fakeIdToken } from '../test/utils';
import { renderedMemberToken } from './rendered-session';
import {
  decodeSessionToken,
  readStoredToken,
  storeToken,
  syncSessionCookie,
  tokenStorageKey,
  usableSessionUser,
} from './session-token';

/** The document's cookies by name. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter((pair) => pair !== '')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

describe('session token', () => {
  it('decodes the user data from an ID token', () => {
    expect(
      decodeSessionToken(
        fakeIdToken({ user_id: 'u1', email: 'a@b.com', name: 'ada', email_verified: true }),
      ),
    ).toMatchObject({
      uid: 'u1',
      email: 'a@b.com',
      displayName: 'ada',
      emailVerified: true,
    });
  });

  it('refuses garbage, expired tokens and missing ones', () => {
    expect(decodeSessionToken('garbage')).toBeNull();
    expect(usableSessionUser(null)).toBeNull();
    expect(usableSessionUser(fakeIdToken({ exp: 100 }))).toBeNull();
    expect(usableSessionUser(fakeIdToken())).not.toBeNull();
  });

  it('refuses a token that decodes but holds characters outside the JWT compact form', () => {
    // jwt-decode reads only the payload, so an odd character elsewhere goes unnoticed until a
    // request tries to put the token in a header.
    expect(usableSessionUser(`${fakeIdToken()}€`)).toBeNull();
    expect(usableSessionUser(`${fakeIdToken()}sig nature`)).toBeNull();
    expect(usableSessionUser(`${fakeIdToken()}.extra`)).toBeNull();
    expect(decodeSessionToken(`${fakeIdToken()}é`)).toBeNull();
    expect(usableSessionUser(`${fakeIdToken()}c2lnbmF0dXJl_-`)).not.toBeNull();
  });

  it('keeps the session cookie equal to the stored token, for the server to render with it', () => {
    const token = fakeIdToken();
    storeToken(token);
    expect(cookies()).toEqual({ marquee_session: token });
    const renewed = fakeIdToken({ name: 'renewed' });
    storeToken(renewed);
    expect(cookies()).toEqual({ marquee_session: renewed });
    storeToken(null);
    expect(cookies()).toEqual({});
  });

  it('writes the cookie for the whole app, sent by the browser on its top-level navigations', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const token = fakeIdToken();
    storeToken(token);
    expect(written).toHaveBeenLastCalledWith(
      `marquee_session=${token}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    storeToken(null);
    expect(written).toHaveBeenLastCalledWith('marquee_session=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('brings the cookie in step with the stored token on start, and drops the old hint', () => {
    document.cookie = 'marquee_member=1; Path=/';
    document.cookie = 'marquee_session=a-token-since-replaced; Path=/';
    const token = fakeIdToken();
    localStorage.setItem(tokenStorageKey, token);
    syncSessionCookie();
    expect(cookies()).toEqual({ marquee_session: token });
    localStorage.removeItem(tokenStorageKey);
    syncSessionCookie();
    expect(cookies()).toEqual({});
  });

  it('keeps the session in the page when storage is refused', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const token = fakeIdToken();
    storeToken(token);
    expect(readStoredToken()).toBe(token);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    storeToken(null);
    expect(readStoredToken()).toBeNull();
  });

  it('stands in for a member in a server render with a token that decodes to somebody', () => {
    expect(usableSessionUser(renderedMemberToken)?.uid).toBe('rendered-member');
  });
});
