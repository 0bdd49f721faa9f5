import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import {
  MAX_DIARY_ENTRIES_PER_USER,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_USER,
  MAX_SLICE_LIMIT,
} from './library-limits.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;

// Many rows at once: far quicker than through the store, one transaction each.
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000)
    await insert(rows.slice(start, start + 1000));
}

describe.each(LIBRARY_ENGINES)('the limits on %s', (engine) => {
  const library = useTestLibrary(engine);

  it(`refuses a list beyond ${MAX_LISTS_PER_USER} (postgres-races.test.ts races for it)`, async () => {
    const uid = newUid();
    for (let index = 0; index < MAX_LISTS_PER_USER; index += 1)
      await library.store.createList(uid, { name: `List ${index}` });
    await expect(library.store.createList(uid, { name: 'One too many' })).rejects.toMatchObject({
      code: 'too-many-lists',
    });
    expect((await library.store.listLists(uid)).total).toBe(MAX_LISTS_PER_USER);
    // Another user's lists are theirs to count.
    await expect(library.store.createList(newUid(), { name: 'Mine' })).resolves.toBeDefined();
  });

  it(`refuses an item beyond ${MAX_ITEMS_PER_LIST.toLocaleString('en')}, and adding one that is there stays no error`, async () => {
    const uid = newUid();
    const list = await library.store.createList(uid, { name: 'Everything' });
    const rows = Array.from({ length: MAX_ITEMS_PER_LIST - 1 }, (_, index) => ({
      list_id: list.id,
      media_type: 'movie' as const,
      media_id: index + 1,
      position: index,
      added_at: 0,
    }));
    await inChunks(rows, (chunk) =>
      library.database.db.insertInto('list_items').values(chunk).execute(),
    );
    await library.database.db
      .updateTable('lists')
      .set({ item_count: rows.length })
      .where('id', '=', list.id)
      .execute();
    expect(await library.store.addListItem(uid, list.id, { mediaType: 'tv', mediaId: 1 })).toBe(
      true,
    );
    await expect(
      library.store.addListItem(uid, list.id, { mediaType: 'tv', mediaId: 2 }),
    ).rejects.toMatchObject({ code: 'list-full' });
    expect(await library.store.addListItem(uid, list.id, { mediaType: 'tv', mediaId: 1 })).toBe(
      false,
    );
    expect((await library.store.getList(uid, list.id))?.itemCount).toBe(MAX_ITEMS_PER_LIST);
  });

  it(`refuses a diary entry beyond ${MAX_DIARY_ENTRIES_PER_USER.toLocaleString('en')}`, async () => {
    const uid = newUid();
    const rows = Array.from({ length: MAX_DIARY_ENTRIES_PER_USER - 1 }, () => ({
      uid,
      media_type: 'movie' as const,
      media_id: 550,
      watched_on: '2026-01-01',
      note: null,
      rating_halves: null,
      created_at: 0,
    }));
    await inChunks(rows, (chunk) =>
      library.database.db.insertInto('diary_entries').values(chunk).execute(),
    );
    const entry = { ...FIGHT_CLUB, watchedOn: '2026-06-01' };
    await expect(library.store.addDiaryEntry(uid, entry)).resolves.toBeDefined();
    await expect(library.store.addDiaryEntry(uid, entry)).rejects.toMatchObject({
      code: 'diary-full',
    });
    // The whole diary is one read, for sorts that need every title.
    const whole = await library.store.listDiary(uid, { limit: MAX_SLICE_LIMIT });
    expect([whole.results.length, whole.total]).toEqual([
      MAX_DIARY_ENTRIES_PER_USER,
      MAX_DIARY_ENTRIES_PER_USER,
    ]);
  });

  it.each<[object, string]>([
    [{ genreId: 0 }, 'invalid-genre'],
    [{ genreId: -28 }, 'invalid-genre'],
    [{ genreId: 1.5 }, 'invalid-genre'],
    [{ genreId: 2 ** 31 }, 'invalid-genre'],
    [{ genreId: '28' }, 'invalid-genre'],
    [{ decade: 1995 }, 'invalid-decade'],
    [{ decade: 1860 }, 'invalid-decade'],
    [{ decade: 2110 }, 'invalid-decade'],
    [{ decade: 1990.5 }, 'invalid-decade'],
    [{ decade: '1990' }, 'invalid-decade'],
    [{ mediaType: 'person' }, 'invalid-title'],
    [{ sort: 'name' }, 'invalid-slice'],
    [{ order: 'up' }, 'invalid-slice'],
  ])('refuses to read by %j, on every read', async (wrong, code) => {
    const uid = newUid();
    const list = await library.store.createList(uid, { name: 'Any' });
    const request = wrong as Record<string, never>;
    for (const read of [
      () => library.store.listMarks(uid, 'watchlist', request),
      () => library.store.listMarks(uid, 'favourites', request),
      () => library.store.listRatings(uid, request),
      () => library.store.listDiary(uid, request),
      () => library.store.listListItems(uid, list.id, request),
    ])
      await expect(read()).rejects.toMatchObject({ code });
  });

  it('reads the first and the last decade there can be', async () => {
    const uid = newUid();
    for (const decade of [1870, 2100])
      expect(await library.store.listMarks(uid, 'watchlist', { decade })).toEqual({
        results: [],
        total: 0,
      });
  });

  it.each([{ limit: 0 }, { limit: MAX_SLICE_LIMIT + 1 }, { offset: -1 }, { limit: 1.5 }])(
    'refuses to read %j',
    async (request) => {
      await expect(library.store.listMarks(newUid(), 'watchlist', request)).rejects.toMatchObject({
        code: 'invalid-slice',
      });
    },
  );
});
