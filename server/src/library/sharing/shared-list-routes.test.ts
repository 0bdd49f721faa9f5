import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { ListSharing, SharedList } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

// Titles of the test catalogue.
const MOVIE = 21;
const SHOW = 22;
const OTHER_MOVIE = 23;

/** A request with no token at all, as a visitor who never signed in. */
async function visit(app: FastifyInstance, url: string) {
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe.each(LIBRARY_ENGINES)('a list shared by link on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    // The member guard on: the shared list needs no token even then.
    app = await libraryApp(library.store, { env: { AUTH_REQUIRED: 'true' } });
  });

  async function listOf(member: MemberClient, titles: Array<['movie' | 'tv', number]>) {
    const created = await member.send<ListCreated>('POST', '/3/list', {
      name: 'Heists',
      description: 'Crime that pays.',
    });
    const listId = created.body.list_id;
    for (const [mediaType, mediaId] of titles)
      await member.send('POST', `/3/list/${listId}/add_item`, {
        media_type: mediaType,
        media_id: mediaId,
      });
    return listId;
  }

  const share = (member: MemberClient, listId: number, isPublic: boolean) =>
    member.send<ListSharing>('PUT', `/3/list/${listId}/sharing`, { public: isPublic });

  it('is read by anybody, without a token, in the owner’s order, with only the owner’s display name', async () => {
    const owner = asMember(app, newUid());
    const listId = await listOf(owner, [
      ['movie', MOVIE],
      ['tv', SHOW],
      ['movie', OTHER_MOVIE],
    ]);
    await owner.send('POST', `/3/list/${listId}/move_item`, {
      media_type: 'movie',
      media_id: OTHER_MOVIE,
      position: 0,
    });
    await owner.send('POST', `/3/movie/${MOVIE}/rating`, { value: 9 });
    const shared = await share(owner, listId, true);
    expect(shared.status).toBe(200);
    expect(shared.body.public).toBe(true);
    const shareId = shared.body.share_id as string;
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await visit(app, `/3/shared/list/${shareId}`);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-cache');
    const list = read.body as SharedList;
    expect(list).toMatchObject({
      share_id: shareId,
      name: 'Heists',
      description: 'Crime that pays.',
      owner_name: null,
      item_count: 3,
      page: 1,
      total_pages: 1,
      total_results: 3,
    });
    expect(list.items.map((item) => [item.media_type, item.id])).toEqual([
      ['movie', OTHER_MOVIE],
      ['movie', MOVIE],
      ['tv', SHOW],
    ]);
    expect(Object.keys(list).sort()).toEqual(
      [
        'share_id',
        'name',
        'description',
        'owner_name',
        'item_count',
        'updated_at',
        'items',
        'page',
        'total_pages',
        'total_results',
      ].sort(),
    );
    // Nothing else of the owner's: not their uid, their list's number, or their rating.
    expect(read.headers['set-cookie']).toBeUndefined();
    const text = JSON.stringify(list);
    expect(text).not.toContain(owner.uid);
    expect(text).not.toContain('"rating"');
    expect(text).not.toContain(`"id":${listId},`);

    await owner.send('PUT', `/3/account/${owner.uid}/settings`, { display_name: 'Ada' });
    expect((await visit(app, `/3/shared/list/${shareId}`)).body).toMatchObject({
      owner_name: 'Ada',
    });
    // A member reads it the same, their token or not.
    const other = asMember(app, newUid());
    expect((await other.get(`/3/shared/list/${shareId}`)).body).toEqual(
      (await visit(app, `/3/shared/list/${shareId}`)).body,
    );
  });

  it('shows names without bidirectional controls, as they were kept when written', async () => {
    const owner = asMember(app, newUid());
    const created = await owner.send<ListCreated>('POST', '/3/list', {
      name: '\u202Eslieh\u202C',
      description: '',
    });
    const listId = created.body.list_id;
    await owner.send('PUT', `/3/account/${owner.uid}/settings`, {
      display_name: '\u2067Ada\u2069 \u202Dand Bo\u202A',
    });
    const shareId = (await share(owner, listId, true)).body.share_id as string;
    expect((await visit(app, `/3/shared/list/${shareId}`)).body).toMatchObject({
      name: 'slieh',
      owner_name: 'Ada and Bo',
    });
    await owner.send('PUT', `/3/list/${listId}`, { name: 'Heists \u2066\u202B', description: '' });
    expect((await visit(app, `/3/shared/list/${shareId}`)).body).toMatchObject({
      name: 'Heists',
    });
  });

  it('answers Not Found once private again, and to every link made before', async () => {
    const owner = asMember(app, newUid());
    const listId = await listOf(owner, [['movie', MOVIE]]);
    const first = (await share(owner, listId, true)).body.share_id as string;
    expect((await visit(app, `/3/shared/list/${first}`)).status).toBe(200);
    const second = (await share(owner, listId, true)).body.share_id as string;
    expect(second).not.toBe(first);
    expect(await share(owner, listId, false)).toMatchObject({
      status: 200,
      body: { public: false, share_id: null },
    });
    for (const shareId of [first, second])
      expect(await visit(app, `/3/shared/list/${shareId}`)).toMatchObject({
        status: 404,
        body: { status_code: 34, success: false },
      });
    expect((await owner.get(`/3/list/${listId}`)).body).toMatchObject({
      public: false,
      share_id: null,
    });
  });

  it('answers Not Found, never Invalid, to an id that is not one', async () => {
    for (const shareId of ['nope', 'x'.repeat(200), '%F0%9F%8E%AC', '..', '1'])
      expect(await visit(app, `/3/shared/list/${shareId}`), shareId).toMatchObject({
        status: 404,
        body: { status_code: 34, success: false },
      });
  });

  it('pages as the other library reads', async () => {
    const owner = asMember(app, newUid());
    const ids = Array.from({ length: 21 }, (_, index) => 30 + index);
    const listId = await listOf(
      owner,
      ids.map((id) => ['movie', id]),
    );
    const shareId = (await share(owner, listId, true)).body.share_id as string;
    const second = await visit(app, `/3/shared/list/${shareId}?page=2`);
    expect(second.body).toMatchObject({ page: 2, total_pages: 2, total_results: 21 });
    expect((second.body as SharedList).items.map((item) => item.id)).toEqual([50]);
    expect((await visit(app, `/3/shared/list/${shareId}?page=0`)).body).toMatchObject({
      status_code: 5,
      success: false,
    });
  });

  it('cannot be made public or private by anybody but its owner', async () => {
    const owner = asMember(app, newUid());
    const intruder = asMember(app, newUid());
    const listId = await listOf(owner, []);
    for (const isPublic of [true, false])
      expect(await share(intruder, listId, isPublic)).toMatchObject({
        status: 404,
        body: { status_code: 34 },
      });
    const response = await app.inject({
      method: 'PUT',
      url: `/3/list/${listId}/sharing`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ public: true }),
    });
    expect(response.statusCode).toBe(401);
    expect((await owner.get(`/3/list/${listId}`)).body).toMatchObject({ public: false });
  });

  it.each([[{}], [{ public: 'yes' }], [{ public: 1 }], [{ public: null }]])(
    'refuses the body %j',
    async (body) => {
      const owner = asMember(app, newUid());
      const listId = await listOf(owner, []);
      expect(await owner.send('PUT', `/3/list/${listId}/sharing`, body)).toMatchObject({
        status: 422,
        body: { status_code: 5, success: false },
      });
    },
  );
});
