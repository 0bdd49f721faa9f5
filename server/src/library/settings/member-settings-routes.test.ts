import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

const DEFAULTS: MemberSettings = { display_name: null, hide_watched: false };

describe.each(LIBRARY_ENGINES)("a member's settings over HTTP on %s", (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it('are the defaults at first, and what was last put after', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/settings`;
    expect(await member.get(url)).toMatchObject({ status: 200, body: DEFAULTS });
    expect(await member.send('PUT', url, { display_name: '  Ada  ' })).toMatchObject({
      status: 200,
      body: { display_name: 'Ada', hide_watched: false },
    });
    expect(await member.send('PUT', url, { hide_watched: true })).toMatchObject({
      status: 200,
      body: { display_name: 'Ada', hide_watched: true },
    });
    const read = await member.get(url);
    expect(read.body).toEqual({ display_name: 'Ada', hide_watched: true });
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await member.send('PUT', url, { display_name: null })).body).toEqual({
      display_name: null,
      hide_watched: true,
    });
    expect((await member.send('PUT', url, { display_name: '' })).body).toEqual({
      display_name: null,
      hide_watched: true,
    });
  });

  it('are never seen or changed by another member', async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    await a.send('PUT', `/3/account/${a.uid}/settings`, { display_name: 'A', hide_watched: true });
    expect((await b.get(`/3/account/${b.uid}/settings`)).body).toEqual(DEFAULTS);
    for (const answer of [
      await b.get(`/3/account/${a.uid}/settings`),
      await b.send('PUT', `/3/account/${a.uid}/settings`, { display_name: 'Taken' }),
    ])
      expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
    expect((await a.get(`/3/account/${a.uid}/settings`)).body).toEqual({
      display_name: 'A',
      hide_watched: true,
    });
    const anonymous = await app.inject({ url: `/3/account/${a.uid}/settings` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [{ display_name: 'x'.repeat(51) }, 'at most 50 characters'],
    [{ display_name: 'a\u0000b' }, 'not text'],
    [{ display_name: 42 }, 'display_name'],
    [{ hide_watched: 'true' }, 'hide_watched'],
    [{ hide_watched: null }, 'hide_watched'],
  ])('refuses %j with code 5, changing nothing', async (body, saying) => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/settings`;
    await member.send('PUT', url, { display_name: 'Kept' });
    const answer = await member.send<{ status_message: string }>('PUT', url, {
      hide_watched: true,
      ...body,
    });
    expect(answer).toMatchObject({ status: 422, body: { status_code: 5, success: false } });
    expect(answer.body.status_message).toContain(saying);
    expect((await member.get(url)).body).toEqual({ display_name: 'Kept', hide_watched: false });
  });

  it('refuses a body that is not an object', async () => {
    const member = asMember(app, newUid());
    expect(await member.send('PUT', `/3/account/${member.uid}/settings`, [])).toMatchObject({
      status: 400,
      body: { status_code: 5 },
    });
  });
});
