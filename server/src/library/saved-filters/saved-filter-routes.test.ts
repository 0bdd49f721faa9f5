import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedFilter, SavedFilters } from '@marquee/tmdb-types/saved-filters';
import { asMember, libraryApp } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { MAX_SAVED_FILTERS_PER_USER } from '../store/library-limits.js';

const DRAMAS = { name: 'Dramas', media_type: 'movie', query: '?genre=18&page=4', pinned: true };

describe.each(LIBRARY_ENGINES)("a member's saved filters over HTTP on %s", (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  function member() {
    const client = asMember(app, newUid());
    const url = `/3/account/${client.uid}/saved_filters`;
    const names = async () =>
      (await client.get<SavedFilters>(url)).body.results.map((filter) => filter.name);
    return { client, url, names };
  }

  it('saves one (201, last, without `?` and `page`), renames, pins, moves and removes it', async () => {
    const { client, url, names } = member();
    expect(await client.get(url)).toMatchObject({
      status: 200,
      body: { results: [] },
      headers: { 'cache-control': 'private, no-store' },
    });
    const created = await client.send<SavedFilter>('POST', url, DRAMAS);
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Dramas', media_type: 'movie', query: 'genre=18', pinned: true, position: 0 },
    });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await client.send('POST', url, { name: 'Comedies', media_type: 'tv', query: 'genre=35' });
    expect(await names()).toEqual(['Dramas', 'Comedies']);

    const one = `${url}/${created.body.id}`;
    expect(
      await client.send('PUT', one, { name: ' Sad ones ', pinned: false, position: 5 }),
    ).toMatchObject({ status: 200, body: { name: 'Sad ones', pinned: false, position: 1 } });
    expect(await names()).toEqual(['Comedies', 'Sad ones']);

    expect(await client.send('DELETE', one)).toMatchObject({
      status: 200,
      body: { status_code: 13 },
    });
    expect(await names()).toEqual(['Comedies']);
    expect((await client.get<SavedFilters>(url)).body.results[0]?.position).toBe(0);
  });

  it('answers 404 code 34 for an id that is not the member’s or no id at all', async () => {
    const { client, url } = member();
    for (const id of ['999999', 'abc', '-1', '0'])
      for (const method of ['PUT', 'DELETE'] as const)
        expect(await client.send(method, `${url}/${id}`, { name: 'X' })).toMatchObject({
          status: 404,
          body: { status_code: 34, success: false },
        });
  });

  it.each([
    ['POST', { ...DRAMAS, name: '' }, /name/],
    ['POST', { ...DRAMAS, name: 'x'.repeat(101) }, /name/],
    ['POST', { ...DRAMAS, media_type: 'person' }, /media_type/],
    ['POST', { ...DRAMAS, query: `genre=${'9'.repeat(2001)}` }, /query/],
    ['POST', { name: 'No query', media_type: 'movie' }, /query/],
    ['POST', { ...DRAMAS, pinned: 'yes' }, /pinned/],
    ['PUT', { position: -1 }, /position/],
    ['PUT', { position: 1.5 }, /position/],
    ['PUT', { name: '   ' }, /name/],
  ] as Array<['POST' | 'PUT', object, RegExp]>)(
    'refuses %s %j with 422 naming the field, and writes nothing',
    async (method, body, field) => {
      const { client, url } = member();
      const saved = await client.send<SavedFilter>('POST', url, DRAMAS);
      const target = method === 'PUT' ? `${url}/${saved.body.id}` : url;
      const answer = await client.send<{ status_message: string }>(method, target, body);
      expect(answer).toMatchObject({ status: 422, body: { status_code: 5, success: false } });
      expect(answer.body.status_message).toMatch(field);
      expect((await client.get<SavedFilters>(url)).body.results).toEqual([saved.body]);
    },
  );

  it(`refuses a save past ${MAX_SAVED_FILTERS_PER_USER} with 422`, async () => {
    const { client, url } = member();
    for (let index = 0; index < MAX_SAVED_FILTERS_PER_USER; index += 1)
      await library.store.createSavedFilter(client.uid, {
        name: `F${index}`,
        mediaType: 'movie',
        query: '',
      });
    expect(await client.send('POST', url, DRAMAS)).toMatchObject({
      status: 422,
      body: { status_code: 5 },
    });
    expect((await client.get<SavedFilters>(url)).body.results).toHaveLength(
      MAX_SAVED_FILTERS_PER_USER,
    );
  });

  it('gives a read after a write the write’s result, never a kept answer from before', async () => {
    const { client, url, names } = member();
    expect(await names()).toEqual([]);
    await client.send('POST', url, DRAMAS);
    expect(await names()).toEqual(['Dramas']);
  });
});
