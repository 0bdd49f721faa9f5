import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

const DEFAULTS = { displayName: null, hideWatched: false };

describe.each(LIBRARY_ENGINES)("a member's settings on %s", (engine) => {
  const library = useTestLibrary(engine);

  it('are the defaults until first changed', async () => {
    expect(await library.store.getSettings(newUid())).toEqual(DEFAULTS);
  });

  it('change one at a time, the display name trimmed, and read back as stored', async () => {
    const { store } = library;
    const uid = newUid();
    expect(await store.updateSettings(uid, { displayName: '  Ada L. ' })).toEqual({
      displayName: 'Ada L.',
      hideWatched: false,
    });
    expect(await store.updateSettings(uid, { hideWatched: true })).toEqual({
      displayName: 'Ada L.',
      hideWatched: true,
    });
    expect(await store.getSettings(uid)).toEqual({ displayName: 'Ada L.', hideWatched: true });
    expect(await store.updateSettings(uid, {})).toEqual({
      displayName: 'Ada L.',
      hideWatched: true,
    });
  });

  it.each([[''], ['   '], [null]])('forget the display name given %j', async (displayName) => {
    const { store } = library;
    const uid = newUid();
    await store.updateSettings(uid, { displayName: 'Ada', hideWatched: true });
    expect(await store.updateSettings(uid, { displayName })).toEqual({
      displayName: null,
      hideWatched: true,
    });
  });

  it('take a display name of 50 characters as a person counts them, emoji too', async () => {
    const name = '🎬'.repeat(50);
    expect(await library.store.updateSettings(newUid(), { displayName: name })).toMatchObject({
      displayName: name,
    });
  });

  it.each([
    [{ displayName: 'x'.repeat(51) }, 'invalid-setting'],
    [{ displayName: 'a\u0000b' }, 'invalid-text'],
    [{ displayName: 'lone \ud800 half' }, 'invalid-text'],
    [{ displayName: 42 as unknown as string }, 'invalid-setting'],
    [{ hideWatched: 'yes' as unknown as boolean }, 'invalid-setting'],
    [{ hideWatched: null as unknown as boolean }, 'invalid-setting'],
  ])('refuse %j and change nothing', async (changes, code) => {
    const { store } = library;
    const uid = newUid();
    await store.updateSettings(uid, { displayName: 'Kept' });
    await expect(
      store.updateSettings(uid, { hideWatched: true, ...changes }),
    ).rejects.toMatchObject({ code });
    expect(await store.getSettings(uid)).toEqual({ displayName: 'Kept', hideWatched: false });
  });

  it("are each member's own", async () => {
    const { store } = library;
    const [a, b] = [newUid(), newUid()];
    await store.updateSettings(a, { displayName: 'A', hideWatched: true });
    expect(await store.getSettings(b)).toEqual(DEFAULTS);
    await store.updateSettings(b, { displayName: 'B' });
    expect(await store.getSettings(a)).toEqual({ displayName: 'A', hideWatched: true });
  });

  it('refuse a call without a user', async () => {
    await expect(library.store.getSettings('')).rejects.toMatchObject({ code: 'invalid-user' });
    await expect(library.store.updateSettings('', { hideWatched: true })).rejects.toMatchObject({
      code: 'invalid-user',
    });
  });
});
