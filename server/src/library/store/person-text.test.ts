import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import type { LibraryStore } from './library-store.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;

// NUL, which PostgreSQL cannot keep, and halves of a surrogate pair, which are no character.
const NOT_TEXT = ['a\u0000b', 'half \ud800 a pair', '\udfff', 'swapped \udc00\ud800'];

/** Every place a person's own words reach the store. */
const WRITES_OF_TEXT: ReadonlyArray<
  readonly [field: string, write: (store: LibraryStore, uid: string, text: string) => unknown]
> = [
  ['a list name', (store, uid, text) => store.createList(uid, { name: text })],
  [
    'a list description',
    (store, uid, text) => store.createList(uid, { name: 'Fine', description: text }),
  ],
  [
    'a new list name',
    async (store, uid, text) =>
      store.updateList(uid, (await store.createList(uid, { name: 'Fine' })).id, { name: text }),
  ],
  [
    'a new list description',
    async (store, uid, text) =>
      store.updateList(uid, (await store.createList(uid, { name: 'Fine' })).id, {
        description: text,
      }),
  ],
  [
    'a diary note',
    (store, uid, text) =>
      store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-01-01', note: text }),
  ],
];

describe.each(LIBRARY_ENGINES)('what a person writes, on %s', (engine) => {
  const library = useTestLibrary(engine);

  it.each(WRITES_OF_TEXT)(
    'refuses %s that is not text, and keeps nothing of it',
    async (field, write) => {
      const uid = newUid();
      for (const text of NOT_TEXT) {
        const attempt = Promise.resolve().then(() => write(library.store, uid, text));
        await expect(attempt, JSON.stringify(text)).rejects.toMatchObject({
          name: 'LibraryError',
          code: 'invalid-text',
          message: expect.stringMatching(/not text/),
        });
      }
      const lists = await library.store.listLists(uid);
      const diary = await library.store.listDiary(uid);
      const kept = [
        ...lists.results.flatMap((list) => [list.name, list.description]),
        ...diary.results.map((entry) => entry.note ?? ''),
      ];
      expect(
        kept.filter((text) => text.includes('\u0000') || /[\ud800-\udfff]/u.test(text)),
      ).toEqual([]);
      expect(diary.total).toBe(0);
    },
  );

  it('keeps every real character, emoji and other pairs included, as it was written', async () => {
    const uid = newUid();
    const text = 'Films 🎬 of 𝔄 and Ä̈ — \u202E tabs\tand\nlines';
    const list = await library.store.createList(uid, { name: text, description: text });
    // A name loses its bidirectional controls (keptName), which would turn the text around it on
    // a shared page; a description keeps them, as they reach no further than its own paragraph.
    expect(list).toMatchObject({ name: text.replace('\u202E', ''), description: text });
    const entry = await library.store.addDiaryEntry(uid, {
      ...FIGHT_CLUB,
      watchedOn: '2026-01-01',
      note: text,
    });
    expect(entry.note).toBe(text);
    expect((await library.store.listDiary(uid)).results[0]?.note).toBe(text);
  });
});
