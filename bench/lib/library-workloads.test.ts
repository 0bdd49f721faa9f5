import { describe, expect, it } from 'vitest';
import { libraryWorkloads, uidOfToken } from './library-workloads.js';

const titles = Array.from({ length: 45 }, (_, index) => ({
  mediaType: index % 3 === 0 ? ('tv' as const) : ('movie' as const),
  mediaId: index + 1,
}));

describe('libraryWorkloads', () => {
  it('reads the first page of the watchlist, newest first, as the Library page does', () => {
    const [watchlist] = libraryWorkloads('uid-1', titles);
    expect(watchlist).toMatchObject({ name: 'library-watchlist' });
    expect(watchlist?.paths).toEqual(['/3/account/uid-1/watchlist?page=1&sort_by=created_at.desc']);
  });

  it('asks the states of a page of 20 cards at a time', () => {
    const states = libraryWorkloads('uid-1', titles)[1];
    expect(states).toMatchObject({ name: 'library-states' });
    // 45 titles make two whole pages; a page of cards always has 20.
    expect(states?.paths).toHaveLength(2);
    expect(states?.paths[0]).toBe(
      `/3/account/uid-1/account_states?items=${titles
        .slice(0, 20)
        .map((title) => `${title.mediaType}:${title.mediaId}`)
        .join(',')}`,
    );
  });
});

describe('uidOfToken', () => {
  it('reads the user id from an ID token’s claims, as the server does', () => {
    const claims = Buffer.from(JSON.stringify({ user_id: 'abc123', sub: 'abc123' })).toString(
      'base64url',
    );
    expect(uidOfToken(`header.${claims}.`)).toBe('abc123');
  });

  it('refuses a token without a user id', () => {
    expect(() => uidOfToken('not-a-token')).toThrow(/user id/);
  });
});
