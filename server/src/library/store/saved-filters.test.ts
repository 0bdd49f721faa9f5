import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { MAX_SAVED_FILTERS_PER_USER } from './library-limits.js';
import type { NewSavedFilter } from './library-store.js';

const dramas: NewSavedFilter = { name: 'Dramas', mediaType: 'movie', query: 'genre=18' };

describe.each(LIBRARY_ENGINES)('saved filters on %s', (engine) => {
  const library = useTestLibrary(engine);

  async function names(uid: string): Promise<string[]> {
    const filters = await library.store.listSavedFilters(uid);
    expect(filters.map((filter) => filter.position)).toEqual(filters.map((_, index) => index));
    return filters.map((filter) => filter.name);
  }

  async function saveAll(uid: string, ...all: string[]) {
    const saved = [];
    for (const name of all)
      saved.push(await library.store.createSavedFilter(uid, { ...dramas, name }));
    return saved;
  }

  it('saves a trimmed name and the query without `?` and `page`, last in order', async () => {
    const uid = newUid();
    await saveAll(uid, 'First');
    const saved = await library.store.createSavedFilter(uid, {
      name: '  Dramas ',
      mediaType: 'tv',
      query: '?sort=rated&page=3&genre=18',
      pinned: true,
    });
    expect(saved).toMatchObject({
      name: 'Dramas',
      mediaType: 'tv',
      query: 'sort=rated&genre=18',
      pinned: true,
      position: 1,
    });
    expect(await library.store.listSavedFilters(uid)).toEqual([
      expect.objectContaining({ name: 'First', pinned: false, position: 0 }),
      saved,
    ]);
  });

  it('renames, pins and unpins one, keeping its place', async () => {
    const uid = newUid();
    const [first] = await saveAll(uid, 'One', 'Two');
    const renamed = await library.store.updateSavedFilter(uid, first!.id, {
      name: ' Uno ',
      pinned: true,
    });
    expect(renamed).toEqual({ ...first, name: 'Uno', pinned: true });
    expect(await library.store.updateSavedFilter(uid, first!.id, { pinned: false })).toEqual({
      ...renamed,
      pinned: false,
    });
    expect(await names(uid)).toEqual(['Uno', 'Two']);
  });

  it('moves one to a place, shifting the ones between, past the end to last', async () => {
    const uid = newUid();
    const [a, b, c, d] = await saveAll(uid, 'A', 'B', 'C', 'D');
    expect(await library.store.updateSavedFilter(uid, d!.id, { position: 1 })).toMatchObject({
      position: 1,
    });
    expect(await names(uid)).toEqual(['A', 'D', 'B', 'C']);
    await library.store.updateSavedFilter(uid, a!.id, { position: 99 });
    expect(await names(uid)).toEqual(['D', 'B', 'C', 'A']);
    await library.store.updateSavedFilter(uid, c!.id, { position: 0 });
    expect(await names(uid)).toEqual(['C', 'D', 'B', 'A']);
    await library.store.updateSavedFilter(uid, b!.id, { position: 2 });
    expect(await names(uid)).toEqual(['C', 'D', 'B', 'A']);
  });

  it('removes one and closes the gap; an unknown one is no removal', async () => {
    const uid = newUid();
    const [, b] = await saveAll(uid, 'A', 'B', 'C');
    expect(await library.store.deleteSavedFilter(uid, b!.id)).toBe(true);
    expect(await library.store.deleteSavedFilter(uid, b!.id)).toBe(false);
    expect(await library.store.deleteSavedFilter(uid, -1)).toBe(false);
    expect(await names(uid)).toEqual(['A', 'C']);
    await expect(
      library.store.updateSavedFilter(uid, b!.id, { name: 'Back' }),
    ).rejects.toMatchObject({ code: 'saved-filter-not-found' });
  });

  it.each([
    [{ name: '' }, 'invalid-saved-filter', /^name /],
    [{ name: '   ' }, 'invalid-saved-filter', /^name /],
    [{ name: 'x'.repeat(101) }, 'invalid-saved-filter', /^name /],
    [{ name: '\u202E\u2066' }, 'invalid-saved-filter', /^name /],
    [{ name: 'nul\u0000' }, 'invalid-text', /name/],
    [{ query: `genre=${'1'.repeat(2000)}` }, 'invalid-saved-filter', /^query /],
    [{ mediaType: 'person' }, 'invalid-title', /./],
  ])('refuses %j and writes nothing', async (change, code, message) => {
    const uid = newUid();
    const filter = { ...dramas, ...change } as NewSavedFilter;
    await expect(library.store.createSavedFilter(uid, filter)).rejects.toMatchObject({
      code,
      message: expect.stringMatching(message),
    });
    expect(await library.store.listSavedFilters(uid)).toEqual([]);
  });

  it('keeps a name without its bidirectional controls, which could show it in another order', async () => {
    const uid = newUid();
    const name = '\u202Aevil\u202B\u202C\u202D\u202Egnp.exe\u2066\u2067\u2068\u2069';
    expect((await library.store.createSavedFilter(uid, { ...dramas, name })).name).toBe(
      'evilgnp.exe',
    );
  });

  it('takes a name of 100 characters, an emoji counting as one', async () => {
    const uid = newUid();
    const name = `${'x'.repeat(99)}🎬`;
    expect((await library.store.createSavedFilter(uid, { ...dramas, name })).name).toBe(name);
  });

  it('refuses a bad change whole: neither name nor place moves', async () => {
    const uid = newUid();
    const [a] = await saveAll(uid, 'A', 'B');
    await expect(
      library.store.updateSavedFilter(uid, a!.id, { name: '', position: 1 }),
    ).rejects.toMatchObject({ code: 'invalid-saved-filter' });
    await expect(
      library.store.updateSavedFilter(uid, a!.id, { name: 'Z', position: -1 }),
    ).rejects.toMatchObject({ code: 'invalid-position' });
    expect(await names(uid)).toEqual(['A', 'B']);
  });

  it(`keeps at most ${MAX_SAVED_FILTERS_PER_USER} per member`, async () => {
    const uid = newUid();
    await saveAll(uid, ...Array.from({ length: MAX_SAVED_FILTERS_PER_USER }, (_, i) => `F${i}`));
    await expect(library.store.createSavedFilter(uid, dramas)).rejects.toMatchObject({
      code: 'too-many-saved-filters',
    });
    expect(await library.store.listSavedFilters(uid)).toHaveLength(MAX_SAVED_FILTERS_PER_USER);
  });

  it('keeps one order when two saves race', async () => {
    const uid = newUid();
    await Promise.all([saveAll(uid, 'A', 'B', 'C'), saveAll(uid, 'D', 'E', 'F')]);
    expect((await names(uid)).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});
