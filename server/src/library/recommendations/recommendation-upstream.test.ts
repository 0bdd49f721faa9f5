import { describe, expect, it } from 'vitest';
import type { RecommendationsPage } from '@marquee/tmdb-types/library-sharing';
import { asMember, tmdbExample, type MemberClient } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid } from '../../test/test-library.js';
import { useUpstreamLibraryApp } from '../../test/upstream-library-app.js';

// The fake TMDB answers every show's details and recommendations with its samples.
const SAMPLE = tmdbExample('tv-recommendations.json') as { results: Array<{ id: number }> };
const SHOW_NAME = (tmdbExample('tv-details.json') as { name: string }).name;

describe.each(LIBRARY_ENGINES)('"For you" in upstream mode on %s', (engine) => {
  const upstream = useUpstreamLibraryApp(engine);

  const asked = (path: string) =>
    upstream.fake.apiRequests().filter((request) => request.path === path);
  const forYou = (member: MemberClient) =>
    member.get<RecommendationsPage>(`/3/account/${member.uid}/recommendations`);
  const rate = async (member: MemberClient, media: 'movie' | 'tv', id: number) =>
    expect((await member.send('POST', `/3/${media}/${id}/rating`, { value: 9 })).status).toBe(201);

  it("draws on TMDB's recommendations, skips a liked title TMDB failed on, and keeps no answer that lacks it", async () => {
    // Show ids of this test only, so the upstream cache holds none of theirs yet.
    const [first, second] = engine === 'sqlite' ? [91_001, 91_002] : [92_001, 92_002];
    const member = asMember(upstream.app, newUid());
    await rate(member, 'tv', first);

    // TMDB fails for every liked title: nothing to answer from, so try again later.
    upstream.fake.setFault({ kind: 'status', status: 500 });
    const failed = await forYou(member);
    expect(failed).toMatchObject({ status: 503, body: { status_code: 9, success: false } });
    expect(failed.headers['retry-after']).toBe('30');
    upstream.fake.setFault(undefined);
    const failedAsks = asked(`/3/tv/${first}/recommendations`).length;
    expect(failedAsks).toBeGreaterThan(0);

    const page = await forYou(member);
    expect(page.status).toBe(200);
    expect(page.body.results.map((title) => title.id)).toEqual(
      SAMPLE.results.slice(0, 20).map((title) => title.id),
    );
    expect(page.body.results[0]).toMatchObject({
      media_type: 'tv',
      because: { media_type: 'tv', id: first, title: SHOW_NAME },
    });
    expect(asked(`/3/tv/${first}/recommendations`)).toHaveLength(failedAsks + 1);

    // A second liked title, whose recommendations TMDB fails to give: the first's still answer.
    await rate(member, 'tv', second);
    upstream.fake.setFault({ kind: 'status', status: 500 });
    const partial = await forYou(member);
    expect(partial.status).toBe(200);
    expect(partial.body.total_results).toBe(20);
    expect(asked(`/3/tv/${second}/recommendations`).length).toBeGreaterThan(0);
    upstream.fake.setFault(undefined);

    // Not kept: the next read asks TMDB again, and this time has both.
    const before = asked(`/3/tv/${second}/recommendations`).length;
    const whole = await forYou(member);
    expect(whole.status).toBe(200);
    expect(asked(`/3/tv/${second}/recommendations`)).toHaveLength(before + 1);
    // Both lead to the same titles; the more recently liked is named.
    expect(whole.body.results[0]?.because).toEqual({
      media_type: 'tv',
      id: second,
      title: SHOW_NAME,
    });
  });

  it('finds nothing after a title TMDB has no recommendations for', async () => {
    // TMDB's sample answers a movie's recommendations with no results at all.
    const member = asMember(upstream.app, newUid());
    await rate(member, 'movie', 550);
    expect((await forYou(member)).body).toEqual({
      page: 1,
      results: [],
      total_pages: 0,
      total_results: 0,
    });
  });

  it('answers a shared list here, never asking TMDB', async () => {
    const before = upstream.fake.apiRequests().length;
    const response = await upstream.app.inject({ url: `/3/shared/list/${'A'.repeat(22)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 34 });
    expect(upstream.fake.apiRequests()).toHaveLength(before);
  });
});
