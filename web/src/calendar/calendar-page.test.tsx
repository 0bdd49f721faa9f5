import type { CalendarAnswer, CalendarFeed } from '@marquee/tmdb-types/episode-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startClockAt } from '../test/clock';
import { expectConsoleError } from '../test/console';
import { episodeName, progressEpisode } from '../test/episode-stubs';
import { accountPath, movie, requestsTo, stubLibrary, tv } from '../test/library-stubs';
import { expectDocumentTitle, fakeIdToken, jsonResponse, renderApp } from '../test/utils';

const calendarPath = `${accountPath}/calendar`;
const feedPath = `${accountPath}/calendar/feed`;
const resetPath = `${accountPath}/calendar/feed/reset`;

function onDay(showId: number, season: number, number: number, airDate: string, watched = false) {
  return {
    show_id: showId,
    episode: { ...progressEpisode(showId, season, number), air_date: airDate },
    watched,
  };
}

const answer: CalendarAnswer = {
  start_date: '2026-03-10',
  end_date: '2026-04-06',
  shows: [tv(101, 'Severance'), tv(102, 'Andor')],
  episodes: [
    onDay(101, 2, 4, '2026-03-12', true),
    onDay(102, 1, 3, '2026-03-12'),
    onDay(101, 2, 5, '2026-03-19'),
  ],
  movies: [{ movie: movie(201, 'Dune: Part Three'), release_date: '2026-03-20' }],
  unwatched: [onDay(102, 1, 2, '2026-03-05')],
};

function feedFor(secret: string): CalendarFeed {
  return {
    url: `https://marquee.test/3/shared/calendar/${secret}.ics`,
    webcal_url: `webcal://marquee.test/3/shared/calendar/${secret}.ics`,
  };
}

function calendarServer(calendar: (url: URL) => CalendarAnswer = () => answer) {
  let feed = feedFor('first');
  return stubLibrary({
    [calendarPath]: (url) => jsonResponse(calendar(url)),
    [feedPath]: () => jsonResponse(feed),
    [`POST ${resetPath}`]: () => {
      feed = feedFor('second');
      return jsonResponse(feed);
    },
  });
}

let restoreClock = () => {};
afterEach(() => restoreClock());

describe('Calendar', () => {
  it('lists the next four weeks by day, what aired and is not watched yet at the top', async () => {
    restoreClock = startClockAt('2026-03-12T15:00:00');
    const fetchMock = calendarServer();
    renderApp('/calendar', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expectDocumentTitle('Calendar · Marquee');
    expect(screen.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Aired, not watched yet',
      'Thursday, March 12, 2026 Today',
      'Thursday, March 19, 2026',
      'Friday, March 20, 2026',
    ]);
    const unwatched = screen.getByRole('region', { name: 'Aired, not watched yet' });
    expect(
      within(unwatched).getByRole('link', { name: `S1E2 · ${episodeName(1, 2)}` }),
    ).toBeVisible();
    expect(unwatched).toHaveTextContent('Aired March 5, 2026');
    const day = screen.getByRole('region', { name: /March 12, 2026/ });
    expect(within(day).getByRole('link', { name: 'Severance' })).toHaveAttribute(
      'href',
      '/details/tv/101',
    );
    expect(within(day).getByRole('link', { name: `S2E4 · ${episodeName(2, 4)}` })).toHaveAttribute(
      'href',
      '/details/tv/101/season/2/episode/4',
    );
    expect(within(day).getAllByRole('listitem')[0]).toHaveTextContent('Watched');
    expect(within(day).getAllByRole('listitem')[1]).not.toHaveTextContent('Watched');
    const release = screen.getByRole('region', { name: /March 20, 2026/ });
    expect(within(release).getByRole('link', { name: 'Dune: Part Three' })).toHaveAttribute(
      'href',
      '/details/movie/201',
    );
    expect(release).toHaveTextContent('Release');
    // The server's default four weeks; the next ones follow on from its answer.
    expect(requestsTo(fetchMock, calendarPath).map(({ params }) => params)).toEqual([{}]);
    const nav = screen.getByRole('navigation', { name: 'Calendar dates' });
    expect(within(nav).getByRole('link', { name: 'Next four weeks' })).toHaveAttribute(
      'href',
      '/calendar?date=2026-04-07',
    );
    expect(within(nav).getByRole('link', { name: 'Previous four weeks' })).toHaveAttribute(
      'href',
      '/calendar?date=2026-02-10',
    );
  });

  it('shows a month as a table of weeks, each day cell named by its date', async () => {
    restoreClock = startClockAt('2026-03-12T15:00:00');
    const fetchMock = calendarServer();
    renderApp('/calendar?view=month&date=2026-03-04', { token: fakeIdToken() });
    const table = await screen.findByRole('table', { name: 'March 2026' });
    await expectDocumentTitle('March 2026 · Calendar · Marquee');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    // March 2026 starts on a Sunday and ends on a Tuesday: five weeks, to April 4.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(35);
    expect(cells[0]).toHaveTextContent('Sunday, March 1, 2026');
    expect(cells[34]).toHaveTextContent('Saturday, April 4, 2026');
    const twelfth = within(table).getByRole('cell', { name: /Thursday, March 12, 2026/ });
    expect(twelfth).toHaveTextContent('Today');
    expect(within(twelfth).getByRole('link', { name: 'Andor' })).toBeVisible();
    expect(requestsTo(fetchMock, calendarPath).map(({ params }) => params)).toEqual([
      { start_date: '2026-03-01', end_date: '2026-04-04' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Calendar dates' });
    expect(within(nav).getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      '/calendar?view=month&date=2026-02-01',
    );
    expect(within(nav).getByRole('link', { name: 'Next month' })).toHaveAttribute(
      'href',
      '/calendar?view=month&date=2026-04-01',
    );
    expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      '/calendar?view=month&date=2026-03-12',
    );
  });

  it('shows a week from Sunday, and moves a week at a time', async () => {
    restoreClock = startClockAt('2026-03-12T15:00:00');
    const fetchMock = calendarServer();
    const user = userEvent.setup();
    const { router } = renderApp('/calendar?view=week&date=2026-03-12', { token: fakeIdToken() });
    const table = await screen.findByRole('table', { name: 'Week of March 8, 2026' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    await user.click(screen.getByRole('link', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-03-15'));
    expect(await screen.findByRole('table', { name: 'Week of March 15, 2026' })).toBeVisible();
    expect(requestsTo(fetchMock, calendarPath).map(({ params }) => params)).toEqual([
      { start_date: '2026-03-08', end_date: '2026-03-14' },
      { start_date: '2026-03-15', end_date: '2026-03-21' },
    ]);
  });

  it('says what to do when nothing airs', async () => {
    calendarServer(() => ({ ...answer, shows: [], episodes: [], movies: [], unwatched: [] }));
    renderApp('/calendar', { token: fakeIdToken() });
    expect(
      await screen.findByText(
        'Nothing airing in these dates. Follow shows by marking episodes, or add them to your watchlist.',
      ),
    ).toBeVisible();
  });

  it('says when the calendar cannot be read', async () => {
    expectConsoleError(/Catalogue request \["library","uid-1","calendar",null\] failed/);
    stubLibrary({
      [calendarPath]: () =>
        jsonResponse({ status_code: 11, status_message: 'Internal error' }, 500),
      [feedPath]: () => jsonResponse(feedFor('first')),
    });
    renderApp('/calendar', { token: fakeIdToken() });
    expect(await screen.findByText("Couldn't load your calendar.")).toBeVisible();
  });

  it('copies the private feed link, and resets it once asked to', async () => {
    const fetchMock = calendarServer();
    const user = userEvent.setup();
    renderApp('/calendar', { token: fakeIdToken() });
    const field = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(field).toHaveValue(feedFor('first').url);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      feedFor('first').webcal_url,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(feedFor('first').url);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, resetPath, 'POST')).toHaveLength(0);
    expect(field).toHaveValue(feedFor('first').url);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reset your calendar link?' })).getByRole(
        'button',
        { name: 'Reset link' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
        feedFor('second').url,
      ),
    );
    expect(requestsTo(fetchMock, resetPath, 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The link is new.');
  });

  it('is for members only', async () => {
    renderApp('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
