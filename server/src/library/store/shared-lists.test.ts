import { describe, expect, it } from 'vitest';
import {
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import type { TitleRef } from './library-store.js';

const movie = (mediaId: number): TitleRef => ({ mediaType: 'movie', mediaId });
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

describe.each(LIBRARY_ENGINES)('lists shared by link on %s', (engine) => {
  const library = useTestLibrary(engine);

  async function listWith(uid: string, titles: TitleRef[]) {
    const { store } = library;
    const list = await store.createList(uid, { name: 'Heists', description: 'Crime that pays.' });
    for (const title of titles) await store.addListItem(uid, list.id, title);
    return list;
  }

  it('gets a new share id each time it is made public, and forgets it when made private', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await listWith(uid, []);
    expect(list).toMatchObject({ isPublic: false, shareId: null });

    const shared = await store.setListPublic(uid, list.id, true);
    expect(shared).toMatchObject({ id: list.id, isPublic: true });
    expect(shared.shareId).toMatch(SHARE_ID);
    expect(await store.getList(uid, list.id)).toEqual(shared);
    // Made public again while public: a new link, and the old one is dead.
    const again = await store.setListPublic(uid, list.id, true);
    expect(again.shareId).toMatch(SHARE_ID);
    expect(again.shareId).not.toBe(shared.shareId);
    expect(await store.getSharedList(shared.shareId as string)).toBeUndefined();
    expect(await store.getSharedList(again.shareId as string)).toBeDefined();

    const hidden = await store.setListPublic(uid, list.id, false);
    expect(hidden).toMatchObject({ isPublic: false, shareId: null });
    expect(await store.getSharedList(again.shareId as string)).toBeUndefined();
    // Public once more: yet another link; the ones before stay dead.
    const third = await store.setListPublic(uid, list.id, true);
    expect([shared.shareId, again.shareId]).not.toContain(third.shareId);
    expect(await store.getSharedList(again.shareId as string)).toBeUndefined();
  });

  it('leaves the list’s contents and order of change alone', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await listWith(uid, [movie(1)]);
    const shared = await store.setListPublic(uid, list.id, true);
    expect(shared).toMatchObject({
      name: list.name,
      description: list.description,
      itemCount: 1,
      updatedAt: (await store.getList(uid, list.id))?.updatedAt,
    });
  });

  it("cannot share another member's list, or a list that is not there", async () => {
    const { store } = library;
    const [owner, intruder] = [newUid(), newUid()];
    const list = await listWith(owner, []);
    for (const [uid, listId] of [
      [intruder, list.id],
      [owner, 999_999_999],
      [owner, 0],
      [owner, -1],
      [owner, 1.5],
    ] as const)
      await expect(store.setListPublic(uid, listId, true)).rejects.toMatchObject({
        code: 'list-not-found',
      });
    expect(await store.getList(owner, list.id)).toMatchObject({ isPublic: false, shareId: null });
  });

  it('reads a public list for anybody: its items in the owner’s order with details, and the owner’s display name only', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles([movieDetails(31, { title: 'Rififi' }), showDetails(32)]);
    const list = await listWith(uid, [movie(31), { mediaType: 'tv', mediaId: 32 }, movie(33)]);
    await store.moveListItem(uid, list.id, movie(33), 0);
    await store.rate(uid, movie(31), 9);
    const { shareId } = await store.setListPublic(uid, list.id, true);

    const read = await store.getSharedList(shareId as string);
    expect(read?.ownerName).toBeNull();
    expect(read?.list).toMatchObject({ id: list.id, name: 'Heists', itemCount: 3, shareId });
    expect(read?.items.total).toBe(3);
    expect(read?.items.results.map((item) => [item.mediaType, item.mediaId])).toEqual([
      ['movie', 33],
      ['movie', 31],
      ['tv', 32],
    ]);
    expect(read?.items.results[1]?.details).toMatchObject({ title: 'Rififi' });
    // The owner's rating is theirs, not the list's.
    expect(read?.items.results.map((item) => item.rating)).toEqual([null, null, null]);
    expect(JSON.stringify(read)).not.toContain(uid);

    await store.updateSettings(uid, { displayName: 'Ada' });
    expect((await store.getSharedList(shareId as string))?.ownerName).toBe('Ada');
  });

  it('reads a slice of a public list', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await listWith(uid, [1, 2, 3, 4, 5].map(movie));
    const { shareId } = await store.setListPublic(uid, list.id, true);
    const read = await store.getSharedList(shareId as string, { offset: 2, limit: 2 });
    expect(read?.items).toMatchObject({ total: 5 });
    expect(read?.items.results.map((item) => item.mediaId)).toEqual([3, 4]);
    await expect(store.getSharedList(shareId as string, { limit: 0 })).rejects.toMatchObject({
      code: 'invalid-slice',
    });
  });

  it('finds nothing by a share id that is not one, or by a list’s number', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await listWith(uid, []);
    await store.setListPublic(uid, list.id, true);
    for (const shareId of ['', String(list.id), 'x'.repeat(23), 'a'.repeat(21), '%'.repeat(22)])
      expect(await store.getSharedList(shareId)).toBeUndefined();
  });

  it('ends the link with the list', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await listWith(uid, [movie(1)]);
    const { shareId } = await store.setListPublic(uid, list.id, true);
    await store.deleteList(uid, list.id);
    expect(await store.getSharedList(shareId as string)).toBeUndefined();
  });
});
