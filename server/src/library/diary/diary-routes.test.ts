import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiaryEntryCreated, DiaryPage } from '@marquee/tmdb-types/account';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { asMember, libraryApp } from '../../test/library-test-kit.js';

describe.each(LIBRARY_ENGINES)('the diary over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it('logs a watch with 201 and the entry, a rewatch as another, newest first', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/diary`;
    const first = await member.send<DiaryEntryCreated>('POST', url, {
      media_type: 'movie',
      media_id: 31,
      watched_on: '2026-03-01',
      note: 'On the big screen',
      rating: 8,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status_code: 1,
      status_message: 'The item/record was created successfully.',
      success: true,
      entry: {
        watched_on: '2026-03-01',
        note: 'On the big screen',
        rating: 8,
        media: { id: 31, media_type: 'movie' },
      },
    });
    expect(new Date(first.body.entry.created_at).toISOString()).toBe(first.body.entry.created_at);
    const catalogueMovie = await app.inject({ url: '/3/movie/31' });
    expect(first.body.entry.media).toMatchObject({
      title: catalogueMovie.json<{ title: string }>().title,
    });

    await member.send('POST', url, { media_type: 'tv', media_id: 32, watched_on: '2026-04-01' });
    const rewatch = await member.send<DiaryEntryCreated>('POST', url, {
      media_type: 'movie',
      media_id: 31,
      watched_on: '2026-05-01',
      note: null,
      rating: null,
    });
    expect(rewatch.body.entry).toMatchObject({ note: null, rating: null });

    const diary = await member.get<DiaryPage>(url);
    expect(diary.body).toMatchObject({ page: 1, total_results: 3, total_pages: 1 });
    expect(diary.body.results.map((entry) => entry.watched_on)).toEqual([
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
    ]);
    const ofOneTitle = await member.get<DiaryPage>(`${url}?media=movie:31&sort_by=watched_on.asc`);
    expect(ofOneTitle.body.results.map((entry) => entry.watched_on)).toEqual([
      '2026-03-01',
      '2026-05-01',
    ]);
    expect((await member.get<DiaryPage>(`${url}?media_type=tv`)).body.total_results).toBe(1);
  });

  it('deletes an entry with 200 code 13, and answers one that is not the member’s with 404', async () => {
    const owner = asMember(app, newUid());
    const other = asMember(app, newUid());
    const created = await owner.send<DiaryEntryCreated>('POST', `/3/account/${owner.uid}/diary`, {
      media_type: 'movie',
      media_id: 33,
      watched_on: '2026-02-02',
    });
    const id = created.body.entry.id;
    expect((await other.send('DELETE', `/3/account/${other.uid}/diary/${id}`)).status).toBe(404);
    expect(await owner.send('DELETE', `/3/account/${owner.uid}/diary/${id}`)).toMatchObject({
      status: 200,
      body: { status_code: 13 },
    });
    for (const entry of [String(id), 'abc', '0', '999999999999999'])
      expect(
        await owner.send('DELETE', `/3/account/${owner.uid}/diary/${entry}`),
        entry,
      ).toMatchObject({ status: 404, body: { status_code: 34 } });
  });

  it('refuses what the diary cannot keep with 422 code 5 and says why', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/diary`;
    const watch = { media_type: 'movie', media_id: 34, watched_on: '2026-01-01' };
    for (const [body, message] of [
      [{ ...watch, note: 'x'.repeat(1001) }, 'A note is at most 1,000 characters.'],
      [{ ...watch, watched_on: '2026-02-30' }, 'A watch date is a day'],
      [{ ...watch, watched_on: 'yesterday' }, 'A watch date is a day'],
      [{ ...watch, watched_on: '2999-01-01' }, 'A watch date is a day'],
      [{ ...watch, rating: 12 }, 'A rating is a number from 0.5 to 10'],
      [{ ...watch, watched_on: undefined }, 'watched_on'],
    ] as const) {
      const answer = await member.send<{ status_message: string }>('POST', url, body);
      expect(answer.status, message).toBe(422);
      expect(answer.body.status_message).toContain(message);
    }
    expect((await member.send('POST', url, { ...watch, media_id: 99999 })).body).toMatchObject({
      status_code: 34,
    });
    for (const query of ['sort_by=created_at.desc', 'media=movie', 'media=person:1'])
      expect((await member.get(`${url}?${query}`)).status, query).toBe(422);
    expect((await member.get<DiaryPage>(url)).body.total_results).toBe(0);
  });
});
