import { describe, expect, it, vi } from 'vitest';
import { fakeIdToken } from '../test-utils';
import { renderedMemberToken } from './rendered-session';
import {
  decodeSessionToken,
  readStoredToken,
  storeToken,
  usableSessionUser,
} from './session-token';

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

  it('keeps the member hint cookie while a token is stored, for the server to draw the member header', () => {
    storeToken(fakeIdToken());
    expect(document.cookie).toContain('marquee_member=1');
    storeToken(null);
    expect(document.cookie).not.toContain('marquee_member');
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
