import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '../test-utils';
import { decodeSessionToken, usableSessionUser } from './session-token';

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
});
