import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { DISPLAY_LANGUAGES } from './display-choices.js';
import { MAX_WATCH_PROVIDERS } from './library-limits.js';
import type { MemberSettings } from './library-store.js';
import type { MemberSettingsTable } from './library-tables.js';

const DEFAULTS: MemberSettings = {
  displayName: null,
  hideWatched: false,
  watchRegion: null,
  watchProviders: [],
  countRentBuy: false,
  onlyMyServices: false,
  language: null,
  theme: null,
  keyboardShortcuts: null,
};

describe.each(LIBRARY_ENGINES)("a member's settings on %s", (engine) => {
  const library = useTestLibrary(engine);

  it('are the defaults until first changed', async () => {
    expect(await library.store.getSettings(newUid())).toEqual(DEFAULTS);
  });

  it('change one at a time, the display name trimmed, and read back as stored', async () => {
    const { store } = library;
    const uid = newUid();
    expect(await store.updateSettings(uid, { displayName: '  Ada L. ' })).toEqual({
      ...DEFAULTS,
      displayName: 'Ada L.',
    });
    const ada = { ...DEFAULTS, displayName: 'Ada L.', hideWatched: true };
    expect(await store.updateSettings(uid, { hideWatched: true })).toEqual(ada);
    expect(await store.getSettings(uid)).toEqual(ada);
    expect(await store.updateSettings(uid, {})).toEqual(ada);
  });

  it.each([[''], ['   '], [null]])('forget the display name given %j', async (displayName) => {
    const { store } = library;
    const uid = newUid();
    await store.updateSettings(uid, { displayName: 'Ada', hideWatched: true });
    expect(await store.updateSettings(uid, { displayName })).toEqual({
      ...DEFAULTS,
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
    [{ watchRegion: 'gb' }, 'invalid-setting'],
    [{ watchRegion: 'GBR' }, 'invalid-setting'],
    [{ watchRegion: '' }, 'invalid-setting'],
    [{ watchRegion: 44 as unknown as string }, 'invalid-setting'],
    [{ watchProviders: [8, 1.5] }, 'invalid-setting'],
    [{ watchProviders: [0] }, 'invalid-setting'],
    [{ watchProviders: [2_147_483_648] }, 'invalid-setting'],
    [{ watchProviders: ['8'] as unknown as number[] }, 'invalid-setting'],
    [{ watchProviders: null as unknown as number[] }, 'invalid-setting'],
    [{ countRentBuy: 1 as unknown as boolean }, 'invalid-setting'],
    [{ onlyMyServices: 'yes' as unknown as boolean }, 'invalid-setting'],
    [{ language: 'pt' }, 'invalid-setting'],
    [{ language: 'FR' }, 'invalid-setting'],
    [{ language: '' }, 'invalid-setting'],
    [{ language: 7 as unknown as string }, 'invalid-setting'],
    [{ theme: 'dim' as MemberSettings['theme'] }, 'invalid-setting'],
    [{ theme: 'Dark' as MemberSettings['theme'] }, 'invalid-setting'],
    [{ keyboardShortcuts: 1 as unknown as boolean }, 'invalid-setting'],
    [{ keyboardShortcuts: 'true' as unknown as boolean }, 'invalid-setting'],
  ])('refuse %j and change nothing', async (changes, code) => {
    const { store } = library;
    const uid = newUid();
    const kept = await store.updateSettings(uid, {
      displayName: 'Kept',
      watchRegion: 'GB',
      watchProviders: [9001],
    });
    await expect(
      store.updateSettings(uid, { hideWatched: true, onlyMyServices: true, ...changes }),
    ).rejects.toMatchObject({ code });
    expect(await store.getSettings(uid)).toEqual(kept);
  });

  it('keep the services ascending, each once, and forget the region given null', async () => {
    const { store } = library;
    const uid = newUid();
    const services = {
      watchRegion: 'GB',
      watchProviders: [9003, 8, 9003, 9001],
      countRentBuy: true,
      onlyMyServices: true,
    };
    const chosen = { ...DEFAULTS, ...services, watchProviders: [8, 9001, 9003] };
    expect(await store.updateSettings(uid, services)).toEqual(chosen);
    expect(await store.updateSettings(uid, { hideWatched: true })).toEqual({
      ...chosen,
      hideWatched: true,
    });
    expect(await store.updateSettings(uid, { watchRegion: null, watchProviders: [] })).toEqual({
      ...chosen,
      hideWatched: true,
      watchRegion: null,
      watchProviders: [],
    });
  });

  it('keep the display choices, each not chosen (null) until chosen and again given null', async () => {
    const { store } = library;
    const uid = newUid();
    const chosen = { ...DEFAULTS, language: 'pt-BR', theme: 'light', keyboardShortcuts: false };
    expect(
      await store.updateSettings(uid, {
        language: 'pt-BR',
        theme: 'light',
        keyboardShortcuts: false,
      }),
    ).toEqual(chosen);
    expect(await store.updateSettings(uid, { hideWatched: true })).toEqual({
      ...chosen,
      hideWatched: true,
    });
    expect(await store.updateSettings(uid, { keyboardShortcuts: true })).toMatchObject({
      keyboardShortcuts: true,
    });
    expect(
      await store.updateSettings(uid, { language: null, theme: null, keyboardShortcuts: null }),
    ).toEqual({ ...DEFAULTS, hideWatched: true });
    expect(await store.getSettings(uid)).toEqual({ ...DEFAULTS, hideWatched: true });
  });

  it.each(DISPLAY_LANGUAGES)('take the language %s', async (language) => {
    expect(await library.store.updateSettings(newUid(), { language })).toEqual({
      ...DEFAULTS,
      language,
    });
  });

  it.each([{ language: 'xx' }, { theme: 'dim' }, { keyboard_shortcuts: 2 }])(
    'are held to the choices by the database itself too: %j',
    async (column) => {
      const { db } = library.database;
      const insert = db
        .insertInto('member_settings')
        .values({ uid: newUid(), updated_at: 1, ...column } as Insertable<MemberSettingsTable>);
      await expect(insert.execute()).rejects.toThrow(/constraint/i);
    },
  );

  it(`take up to ${MAX_WATCH_PROVIDERS} services, and refuse one more`, async () => {
    const { store } = library;
    const uid = newUid();
    const ids = Array.from({ length: MAX_WATCH_PROVIDERS }, (_, index) => 2_147_483_647 - index);
    const saved = await store.updateSettings(uid, { watchProviders: ids });
    expect(saved.watchProviders).toEqual([...ids].reverse());
    // A repeated id counts once, so this is still within the bound.
    await store.updateSettings(uid, { watchProviders: [...ids, ...ids] });
    await expect(
      store.updateSettings(uid, { watchRegion: 'US', watchProviders: [...ids, 1] }),
    ).rejects.toMatchObject({ code: 'invalid-setting' });
    expect(await store.getSettings(uid)).toEqual(saved);
  });

  it("are each member's own", async () => {
    const { store } = library;
    const [a, b] = [newUid(), newUid()];
    const mine = await store.updateSettings(a, {
      displayName: 'A',
      hideWatched: true,
      watchRegion: 'DE',
      watchProviders: [9002],
    });
    expect(await store.getSettings(b)).toEqual(DEFAULTS);
    await store.updateSettings(b, { displayName: 'B', watchProviders: [9005] });
    expect(await store.getSettings(a)).toEqual(mine);
  });

  it('refuse a call without a user', async () => {
    await expect(library.store.getSettings('')).rejects.toMatchObject({ code: 'invalid-user' });
    await expect(library.store.updateSettings('', { hideWatched: true })).rejects.toMatchObject({
      code: 'invalid-user',
    });
  });
});
