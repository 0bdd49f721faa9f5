import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { CalendarAnswer, CalendarFeed } from '@marquee/tmdb-types/episode-progress';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { TEST_SIZES } from '../../test/test-catalogue.js';

// On the test day (2026-06-15): show 22 airs on Sundays (S3E19 on 06-14, S3E20 on 06-21), show 2
// on Tuesdays (S5E7 on 06-09, S5E8 on 06-16). Both are running.
const SUNDAYS = 22;
const TUESDAYS = 2;
const JUNE = 'start_date=2026-06-01&end_date=2026-06-30';

const calendarOf = (member: MemberClient, query = JUNE) =>
  member.get<CalendarAnswer>(`/3/account/${member.uid}/calendar?${query}`);
const days = (answer: CalendarAnswer, show: number) =>
  answer.episodes
    .filter((entry) => entry.show_id === show)
    .map((entry) => [
      entry.episode.air_date,
      `S${entry.episode.season_number}E${entry.episode.episode_number}`,
      entry.watched,
    ]);

/** The events of an iCalendar feed: each one's summary and day. */
function eventsOf(text: string): Array<[summary: string, day: string]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [event.summary, event.startDate.toString()];
  });
}

describe.each(LIBRARY_ENGINES)('the calendar on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let recentMovie: MovieDetails | undefined;
  beforeAll(async () => {
    app = await libraryApp(library.store);
    const ids = TEST_SIZES.movies + TEST_SIZES.tv;
    for (let id = 1; id <= ids && recentMovie === undefined; id += 1) {
      const answer = await app.inject({ url: `/3/movie/${id}` });
      const movie = answer.statusCode === 200 ? answer.json<MovieDetails>() : undefined;
      if (movie !== undefined && movie.release_date >= '2025-01-01') recentMovie = movie;
    }
  });

  async function follower(): Promise<MemberClient> {
    const member = asMember(app, newUid());
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/2/watched`, {});
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/14/watched`, {});
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'tv',
      media_id: TUESDAYS,
      watchlist: true,
    });
    return member;
  }

  it('lists the episodes of shows watched and on the watchlist by day, and what is seen', async () => {
    const member = await follower();
    const { status, body } = await calendarOf(member);
    expect(status).toBe(200);
    expect(body).toMatchObject({ start_date: '2026-06-01', end_date: '2026-06-30' });
    expect(days(body, SUNDAYS)).toEqual([
      ['2026-06-07', 'S3E18', false],
      ['2026-06-14', 'S3E19', false],
      ['2026-06-21', 'S3E20', false],
      // A special, announced four weeks ahead like a season.
      ['2026-06-28', 'S0E2', false],
    ]);
    expect(days(body, TUESDAYS).map(([day]) => day)).toEqual([
      '2026-06-02',
      '2026-06-09',
      '2026-06-16',
      '2026-06-23',
      '2026-06-30',
    ]);
    const airDates = body.episodes.map((entry) => entry.episode.air_date);
    expect(airDates).toEqual([...airDates].sort());
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/19/watched`, {});
    expect(days((await calendarOf(member)).body, SUNDAYS)[1]).toEqual([
      '2026-06-14',
      'S3E19',
      true,
    ]);
  });

  it('keeps a new episode in sight until it is watched, and leaves older ones to Up next', async () => {
    const member = await follower();
    const { body } = await calendarOf(member);
    // The next after S3E14 (watched) aired in May, before the month asked.
    expect(body.unwatched.map((entry) => [entry.show_id, entry.episode.episode_number])).toEqual([
      [SUNDAYS, 15],
    ]);
    // Each show is named once, whatever its episodes.
    expect(body.shows.map((show) => show.id).sort()).toEqual([TUESDAYS, SUNDAYS].sort());
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/15/watched`, {});
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/16/watched`, {});
    await member.send('POST', `/3/tv/${SUNDAYS}/season/3/episode/17/watched`, {});
    // S3E18 aired on 06-07, inside the month: on its day, not among the unwatched.
    expect((await calendarOf(member)).body.unwatched).toEqual([]);
    // A member back in season 1 has a backlog, which is Up next's, not the calendar's.
    const behind = asMember(app, newUid());
    await behind.send('POST', `/3/tv/${SUNDAYS}/season/1/episode/1/watched`, {});
    expect((await calendarOf(behind)).body.unwatched).toEqual([]);
  });

  it('drops a show from the calendar at once', async () => {
    const member = await follower();
    await member.send('PUT', `/3/account/${member.uid}/progress/tv/${SUNDAYS}`, {
      status: 'dropped',
    });
    const { body } = await calendarOf(member);
    expect(days(body, SUNDAYS)).toEqual([]);
    expect(body.unwatched).toEqual([]);
    expect(days(body, TUESDAYS)).toHaveLength(5);
  });

  it('lists the watchlist’s movies released in the range', async () => {
    expect(recentMovie, 'a movie of 2025 or later in the test catalogue').toBeDefined();
    const { id, title, release_date } = recentMovie!;
    const member = asMember(app, newUid());
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'movie',
      media_id: id,
      watchlist: true,
    });
    const released = await calendarOf(
      member,
      `start_date=${release_date}&end_date=${release_date}`,
    );
    expect(released.body.movies).toMatchObject([{ movie: { id, title }, release_date }]);
    const before = await calendarOf(member, 'start_date=2024-01-01&end_date=2024-01-31');
    expect(before.body.movies).toEqual([]);
  });

  it('refuses a range it cannot read with 422 naming the field', async () => {
    const member = asMember(app, newUid());
    for (const [query, message] of [
      ['start_date=2026-02-30', /start_date/],
      ['start_date=2026-06-01&end_date=June', /end_date/],
      ['start_date=2026-06-10&end_date=2026-06-01', /before start_date/],
      ['start_date=2026-01-01&end_date=2026-12-31', /at most 62 days/],
    ] as const) {
      const answer = await calendarOf(member, query);
      expect(answer.status, query).toBe(422);
      expect(answer.body).toMatchObject({ status_message: expect.stringMatching(message) });
    }
    // Without a range: four weeks from today.
    expect((await calendarOf(member, '')).body).toMatchObject({
      start_date: '2026-06-15',
      end_date: '2026-07-12',
    });
  });

  it('serves a private iCalendar feed by its secret, which a reset replaces', async () => {
    const member = await follower();
    const feed = await member.get<CalendarFeed>(`/3/account/${member.uid}/calendar/feed`);
    expect(feed.body.url).toMatch(/^http:\/\/[^/]+\/3\/shared\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(feed.body.webcal_url).toBe(feed.body.url.replace(/^http:/, 'webcal:'));
    expect((await member.get<CalendarFeed>(`/3/account/${member.uid}/calendar/feed`)).body).toEqual(
      feed.body,
    );
    const path = new URL(feed.body.url).pathname;
    // Calendar apps send no token.
    const answer = await app.inject({ url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const show = (await app.inject({ url: `/3/tv/${SUNDAYS}` })).json<{ name: string }>();
    const events = eventsOf(answer.body);
    expect(events).toContainEqual([expect.stringContaining(`${show.name} S3E20`), '2026-06-21']);
    expect(events.every(([, day]) => day >= '2026-06-08' && day <= '2026-09-13')).toBe(true);
    expect(answer.body).not.toContain(member.uid);

    const reset = await member.send<CalendarFeed>(
      'POST',
      `/3/account/${member.uid}/calendar/feed/reset`,
    );
    expect(reset.body.url).not.toBe(feed.body.url);
    expect((await app.inject({ url: path })).statusCode).toBe(404);
    expect((await app.inject({ url: new URL(reset.body.url).pathname })).statusCode).toBe(200);
  });
});
