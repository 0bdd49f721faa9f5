import { describe, expect, it } from 'vitest';
import type { OnMyServicesAnswer } from '@marquee/tmdb-types/library-sharing';
import { asMember, tmdbExample, type MemberClient } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid } from '../../test/test-library.js';
import { useUpstreamLibraryApp } from '../../test/upstream-library-app.js';

// The fake TMDB answers every movie's and every show's watch/providers with its samples.
type Sample = {
  results: Record<string, Partial<Record<string, Array<{ provider_id: number }>>>>;
};
const MOVIE_US = (tmdbExample('movie-watch-providers.json') as Sample).results.US ?? {};
const SHOWS = (tmdbExample('tv-series-watch-providers.json') as Sample).results;
const SHOW_US = SHOWS.US ?? {};
const SHOW_GB = SHOWS.GB ?? {};

const ids = (offers: Array<{ provider_id: number }> | undefined) =>
  (offers ?? []).map((offer) => offer.provider_id);

describe.each(LIBRARY_ENGINES)('"Only my services" in upstream mode on %s', (engine) => {
  const upstream = useUpstreamLibraryApp(engine);
  // Title ids of this engine only, so the upstream cache holds none of theirs yet.
  const base = engine === 'sqlite' ? 93_000 : 94_000;

  const asked = (path: string) =>
    upstream.fake.apiRequests().filter((request) => request.path === path).length;
  const onServices = (member: MemberClient, items: string) =>
    member.get<OnMyServicesAnswer>(`/3/account/${member.uid}/on_my_services?items=${items}`);
  const choose = (member: MemberClient, settings: object) =>
    member.send('PUT', `/3/account/${member.uid}/settings`, settings);

  it("reads each title's watch/providers from TMDB once, through the cache, in the member's region", async () => {
    // Streamed in the US sample of movies, and only rented or bought there.
    const [streamed] = ids(MOVIE_US.flatrate);
    const rentedOnly = ids(MOVIE_US.rent).find(
      (id) => !ids(MOVIE_US.flatrate).includes(id) && !ids(SHOW_US.buy).includes(id),
    );
    if (streamed === undefined || rentedOnly === undefined)
      throw new Error('the samples lack a US service of either kind');
    const movies = [base + 1, base + 2];
    const show = base + 3;
    const items = `movie:${movies[0]},movie:${movies[1]},tv:${show}`;

    const member = asMember(upstream.app, newUid());
    await choose(member, { watch_region: 'US', watch_providers: [rentedOnly] });
    const rented = await onServices(member, items);
    expect(rented.status).toBe(200);
    expect(rented.body).toEqual({
      region: 'US',
      results: [
        { media_type: 'movie', id: movies[0], on_my_services: false },
        { media_type: 'movie', id: movies[1], on_my_services: false },
        { media_type: 'tv', id: show, on_my_services: false },
      ],
    });
    for (const path of [
      `/3/movie/${movies[0]}/watch/providers`,
      `/3/movie/${movies[1]}/watch/providers`,
      `/3/tv/${show}/watch/providers`,
    ])
      expect(asked(path), path).toBe(1);

    // Counting rent: the movies are on the store; TMDB is not asked again (its cache answers).
    await choose(member, { count_rent_buy: true });
    expect(
      (await onServices(member, items)).body.results.map((title) => title.on_my_services),
    ).toEqual([true, true, false]);
    await choose(member, { watch_providers: [streamed], count_rent_buy: false });
    expect(
      (await onServices(member, items)).body.results.map((title) => title.on_my_services),
    ).toEqual([true, true, false]);
    expect(asked(`/3/movie/${movies[0]}/watch/providers`)).toBe(1);

    // Another region's services are another region's: the show's US services are none in GB.
    const showInGb = ids(SHOW_GB.flatrate);
    const usOnly = ids(SHOW_US.flatrate).filter((id) => !showInGb.includes(id));
    const [gbService] = showInGb;
    if (usOnly.length === 0 || gbService === undefined)
      throw new Error('the show sample streams on the same services in the US and GB');
    await choose(member, { watch_region: 'GB', watch_providers: usOnly });
    const inGb = async () => (await onServices(member, `tv:${show}`)).body.results[0];
    expect(await inGb()).toEqual({ media_type: 'tv', id: show, on_my_services: false });
    await choose(member, { watch_providers: [...usOnly, gbService] });
    expect(await inGb()).toEqual({ media_type: 'tv', id: show, on_my_services: true });
  });

  it('answers 503 when TMDB fails for every title, and keeps no answer that lacks some', async () => {
    const member = asMember(upstream.app, newUid());
    const [streamed] = ids(MOVIE_US.flatrate);
    await choose(member, { watch_region: 'US', watch_providers: [streamed] });
    const cached = base + 10;
    const failing = base + 11;
    expect((await onServices(member, `movie:${cached}`)).body.results[0]?.on_my_services).toBe(
      true,
    );

    upstream.fake.setFault({ kind: 'status', status: 500 });
    const failed = await onServices(member, `movie:${failing}`);
    expect(failed).toMatchObject({ status: 503, body: { status_code: 9, success: false } });
    expect(failed.headers['retry-after']).toBe('30');

    // One title from the cache, one TMDB fails for: answered, the failed one as not on them…
    const partial = await onServices(member, `movie:${cached},movie:${failing}`);
    expect(partial.status).toBe(200);
    expect(partial.body.results.map((title) => title.on_my_services)).toEqual([true, false]);
    upstream.fake.setFault(undefined);

    // …and not kept: the next read asks TMDB again, and this time has it.
    const before = asked(`/3/movie/${failing}/watch/providers`);
    const whole = await onServices(member, `movie:${cached},movie:${failing}`);
    expect(whole.body.results.map((title) => title.on_my_services)).toEqual([true, true]);
    expect(asked(`/3/movie/${failing}/watch/providers`)).toBe(before + 1);
  });

  it('asks TMDB nothing for a member with no services chosen', async () => {
    const member = asMember(upstream.app, newUid());
    const before = upstream.fake.apiRequests().length;
    expect((await onServices(member, `movie:${base + 20},tv:${base + 21}`)).body).toEqual({
      region: null,
      results: [
        { media_type: 'movie', id: base + 20, on_my_services: false },
        { media_type: 'tv', id: base + 21, on_my_services: false },
      ],
    });
    expect(upstream.fake.apiRequests()).toHaveLength(before);
  });
});
