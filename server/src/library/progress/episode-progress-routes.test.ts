import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TvDetails } from '@marquee/tmdb-types/details';
import type {
  EpisodeDiaryPage,
  MarkWatchedAnswer,
  ShowProgressWire,
  UpNextPage,
} from '@marquee/tmdb-types/episode-progress';
import {
  asMember,
  expectTmdbShape,
  libraryApp,
  type MemberClient,
} from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

// On the test day (2026-06-15), show 22 is running: specials, season 1 (20 episodes), season 2
// (18) and season 3, whose 19th episode aired the day before and whose 20th airs on 2026-06-21.
// Show 16 ended long ago after two seasons.
const RUNNING = 22;
const ENDED = 16;

const up = (member: MemberClient, tab = 'watching') =>
  member.get<UpNextPage>(`/3/account/${member.uid}/up_next?tab=${tab}`);
const progressOf = (member: MemberClient, show: number) =>
  member.get<ShowProgressWire>(`/3/account/${member.uid}/progress/tv/${show}`);
const mark = (member: MemberClient, path: string, body: object = {}) =>
  member.send<MarkWatchedAnswer>('POST', path, body);
const nextOf = (page: UpNextPage) =>
  page.results.map((item) => [
    item.show.id,
    item.next_episode?.season_number,
    item.next_episode?.episode_number,
  ]);

describe.each(LIBRARY_ENGINES)('episode progress over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let running: TvDetails;
  beforeAll(async () => {
    app = await libraryApp(library.store);
    running = (await app.inject({ url: `/3/tv/${RUNNING}` })).json<TvDetails>();
  });

  it('knows the test show as this file describes it', () => {
    expect(running.last_episode_to_air).toMatchObject({ season_number: 3, episode_number: 19 });
    expect(running.next_episode_to_air).toMatchObject({
      season_number: 3,
      episode_number: 20,
      air_date: '2026-06-21',
    });
  });

  it('goes on across a season boundary, and marking the next episode moves Up next on', async () => {
    const member = asMember(app, newUid());
    const last = await mark(member, `/3/tv/${RUNNING}/season/1/episode/20/watched`);
    expect(last.status).toBe(201);
    expect(last.body.watches).toMatchObject([
      { show_id: RUNNING, season_number: 1, episode_number: 20, cycle: 1, rewatch: 0 },
    ]);
    const first = await up(member);
    expect(nextOf(first.body)).toEqual([[RUNNING, 2, 1]]);
    expect(first.body.results[0]).toMatchObject({
      show: { id: RUNNING, media_type: 'tv', name: running.name },
      status: 'watching',
      state: 'watching',
      watched_episodes: 1,
      aired_episodes: 20 + 18 + 19,
    });
    await mark(member, `/3/tv/${RUNNING}/season/2/episode/1/watched`);
    expect(nextOf((await up(member)).body)).toEqual([[RUNNING, 2, 2]]);
  });

  it('marks an episode once, and again only when asked: a rewatch, both in the diary', async () => {
    const member = asMember(app, newUid());
    const url = `/3/tv/${RUNNING}/season/1/episode/3/watched`;
    expect((await mark(member, url, { watched_on: '2026-06-01' })).status).toBe(201);
    const twice = await mark(member, url);
    expect([twice.status, twice.body.watches]).toEqual([200, []]);
    const again = await mark(member, url, { again: true, watched_on: '2026-06-10' });
    expect(again.body.watches).toMatchObject([{ rewatch: 1, watched_on: '2026-06-10' }]);
    const progress = await progressOf(member, RUNNING);
    expect(progress.body.watched).toEqual([
      { season_number: 1, episode_number: 3, watches: 2, last_watched_on: '2026-06-10' },
    ]);
    expect(progress.body.watched_episodes).toBe(1);
    const diary = await member.get<EpisodeDiaryPage>(`/3/account/${member.uid}/episode_watches`);
    expect(diary.body.results.map((watch) => [watch.watched_on, watch.rewatch])).toEqual([
      ['2026-06-10', 1],
      ['2026-06-01', 0],
    ]);
    expect(diary.body.results[0]?.show).toMatchObject({ id: RUNNING, name: running.name });
  });

  it('refuses an episode that has not aired with when it airs, and writes nothing', async () => {
    const member = asMember(app, newUid());
    const future = await mark(member, `/3/tv/${RUNNING}/season/3/episode/20/watched`);
    expect(future).toMatchObject({
      status: 422,
      body: {
        success: false,
        status_message: 'S3E20 airs on 2026-06-21, so it cannot be marked watched yet.',
      },
    });
    expect((await progressOf(member, RUNNING)).body).toMatchObject({
      status: null,
      watched_episodes: 0,
    });
    expect((await up(member)).body.total_results).toBe(0);
  });

  it('answers 404 code 34 for what the show does not have, and 422 for bad input', async () => {
    const member = asMember(app, newUid());
    for (const path of [
      `/3/tv/${RUNNING}/season/1/episode/21/watched`,
      `/3/tv/${RUNNING}/season/9/episode/1/watched`,
      '/3/tv/999999/season/1/episode/1/watched',
      `/3/tv/${RUNNING}/season/9/watched`,
    ])
      expect(await mark(member, path), path).toMatchObject({
        status: 404,
        body: { status_code: 34 },
      });
    const badDate = await mark(member, `/3/tv/${RUNNING}/season/1/episode/1/watched`, {
      watched_on: '2026-02-30',
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body).toMatchObject({ status_message: expect.stringMatching(/watch date/) });
    const badRating = await member.send('POST', `/3/tv/${RUNNING}/season/1/episode/1/rating`, {
      value: 0.3,
    });
    expect(badRating.status).toBe(422);
    const badStatus = await member.send('PUT', `/3/account/${member.uid}/progress/tv/${RUNNING}`, {
      status: 'finished',
    });
    expect(badStatus.status).toBe(422);
    expect((await progressOf(member, RUNNING)).body.status).toBeNull();
  });

  it('marks a season and a whole show up to now: aired episodes only, specials when asked', async () => {
    const member = asMember(app, newUid());
    const season = await mark(member, `/3/tv/${RUNNING}/season/3/watched`);
    expect(season.body.watches).toHaveLength(19);
    const show = await mark(member, `/3/tv/${RUNNING}/watched`);
    expect(show.body.watches).toHaveLength(20 + 18);
    expect(show.body.watches.every((watch) => watch.season_number >= 1)).toBe(true);
    const progress = (await progressOf(member, RUNNING)).body;
    expect(progress).toMatchObject({
      aired_episodes: 57,
      watched_episodes: 57,
      state: 'waiting',
      next_episode: { season_number: 3, episode_number: 20, air_date: '2026-06-21' },
    });
    const specials = progress.seasons.find((listed) => listed.season_number === 0)!;
    expect(specials.watched_episodes).toBe(0);
    const withSpecials = await mark(member, `/3/tv/${RUNNING}/watched`, { specials: true });
    expect(withSpecials.body.watches.map((watch) => watch.season_number)).toEqual(
      Array.from({ length: specials.aired_episodes }, () => 0),
    );
    expect(nextOf((await up(member, 'waiting')).body)).toEqual([[RUNNING, 3, 20]]);
    expect((await up(member)).body.total_results).toBe(0);
  });

  it('unmarks an episode and a season in the current cycle', async () => {
    const member = asMember(app, newUid());
    await mark(member, `/3/tv/${RUNNING}/season/1/watched`);
    const one = await member.send('DELETE', `/3/tv/${RUNNING}/season/1/episode/20/watched`);
    expect(one).toMatchObject({ status: 200, body: { removed: 1 } });
    expect(nextOf((await up(member)).body)).toEqual([[RUNNING, 1, 20]]);
    const season = await member.send('DELETE', `/3/tv/${RUNNING}/season/1/watched`);
    expect(season.body).toMatchObject({ removed: 19 });
    expect(nextOf((await up(member)).body)).toEqual([[RUNNING, 1, 1]]);
  });

  it('finishes an ended show, pauses and drops, and dropped shows leave Up next at once', async () => {
    const member = asMember(app, newUid());
    await mark(member, `/3/tv/${ENDED}/watched`);
    await mark(member, `/3/tv/${RUNNING}/season/1/episode/1/watched`);
    expect((await up(member, 'finished')).body.results.map((item) => item.show.id)).toEqual([
      ENDED,
    ]);
    expect(nextOf((await up(member)).body)).toEqual([[RUNNING, 1, 2]]);
    const dropped = await member.send<ShowProgressWire>(
      'PUT',
      `/3/account/${member.uid}/progress/tv/${RUNNING}`,
      { status: 'dropped' },
    );
    expect(dropped.body).toMatchObject({ status: 'dropped', watched_episodes: 1 });
    expect((await up(member)).body.total_results).toBe(0);
    expect((await up(member, 'dropped')).body.results.map((item) => item.show.id)).toEqual([
      RUNNING,
    ]);
    await member.send('PUT', `/3/account/${member.uid}/progress/tv/${RUNNING}`, {
      status: 'paused',
    });
    expect((await up(member, 'paused')).body.total_results).toBe(1);
    // Watching an episode of a paused show is watching it again.
    await mark(member, `/3/tv/${RUNNING}/season/1/episode/2/watched`);
    expect(nextOf((await up(member)).body)).toEqual([[RUNNING, 1, 3]]);
  });

  it('starts a show again in a new cycle, keeping the past one', async () => {
    const member = asMember(app, newUid());
    await mark(member, `/3/tv/${ENDED}/watched`, { watched_on: '2026-01-10' });
    const again = await member.send<ShowProgressWire>(
      'POST',
      `/3/account/${member.uid}/progress/tv/${ENDED}/cycles`,
    );
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      cycle: 2,
      status: 'watching',
      watched_episodes: 0,
      state: 'watching',
      next_episode: { season_number: 1, episode_number: 1 },
      past_cycles: [
        {
          cycle: 1,
          watched_episodes: again.body.aired_episodes,
          first_watched_on: '2026-01-10',
          last_watched_on: '2026-01-10',
        },
      ],
    });
    const rewatch = await mark(member, `/3/tv/${ENDED}/season/1/episode/1/watched`);
    expect(rewatch.body.watches).toMatchObject([{ cycle: 2, rewatch: 0 }]);
    const diary = await member.get<EpisodeDiaryPage>(
      `/3/account/${member.uid}/episode_watches?show_id=${ENDED}`,
    );
    expect(diary.body.total_results).toBe(again.body.aired_episodes + 1);
  });

  it('rates episodes in TMDB’s shapes', async () => {
    const member = asMember(app, newUid());
    const url = `/3/tv/${RUNNING}/season/1/episode/1/rating`;
    expect(await member.send('POST', url, { value: 8.5 })).toMatchObject({
      status: 201,
      body: { status_code: 1 },
    });
    expect(await member.send('POST', url, { value: 9 })).toMatchObject({
      status: 200,
      body: { status_code: 12 },
    });
    const states = await member.get(`/3/tv/${RUNNING}/season/1/account_states`);
    expectTmdbShape(states.body, 'tv-season-account-states.json');
    expect((states.body.results as Array<{ rated: unknown }>).map((e) => e.rated)).toEqual([
      { value: 9 },
      ...Array.from({ length: 19 }, () => false),
    ]);
    const rated = await member.get(`/3/account/${member.uid}/rated/tv/episodes`);
    expectTmdbShape(rated.body, 'account-rated-tv-episodes.json');
    expect(rated.body.results).toMatchObject([
      { show_id: RUNNING, season_number: 1, episode_number: 1, rating: 9 },
    ]);
    expect(
      await member.send('POST', `/3/tv/${RUNNING}/season/1/episode/99/rating`, { value: 5 }),
    ).toMatchObject({ status: 404, body: { status_code: 34 } });
    expect(await member.send('DELETE', url)).toMatchObject({ status: 200 });
    expect((await member.get(`/3/account/${member.uid}/rated/tv/episodes`)).body).toMatchObject({
      total_results: 0,
    });
  });

  it('ends two tabs marking the same episode at once with one watch', async () => {
    const member = asMember(app, newUid());
    const url = `/3/tv/${RUNNING}/season/2/episode/5/watched`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => mark(member, url)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await progressOf(member, RUNNING)).body.watched).toMatchObject([{ watches: 1 }]);
  });
});
