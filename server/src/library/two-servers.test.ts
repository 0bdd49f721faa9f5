import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DiaryPage,
  LibraryPage,
  ListCreated,
  ListDetails,
  TitleAccountStatesAnswer,
} from '@marquee/tmdb-types/account';
import { createLibraryStore } from './store/create-library-store.js';
import { openLibraryDatabase, type LibraryDatabase } from './store/library-database.js';
import { httpMember } from '../test/http-member.js';
import { listenOnFreePort } from '../test/test-app.js';
import { newUid, useTestLibrary } from '../test/test-library.js';
import { libraryApp, type MemberClient } from '../test/library-test-kit.js';

const TITLES_AT_ONCE = 20;

// As behind a load balancer: two servers, each with its own pool, on one database.
describe('two Marquee servers on one PostgreSQL', () => {
  const library = useTestLibrary('postgres');
  let secondDatabase: LibraryDatabase;
  const ports: number[] = [];

  beforeAll(async () => {
    secondDatabase = await openLibraryDatabase(library.settings, { postgresPoolSize: 4 });
    for (const store of [library.store, createLibraryStore(secondDatabase)])
      ports.push(await listenOnFreePort(await libraryApp(store)));
  });
  afterAll(async () => {
    await secondDatabase?.close();
  });

  /** The same member, through each server. */
  function throughBoth(uid = newUid()): [MemberClient, MemberClient] {
    return [httpMember(ports[0] as number, uid), httpMember(ports[1] as number, uid)];
  }

  it('reads through one what was written through the other, both ways', async () => {
    const [one, two] = throughBoth();
    const account = `/3/account/${one.uid}`;
    const writes = [
      await one.send('POST', `${account}/watchlist`, {
        media_type: 'movie',
        media_id: 41,
        watchlist: true,
      }),
      await one.send('POST', '/3/movie/41/rating', { value: 8.5 }),
      await one.send('POST', `${account}/diary`, {
        media_type: 'tv',
        media_id: 42,
        watched_on: '2026-05-01',
        note: 'Through the first server',
      }),
    ];
    expect(writes.map((write) => write.status)).toEqual([201, 201, 201]);
    const list = await one.send<ListCreated>('POST', '/3/list', { name: 'Shared' });
    const listId = list.body.list_id;
    for (const [media_type, media_id] of [
      ['movie', 41],
      ['tv', 42],
    ] as const)
      await one.send('POST', `/3/list/${listId}/add_item`, { media_type, media_id });

    const watchlist = await two.get<LibraryPage>(`${account}/watchlist`);
    expect(watchlist.body.results.map((title) => `${title.media_type}:${title.id}`)).toEqual([
      'movie:41',
    ]);
    const states = await two.get<TitleAccountStatesAnswer>(
      `${account}/account_states?items=movie:41,tv:42`,
    );
    expect(states.body.results).toMatchObject([
      { id: 41, watchlist: true, rated: { value: 8.5 }, list_ids: [listId], watched: 0 },
      { id: 42, watchlist: false, rated: false, list_ids: [listId], watched: 1 },
    ]);
    const diary = await two.get<DiaryPage>(`${account}/diary`);
    expect(diary.body.results.map((entry) => entry.note)).toEqual(['Through the first server']);
    const details = await two.get<ListDetails>(`/3/list/${listId}`);
    expect(details.body.items.map((title) => `${title.media_type}:${title.id}`)).toEqual([
      'movie:41',
      'tv:42',
    ]);

    // And back: the second server changes what the first wrote, and the first sees it.
    expect(await two.send('POST', '/3/movie/41/rating', { value: 3 })).toMatchObject({
      status: 200,
      body: { status_code: 12 },
    });
    await two.send('PUT', `/3/list/${listId}`, { name: 'Renamed through two' });
    await two.send('POST', `/3/list/${listId}/remove_item`, { media_type: 'movie', media_id: 41 });
    await two.send('DELETE', `${account}/diary/${diary.body.results[0]?.id}`);
    expect((await one.get('/3/movie/41/account_states')).body).toMatchObject({
      rated: { value: 3 },
      list_ids: [],
    });
    expect((await one.get<ListDetails>(`/3/list/${listId}`)).body).toMatchObject({
      name: 'Renamed through two',
      item_count: 1,
    });
    expect((await one.get<DiaryPage>(`${account}/diary`)).body.total_results).toBe(0);
  });

  it('keeps every title added to one list through both at once, in positions without gaps', async () => {
    const [one, two] = throughBoth();
    const listId = (await one.send<ListCreated>('POST', '/3/list', { name: 'Raced' })).body.list_id;
    const ids = Array.from({ length: TITLES_AT_ONCE }, (_, index) => index + 1);
    const answers = await Promise.all(
      ids.map((id) =>
        (id % 2 === 0 ? one : two).send('POST', `/3/list/${listId}/add_item`, {
          media_type: 'movie',
          media_id: id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));

    const details = await two.get<ListDetails>(`/3/list/${listId}`);
    expect(details.body.item_count).toBe(TITLES_AT_ONCE);
    expect(details.body.items.map((title) => title.id).sort((a, b) => a - b)).toEqual(ids);
    const { results } = await library.store.listListItems(one.uid, listId, { limit: 100 });
    expect(results.map((item) => item.position)).toEqual(ids.map((_, index) => index));
  });

  it('answers first ratings of one title through both at once with one 201', async () => {
    const [one, two] = throughBoth();
    const answers = await Promise.all(
      [one, two, one, two].map((member, index) =>
        member.send('POST', '/3/tv/43/rating', { value: index + 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
  });
});
