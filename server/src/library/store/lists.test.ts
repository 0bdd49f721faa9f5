import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import type { TitleRef } from './library-store.js';

const movie = (mediaId: number): TitleRef => ({ mediaType: 'movie', mediaId });

describe.each(LIBRARY_ENGINES)('lists on %s', (engine) => {
  const library = useTestLibrary(engine);

  async function listWith(uid: string, ids: number[]) {
    const list = await library.store.createList(uid, { name: 'Mine' });
    for (const id of ids) await library.store.addListItem(uid, list.id, movie(id));
    return list.id;
  }

  async function order(uid: string, listId: number): Promise<number[]> {
    const { results } = await library.store.listListItems(uid, listId, { limit: 100 });
    expect(results.map((item) => item.position)).toEqual(results.map((_, index) => index));
    return results.map((item) => item.mediaId);
  }

  it('creates, renames and deletes a list', async () => {
    const uid = newUid();
    const created = await library.store.createList(uid, {
      name: '  Heists ',
      description: 'Crime that pays.',
    });
    expect(created).toMatchObject({
      name: 'Heists',
      description: 'Crime that pays.',
      itemCount: 0,
    });
    const renamed = await library.store.updateList(uid, created.id, { name: 'Capers' });
    expect(renamed).toMatchObject({
      id: created.id,
      name: 'Capers',
      description: 'Crime that pays.',
    });
    expect(renamed.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await library.store.getList(uid, created.id)).toEqual(renamed);
    expect(await library.store.listLists(uid)).toEqual({ results: [renamed], total: 1 });
    expect(await library.store.deleteList(uid, created.id)).toBe(true);
    expect(await library.store.deleteList(uid, created.id)).toBe(false);
    expect(await library.store.getList(uid, created.id)).toBeUndefined();
    await expect(library.store.updateList(uid, created.id, { name: 'x' })).rejects.toMatchObject({
      code: 'list-not-found',
    });
  });

  it('lists the most recently changed list first', async () => {
    const uid = newUid();
    const first = await library.store.createList(uid, { name: 'One' });
    const second = await library.store.createList(uid, { name: 'Two' });
    expect((await library.store.listLists(uid)).results.map((list) => list.id)).toEqual([
      second.id,
      first.id,
    ]);
    await library.store.addListItem(uid, first.id, movie(1));
    expect((await library.store.listLists(uid)).results.map((list) => list.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it.each([
    [{ name: '' }, 'invalid-list-name'],
    [{ name: '   ' }, 'invalid-list-name'],
    [{ name: 'x'.repeat(101) }, 'invalid-list-name'],
    [{ name: 'ok', description: 'x'.repeat(1001) }, 'description-too-long'],
  ])('refuses %j', async (list, code) => {
    await expect(library.store.createList(newUid(), list)).rejects.toMatchObject({ code });
  });

  it('adds a title once, in the order added, and counts it', async () => {
    const uid = newUid();
    const listId = await listWith(uid, [10, 20, 30]);
    expect(await library.store.addListItem(uid, listId, movie(20))).toBe(false);
    expect(await order(uid, listId)).toEqual([10, 20, 30]);
    expect((await library.store.getList(uid, listId))?.itemCount).toBe(3);
    expect(await library.store.listItemStatus(uid, listId, movie(20))).toBe(true);
    expect(await library.store.listItemStatus(uid, listId, movie(40))).toBe(false);
  });

  it('takes concurrent adds as one order without gaps or errors', async () => {
    const uid = newUid();
    const listId = await listWith(uid, []);
    const ids = [1, 2, 3, 4, 5, 6, 1, 2, 3];
    const added = await Promise.all(
      ids.map((id) => library.store.addListItem(uid, listId, movie(id))),
    );
    expect(added.filter(Boolean)).toHaveLength(6);
    expect((await order(uid, listId)).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await library.store.getList(uid, listId))?.itemCount).toBe(6);
  });

  it('removes a title and closes the gap', async () => {
    const uid = newUid();
    const listId = await listWith(uid, [10, 20, 30, 40]);
    expect(await library.store.removeListItem(uid, listId, movie(20))).toBe(true);
    expect(await library.store.removeListItem(uid, listId, movie(20))).toBe(false);
    expect(await order(uid, listId)).toEqual([10, 30, 40]);
    expect((await library.store.getList(uid, listId))?.itemCount).toBe(3);
  });

  it.each([
    [40, 0, [40, 10, 20, 30, 50]],
    [20, 3, [10, 30, 40, 20, 50]],
    [10, 99, [20, 30, 40, 50, 10]],
    [30, 2, [10, 20, 30, 40, 50]],
  ])('moves %i to position %i', async (id, position, expected) => {
    const uid = newUid();
    const listId = await listWith(uid, [10, 20, 30, 40, 50]);
    expect(await library.store.moveListItem(uid, listId, movie(id), position)).toBe(true);
    expect(await order(uid, listId)).toEqual(expected);
  });

  it('moves nothing that is not in the list', async () => {
    const uid = newUid();
    const listId = await listWith(uid, [10]);
    expect(await library.store.moveListItem(uid, listId, movie(99), 0)).toBe(false);
    await expect(library.store.moveListItem(uid, listId, movie(10), -1)).rejects.toMatchObject({
      code: 'invalid-position',
    });
  });

  it('sorts items by date added on request, and filters by media type', async () => {
    const uid = newUid();
    const listId = await listWith(uid, [10, 20, 30]);
    await library.store.addListItem(uid, listId, { mediaType: 'tv', mediaId: 5 });
    await library.store.moveListItem(uid, listId, movie(30), 0);
    const added = await library.store.listListItems(uid, listId, { sort: 'added' });
    expect(added.results.map((item) => item.mediaId)).toEqual([5, 30, 20, 10]);
    const shows = await library.store.listListItems(uid, listId, { mediaType: 'tv' });
    expect([shows.results.map((item) => item.mediaId), shows.total]).toEqual([[5], 1]);
  });

  it('deletes the items with their list', async () => {
    const uid = newUid();
    const listId = await listWith(uid, [10, 20]);
    await library.store.deleteList(uid, listId);
    const { count } = await library.database.db
      .selectFrom('list_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('list_id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
