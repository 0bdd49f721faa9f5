import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '../test/utils';
import {
  addListItem,
  fetchShelf,
  fetchTitleStates,
  moveListItem,
  setMark,
  setRating,
} from './library-api';

const done = { status_code: 1, status_message: 'Success.' };

function stubFetch() {
  const fetchMock = vi.fn(async () => jsonResponse(done));
  vi.stubGlobal('fetch', fetchMock);
  return (call: number) => {
    const [url, init] = fetchMock.mock.calls[call] as unknown as [URL, RequestInit];
    return { url: String(url), method: init.method, body: init.body };
  };
}

// The page's query client: its catalogue client asks with the browser's base and fetch.
const asking = { client: createTestQueryClient() };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the library API client', () => {
  it('writes the watchlist and favourites with TMDB bodies under the account', async () => {
    const call = stubFetch();
    await setMark('user/1', 'watchlist', { mediaType: 'tv', id: 1399 }, true, asking);
    await setMark('u1', 'favorite', { mediaType: 'movie', id: 550 }, false, asking);
    expect(call(0)).toEqual({
      url: 'http://localhost:3000/3/account/user%2F1/watchlist',
      method: 'POST',
      body: JSON.stringify({ media_type: 'tv', media_id: 1399, watchlist: true }),
    });
    expect(call(1).body).toBe(
      JSON.stringify({ media_type: 'movie', media_id: 550, favorite: false }),
    );
  });

  it('rates with POST and takes a rating away with DELETE when it is 0', async () => {
    const call = stubFetch();
    await setRating({ mediaType: 'movie', id: 550 }, 8.5, asking);
    await setRating({ mediaType: 'movie', id: 550 }, 0, asking);
    expect(call(0)).toMatchObject({ method: 'POST', body: '{"value":8.5}' });
    expect(call(1)).toMatchObject({
      url: 'http://localhost:3000/3/movie/550/rating',
      method: 'DELETE',
    });
  });

  it('asks for a page of cards in one request', async () => {
    const call = stubFetch();
    await fetchTitleStates(
      'u1',
      [
        { mediaType: 'movie', id: 550 },
        { mediaType: 'tv', id: 1399 },
      ],
      asking,
    );
    expect(call(0).url).toBe(
      'http://localhost:3000/3/account/u1/account_states?items=movie%3A550%2Ctv%3A1399',
    );
  });

  it('sends a shelf read its sort, filters and page, and list items their media type', async () => {
    const call = stubFetch();
    await fetchShelf('u1', 'rated', { page: 2, sort_by: 'title.asc', decade: 1990 }, asking);
    await addListItem(7, { mediaType: 'tv', id: 1399 }, asking);
    await moveListItem(7, { mediaType: 'movie', id: 550 }, 0, asking);
    expect(call(0).url).toBe(
      'http://localhost:3000/3/account/u1/rated?page=2&sort_by=title.asc&decade=1990',
    );
    expect(call(1)).toMatchObject({
      url: 'http://localhost:3000/3/list/7/add_item',
      body: '{"media_type":"tv","media_id":1399}',
    });
    expect(call(2).body).toBe('{"media_type":"movie","media_id":550,"position":0}');
  });
});
