import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountListsPage, ListCreated, ListDetails } from '@marquee/tmdb-types/account';
import { MAX_LISTS_PER_USER } from '../store/library-limits.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import {
  asMember,
  expectTmdbShape,
  libraryApp,
  type MemberClient,
} from '../../test/library-test-kit.js';

async function newList(member: MemberClient, name = 'Weekend'): Promise<number> {
  const created = await member.send<ListCreated>('POST', '/3/list', { name });
  expect(created.status).toBe(201);
  return created.body.list_id;
}

const itemIds = (list: ListDetails) => list.items.map((item) => `${item.media_type}:${item.id}`);

describe.each(LIBRARY_ENGINES)('lists over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it("creates, reads, renames and deletes a list in TMDB's shapes", async () => {
    const member = asMember(app, newUid());
    const created = await member.send<ListCreated>('POST', '/3/list', {
      name: 'Noir',
      description: 'Rainy nights',
      language: 'en',
    });
    expect(created.status).toBe(201);
    expectTmdbShape(created.body, 'list-create.json');
    const id = created.body.list_id;

    const lists = await member.get<AccountListsPage>(`/3/account/${member.uid}/lists`);
    expect(lists.status).toBe(200);
    expect(lists.body).toMatchObject({ page: 1, total_results: 1, total_pages: 1 });
    expect(lists.body.results[0]).toMatchObject({
      id,
      name: 'Noir',
      description: 'Rainy nights',
      item_count: 0,
    });

    expect(
      (await member.send('POST', `/3/list/${id}/add_item`, { media_id: 41 })).body,
    ).toMatchObject({
      status_code: 12,
    });
    const details = await member.get<ListDetails>(`/3/list/${id}`);
    expect(details.status).toBe(200);
    expectTmdbShape(details.body, 'list-details.json');
    expect(details.body).toMatchObject({ id: String(id), name: 'Noir', item_count: 1 });
    expectTmdbShape(
      { ...lists.body, results: [{ ...lists.body.results[0] }] },
      'account-lists.json',
    );

    expect(
      await member.send('PUT', `/3/list/${id}`, { name: 'Neo-noir', description: '' }),
    ).toMatchObject({ status: 200, body: { status_code: 12 } });
    expect((await member.get<ListDetails>(`/3/list/${id}`)).body).toMatchObject({
      name: 'Neo-noir',
      description: '',
    });
    expect(await member.send('DELETE', `/3/list/${id}`)).toMatchObject({
      status: 200,
      body: { status_code: 13 },
    });
    expect((await member.get(`/3/list/${id}`)).status).toBe(404);
    expect((await member.send('DELETE', `/3/list/${id}`)).status).toBe(404);
  });

  it('adds (movies by default), checks, moves and removes items', async () => {
    const member = asMember(app, newUid());
    const id = await newList(member);
    for (const body of [
      { media_id: 42 },
      { media_id: 43, media_type: 'tv' },
      { media_id: 44, media_type: 'movie' },
      { media_id: 42 },
    ])
      expect((await member.send('POST', `/3/list/${id}/add_item`, body)).status).toBe(200);
    expect(itemIds((await member.get<ListDetails>(`/3/list/${id}`)).body)).toEqual([
      'movie:42',
      'tv:43',
      'movie:44',
    ]);

    expect((await member.get(`/3/list/${id}/item_status?movie_id=42`)).body).toEqual({
      id: 42,
      item_present: true,
    });
    expect((await member.get(`/3/list/${id}/item_status?movie_id=43`)).body).toEqual({
      id: 43,
      item_present: false,
    });
    expect((await member.get(`/3/list/${id}/item_status?media_type=tv&media_id=43`)).body).toEqual({
      id: 43,
      item_present: true,
    });
    expect((await member.get(`/3/list/${id}/item_status`)).status).toBe(422);

    expect(
      await member.send('POST', `/3/list/${id}/move_item`, {
        media_id: 44,
        media_type: 'movie',
        position: 0,
      }),
    ).toMatchObject({ status: 200, body: { status_code: 12 } });
    expect(itemIds((await member.get<ListDetails>(`/3/list/${id}`)).body)).toEqual([
      'movie:44',
      'movie:42',
      'tv:43',
    ]);
    expect(
      (
        await member.get<ListDetails>(`/3/list/${id}?sort_by=original_order.desc&media_type=movie`)
      ).body.items.map((item) => item.id),
    ).toEqual([42, 44]);
    expect(
      (
        await member.send('POST', `/3/list/${id}/move_item`, {
          media_id: 45,
          media_type: 'movie',
          position: 0,
        })
      ).status,
    ).toBe(404);

    expect(
      await member.send('POST', `/3/list/${id}/remove_item`, { media_id: 43, media_type: 'tv' }),
    ).toMatchObject({ status: 200, body: { status_code: 13 } });
    expect((await member.get<ListDetails>(`/3/list/${id}`)).body.item_count).toBe(2);
    expect((await member.send('POST', `/3/list/${id}/add_item`, { media_id: 99999 })).status).toBe(
      404,
    );
  });

  it("answers another member's list as if it did not exist, on every path", async () => {
    const owner = asMember(app, newUid());
    const other = asMember(app, newUid());
    const id = await newList(owner);
    await owner.send('POST', `/3/list/${id}/add_item`, { media_id: 46 });
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Mine now' }],
      ['DELETE', '', undefined],
      ['POST', '/add_item', { media_id: 47 }],
      ['POST', '/remove_item', { media_id: 46 }],
      ['POST', '/move_item', { media_id: 46, media_type: 'movie', position: 0 }],
      ['GET', '/item_status?movie_id=46', undefined],
    ] as const) {
      const answer =
        method === 'GET'
          ? await other.get(`/3/list/${id}${path}`)
          : await other.send(method, `/3/list/${id}${path}`, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 404, body: { status_code: 34 } });
    }
    expect((await owner.get<ListDetails>(`/3/list/${id}`)).body).toMatchObject({
      name: 'Weekend',
      item_count: 1,
    });
    for (const listId of ['abc', '0', '1.5', '99999999999999'])
      expect((await owner.get(`/3/list/${listId}`)).status, listId).toBe(404);
  });

  it('refuses names, descriptions and a list too many with 422 code 5 and says why', async () => {
    const member = asMember(app, newUid());
    for (const [body, message] of [
      [{ name: '' }, 'A list needs a name of at most 100 characters.'],
      [{ name: 'x'.repeat(101) }, 'A list needs a name'],
      [{ name: 'ok', description: 'x'.repeat(1001) }, 'at most 1,000 characters'],
      [{ description: 'no name' }, 'name'],
      [{ name: 5 }, 'name'],
      [{ name: 'a\u0000b' }, 'body/name holds a character that is not text'],
      [{ name: 'ok', description: 'half a pair \udc00' }, 'body/description holds a character'],
    ] as const) {
      const answer = await member.send<{ status_message: string }>('POST', '/3/list', body);
      expect(answer.status, message).toBe(422);
      expect(answer.body.status_message).toContain(message);
    }
    for (let index = 0; index < MAX_LISTS_PER_USER; index += 1)
      await library.store.createList(member.uid, { name: `List ${index}` });
    const tooMany = await member.send<{ status_message: string }>('POST', '/3/list', {
      name: 'One more',
    });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { status_code: 5, status_message: 'One has at most 100 lists.' },
    });
  });
});
