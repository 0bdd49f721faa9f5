import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OnMyServicesAnswer } from '@marquee/tmdb-types/library-sharing';
import type { TitleWatchProviders, WatchProviderRegion } from '@marquee/tmdb-types/watch-providers';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

const REGION = 'US';
const INCLUDED = ['flatrate', 'free', 'ads'] as const;
const RENT_BUY = ['rent', 'buy'] as const;

interface Title {
  media: 'movie' | 'tv';
  id: number;
  /** The title's own /watch/providers in REGION. */
  offers: Omit<WatchProviderRegion, 'link'>;
}

function idsOf(offers: Title['offers'], ways: readonly (keyof Title['offers'])[]): number[] {
  return ways.flatMap((way) => offers[way]?.map((offer) => offer.provider_id) ?? []);
}

const servicesUrl = (member: MemberClient, items: string) =>
  `/3/account/${member.uid}/on_my_services?items=${items}`;

describe.each(LIBRARY_ENGINES)('which titles are on a member’s services, on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  /** Twenty movies and twenty shows of the test catalogue, each with its own offers. */
  let titles: Title[];
  beforeAll(async () => {
    app = await libraryApp(library.store);
    const reader = asMember(app, newUid());
    titles = [];
    for (const media of ['movie', 'tv'] as const) {
      const page = await reader.get<{ results: Array<{ id: number }> }>(`/3/discover/${media}`);
      for (const { id } of page.body.results) {
        const answer = await reader.get<TitleWatchProviders>(`/3/${media}/${id}/watch/providers`);
        titles.push({ media, id, offers: answer.body.results[REGION] ?? {} });
      }
    }
  });

  const items = () => titles.map(({ media, id }) => `${media}:${id}`).join(',');

  it('answers each title as its own watch/providers does, with rent and buy only when they count', async () => {
    // A service some titles stream on, and a store that only rents and sells.
    const streaming = titles.flatMap(({ offers }) => idsOf(offers, INCLUDED));
    const selling = new Set(titles.flatMap(({ offers }) => idsOf(offers, RENT_BUY)));
    const store = [...selling].find((id) => !streaming.includes(id));
    const [service] = streaming;
    if (service === undefined || store === undefined)
      throw new Error('the test catalogue has no streaming service or no store in the US');
    const chosen = [service, store];
    const expected = (ways: readonly (keyof Title['offers'])[]) =>
      titles.map(({ media, id, offers }) => ({
        media_type: media,
        id,
        on_my_services: idsOf(offers, ways).some((provider) => chosen.includes(provider)),
      }));

    const member = asMember(app, newUid());
    const settings = `/3/account/${member.uid}/settings`;
    await member.send('PUT', settings, { watch_region: REGION, watch_providers: chosen });
    const streamed = await member.get<OnMyServicesAnswer>(servicesUrl(member, items()));
    expect(streamed.status).toBe(200);
    expect(streamed.headers['cache-control']).toBe('private, no-store');
    expect(streamed.body).toEqual({ region: REGION, results: expected(INCLUDED) });
    // Meaningful: some titles are on the service and some are not.
    const on = streamed.body.results.filter((title) => title.on_my_services).length;
    expect(on).toBeGreaterThan(0);
    expect(on).toBeLessThan(titles.length);

    // The answer follows the settings at once: counting rent and buy adds the store's titles.
    await member.send('PUT', settings, { count_rent_buy: true });
    const withStores = await member.get<OnMyServicesAnswer>(servicesUrl(member, items()));
    expect(withStores.body).toEqual({
      region: REGION,
      results: expected([...INCLUDED, ...RENT_BUY]),
    });
    expect(withStores.body.results.filter((title) => title.on_my_services).length).toBeGreaterThan(
      on,
    );
  });

  it('answers every item in the order asked, a repeated one each time and an unknown one as on none', async () => {
    const member = asMember(app, newUid());
    const everything = titles.flatMap(({ offers }) => idsOf(offers, [...INCLUDED, ...RENT_BUY]));
    await member.send('PUT', `/3/account/${member.uid}/settings`, {
      watch_region: REGION,
      watch_providers: everything,
      count_rent_buy: true,
    });
    const onSome = titles.find(({ offers }) => idsOf(offers, INCLUDED).length > 0);
    if (onSome === undefined) throw new Error('no test title is streamed in the US');
    const known = `${onSome.media}:${onSome.id}`;
    const answer = await member.get<OnMyServicesAnswer>(
      servicesUrl(member, `${known},movie:999999,${known}`),
    );
    expect(answer.body.results).toEqual([
      { media_type: onSome.media, id: onSome.id, on_my_services: true },
      { media_type: 'movie', id: 999999, on_my_services: false },
      { media_type: onSome.media, id: onSome.id, on_my_services: true },
    ]);
    expect((await member.get(servicesUrl(member, ''))).body).toEqual({
      region: REGION,
      results: [],
    });
  });

  it('has nothing on services until a region and services are chosen', async () => {
    const member = asMember(app, newUid());
    const nothingOn = {
      region: null,
      results: titles.map(({ media, id }) => ({ media_type: media, id, on_my_services: false })),
    };
    expect((await member.get(servicesUrl(member, items()))).body).toEqual(nothingOn);
    // A region with no services chosen in it is no better.
    await member.send('PUT', `/3/account/${member.uid}/settings`, { watch_region: REGION });
    expect((await member.get(servicesUrl(member, items()))).body).toEqual({
      ...nothingOn,
      region: REGION,
    });
  });

  it('refuses items it cannot read, naming them, and more than 100 titles', async () => {
    const member = asMember(app, newUid());
    const base = `/3/account/${member.uid}/on_my_services`;
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => `movie:${index + 1}`);
    for (const url of [
      base,
      `${base}?items=movie:abc`,
      `${base}?items=person:1`,
      `${base}?items=movie:1,,tv:2`,
      `${base}?items=${hundredAndOne.join(',')}`,
    ]) {
      const answer = await member.get<{ status_code: number; status_message: string }>(url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.status_code, url).toBe(5);
      expect(answer.body.status_message, url).toMatch(/items/);
    }
    // A hundred, repeated as often as a page likes, is within bounds.
    const hundred = hundredAndOne.slice(0, 100);
    expect((await member.get(`${base}?items=${[...hundred, ...hundred].join(',')}`)).status).toBe(
      200,
    );
  });

  it("answers only the member's own account", async () => {
    const member = asMember(app, newUid());
    const other = newUid();
    expect(await member.get(`/3/account/${other}/on_my_services?items=movie:1`)).toMatchObject({
      status: 404,
      body: { status_code: 34 },
    });
    const anonymous = await app.inject({ url: `/3/account/${other}/on_my_services?items=movie:1` });
    expect(anonymous.statusCode).toBe(401);
  });
});
