import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { MAX_WATCH_PROVIDERS } from '../store/library-limits.js';

const DEFAULTS: MemberSettings = {
  display_name: null,
  hide_watched: false,
  watch_region: null,
  watch_providers: [],
  count_rent_buy: false,
  only_my_services: false,
  language: null,
  theme: null,
  keyboard_shortcuts: null,
};

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
      body: { ...DEFAULTS, display_name: 'Ada' },
    });
    const ada = { ...DEFAULTS, display_name: 'Ada', hide_watched: true };
    expect(await member.send('PUT', url, { hide_watched: true })).toMatchObject({
      status: 200,
      body: ada,
    });
    const read = await member.get(url);
    expect(read.body).toEqual(ada);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await member.send('PUT', url, { display_name: null })).body).toEqual({
      ...ada,
      display_name: null,
    });
    expect((await member.send('PUT', url, { display_name: '' })).body).toEqual({
      ...ada,
      display_name: null,
    });
  });

  it('keep the services chosen: the region, the ids ascending and once each, rent and buy', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/settings`;
    const services = {
      watch_region: 'GB',
      watch_providers: [9004, 9001, 9004],
      count_rent_buy: true,
    };
    const chosen = { ...DEFAULTS, ...services, watch_providers: [9001, 9004] };
    expect(await member.send('PUT', url, services)).toMatchObject({ status: 200, body: chosen });
    expect(await member.send('PUT', url, { only_my_services: true })).toMatchObject({
      status: 200,
      body: { ...chosen, only_my_services: true },
    });
    expect((await member.get(url)).body).toEqual({ ...chosen, only_my_services: true });
    expect(
      (await member.send('PUT', url, { watch_region: null, watch_providers: [] })).body,
    ).toEqual({ ...DEFAULTS, count_rent_buy: true, only_my_services: true });
  });

  it('remember the display choices, and forget each given null', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/settings`;
    const choices = { language: 'fr', theme: 'system', keyboard_shortcuts: false } as const;
    const chosen = { ...DEFAULTS, ...choices };
    expect(await member.send('PUT', url, choices)).toMatchObject({ status: 200, body: chosen });
    expect(await member.send('PUT', url, { theme: 'light' })).toMatchObject({
      status: 200,
      body: { ...chosen, theme: 'light' },
    });
    expect((await member.get(url)).body).toEqual({ ...chosen, theme: 'light' });
    expect(
      (await member.send('PUT', url, { language: null, theme: null, keyboard_shortcuts: null }))
        .body,
    ).toEqual(DEFAULTS);
  });

  it('are never seen or changed by another member', async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    const mine = {
      ...DEFAULTS,
      display_name: 'A',
      hide_watched: true,
      watch_region: 'US',
      watch_providers: [9001],
      only_my_services: true,
    };
    await a.send('PUT', `/3/account/${a.uid}/settings`, mine);
    expect((await b.get(`/3/account/${b.uid}/settings`)).body).toEqual(DEFAULTS);
    for (const answer of [
      await b.get(`/3/account/${a.uid}/settings`),
      await b.send('PUT', `/3/account/${a.uid}/settings`, { display_name: 'Taken' }),
      await b.send('PUT', `/3/account/${a.uid}/settings`, { watch_providers: [9002] }),
    ])
      expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
    expect((await a.get(`/3/account/${a.uid}/settings`)).body).toEqual(mine);
    const anonymous = await app.inject({ url: `/3/account/${a.uid}/settings` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [{ display_name: 'x'.repeat(51) }, 'at most 50 characters'],
    [{ display_name: 'a\u0000b' }, 'not text'],
    [{ display_name: 42 }, 'display_name'],
    [{ hide_watched: 'true' }, 'hide_watched'],
    [{ hide_watched: null }, 'hide_watched'],
    [{ watch_region: 'gb' }, 'two capital letters'],
    [{ watch_region: 'United Kingdom' }, 'two capital letters'],
    [{ watch_region: '' }, 'two capital letters'],
    [{ watch_region: 44 }, 'watch_region'],
    [{ watch_providers: [9001, 1.5] }, 'watch_providers'],
    [{ watch_providers: ['9001'] }, 'watch_providers'],
    [{ watch_providers: [0] }, 'a list of service ids'],
    [{ watch_providers: 9001 }, 'watch_providers'],
    [{ watch_providers: null }, 'watch_providers'],
    [
      { watch_providers: Array.from({ length: MAX_WATCH_PROVIDERS + 1 }, (_, i) => i + 1) },
      `at most ${MAX_WATCH_PROVIDERS} services`,
    ],
    [{ count_rent_buy: 'true' }, 'count_rent_buy'],
    [{ only_my_services: 1 }, 'only_my_services'],
    [{ language: 'klingon' }, 'language is one of en, fr, es, de, pt-BR, it, ja, ko, ar, he'],
    [{ language: 'pt-br' }, 'language is one of'],
    [{ language: '' }, 'language is one of'],
    [{ language: 33 }, 'language'],
    [{ theme: 'dim' }, 'theme is one of dark, light, system'],
    [{ theme: true }, 'theme'],
    [{ keyboard_shortcuts: 'on' }, 'keyboard_shortcuts'],
    [{ keyboard_shortcuts: 0 }, 'keyboard_shortcuts'],
  ])('refuses %j with code 5, changing nothing', async (body, saying) => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/settings`;
    const kept = {
      display_name: 'Kept',
      watch_region: 'GB',
      watch_providers: [9001],
      language: 'de',
      keyboard_shortcuts: true,
    };
    await member.send('PUT', url, kept);
    const answer = await member.send<{ status_message: string }>('PUT', url, {
      hide_watched: true,
      only_my_services: true,
      watch_providers: [9002, 9003],
      language: 'ja',
      theme: 'light',
      keyboard_shortcuts: false,
      ...body,
    });
    expect(answer).toMatchObject({ status: 422, body: { status_code: 5, success: false } });
    expect(answer.body.status_message).toContain(saying);
    expect((await member.get(url)).body).toEqual({ ...DEFAULTS, ...kept });
  });

  it('refuses a body that is not an object', async () => {
    const member = asMember(app, newUid());
    expect(await member.send('PUT', `/3/account/${member.uid}/settings`, [])).toMatchObject({
      status: 400,
      body: { status_code: 5 },
    });
  });
});
