import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const BREAKING_BAD = { mediaType: 'tv', mediaId: 1396 } as const;

// The test clock starts at 2026-06-15T12:00:00Z.
describe.each(LIBRARY_ENGINES)('the diary on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('logs each watch as its own entry, a rewatch too', async () => {
    const uid = newUid();
    const first = await library.store.addDiaryEntry(uid, {
      ...FIGHT_CLUB,
      watchedOn: '2026-01-10',
      note: 'First time.',
      rating: 8.5,
    });
    const again = await library.store.addDiaryEntry(uid, {
      ...FIGHT_CLUB,
      watchedOn: '2026-01-10',
    });
    expect(first).toMatchObject({
      ...FIGHT_CLUB,
      watchedOn: '2026-01-10',
      note: 'First time.',
      rating: 8.5,
    });
    expect(again).toMatchObject({ note: null, rating: null });
    expect(again.id).not.toBe(first.id);
    expect((await library.store.listDiary(uid)).total).toBe(2);
  });

  it('lists newest watch first, then the latest logged, and filters by type or title', async () => {
    const uid = newUid();
    const { store } = library;
    const a = await store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2025-12-31' });
    const b = await store.addDiaryEntry(uid, { ...BREAKING_BAD, watchedOn: '2026-03-01' });
    const c = await store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-03-01' });
    const ids = async (request: Parameters<typeof store.listDiary>[1]) =>
      (await store.listDiary(uid, request)).results.map((entry) => entry.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ order: 'asc' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ mediaType: 'tv' })).toEqual([b.id]);
    expect(await ids({ title: FIGHT_CLUB })).toEqual([c.id, a.id]);
    expect(await ids({ offset: 1, limit: 1 })).toEqual([b.id]);
  });

  it('deletes an entry, and says whether there was one', async () => {
    const uid = newUid();
    const entry = await library.store.addDiaryEntry(uid, {
      ...FIGHT_CLUB,
      watchedOn: '2026-06-15',
    });
    expect(await library.store.deleteDiaryEntry(uid, entry.id)).toBe(true);
    expect(await library.store.deleteDiaryEntry(uid, entry.id)).toBe(false);
    expect(await library.store.deleteDiaryEntry(uid, -1)).toBe(false);
    expect((await library.store.listDiary(uid)).total).toBe(0);
  });

  it('keeps a note of 1,000 characters, counting an emoji as one, and refuses a longer one', async () => {
    const uid = newUid();
    const note = '🎬'.repeat(1000);
    expect(
      (await library.store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-06-01', note }))
        .note,
    ).toBe(note);
    await expect(
      library.store.addDiaryEntry(uid, {
        ...FIGHT_CLUB,
        watchedOn: '2026-06-01',
        note: `${note}!`,
      }),
    ).rejects.toMatchObject({ code: 'note-too-long' });
    const blank = await library.store.addDiaryEntry(uid, {
      ...FIGHT_CLUB,
      watchedOn: '2026-06-01',
      note: '  ',
    });
    expect(blank.note).toBeNull();
  });

  it.each(['2026-02-30', '2026-6-1', '26-06-01', '2026-06-17', '1869-12-31', ''])(
    'refuses %j as the day watched',
    async (watchedOn) => {
      await expect(
        library.store.addDiaryEntry(newUid(), { ...FIGHT_CLUB, watchedOn }),
      ).rejects.toMatchObject({ code: 'invalid-date' });
    },
  );

  it('accepts tomorrow, which is already today east of UTC', async () => {
    const entry = await library.store.addDiaryEntry(newUid(), {
      ...FIGHT_CLUB,
      watchedOn: '2026-06-16',
    });
    expect(entry.watchedOn).toBe('2026-06-16');
  });

  it('refuses a rating that is not 0.5 to 10 in half steps', async () => {
    await expect(
      library.store.addDiaryEntry(newUid(), { ...FIGHT_CLUB, watchedOn: '2026-06-01', rating: 11 }),
    ).rejects.toMatchObject({ code: 'invalid-rating' });
  });
});
