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

  it('shows a month as a grid of weeks, each day cell named by its date and what it holds', async () => {
    restoreClock = startClockAt('2026-03-12T15:00:00');
    const fetchMock = calendarServer();
    renderApp('/calendar?view=month&date=2026-03-04', { token: fakeIdToken() });
    const table = await screen.findByRole('grid', { name: 'March 2026' });
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
    const cells = within(table).getAllByRole('gridcell');
    expect(cells).toHaveLength(35);
    expect(cells[0]).toHaveAccessibleName('Sunday, March 1, 2026, nothing airing');
    expect(cells[34]).toHaveAccessibleName('Saturday, April 4, 2026, nothing airing');
    const twelfth = within(table).getByRole('gridcell', {
      name: 'Thursday, March 12, 2026, today, 2 episodes',
    });
    expect(within(twelfth).getByRole('link', { name: 'Andor' })).toBeVisible();
    expect(
      within(table).getByRole('gridcell', { name: 'Friday, March 20, 2026, 1 movie' }),
    ).toBeVisible();
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
    const table = await screen.findByRole('grid', { name: 'Week of March 8, 2026' });
    const cells = within(table).getAllByRole('gridcell');
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
    expect(await screen.findByRole('grid', { name: 'Week of March 15, 2026' })).toBeVisible();
    expect(requestsTo(fetchMock, calendarPath).map(({ params }) => params)).toEqual([
      { start_date: '2026-03-08', end_date: '2026-03-14' },
      { start_date: '2026-03-15', end_date: '2026-03-21' },
    ]);
  });

  describe('the grid by keyboard', () => {
    /** The month of March 2026 with today the 12th, the keyboard on the grid's tab stop. */
    async function monthFromTabStop() {
      restoreClock = startClockAt('2026-03-12T15:00:00');
      calendarServer();
      const user = userEvent.setup();
      renderApp('/calendar?view=month&date=2026-03-04', { token: fakeIdToken() });
      const grid = await screen.findByRole('grid', { name: 'March 2026' });
      screen.getByRole('link', { name: 'Next month' }).focus();
      await user.tab();
      return { user, grid };
    }

    function day(grid: HTMLElement, date: string): HTMLElement {
      return within(grid).getByRole('gridcell', { name: new RegExp(`^\\w+, ${date},`) });
    }

    it("is one tab stop, on today's cell, and Tab leaves it", async () => {
      const { user, grid } = await monthFromTabStop();
      expect(day(grid, 'March 12, 2026')).toHaveFocus();
      expect(grid).toHaveAccessibleDescription(
        "Arrow keys move between days. Enter goes to a day's links, Escape back to the day.",
      );
      const stops = within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0);
      expect(stops).toEqual([day(grid, 'March 12, 2026')]);
      // Past the month's links in one press.
      await user.tab();
      expect(grid).not.toContainElement(document.activeElement as HTMLElement);
    });

    it('moves a day with Left and Right and a week with Up and Down', async () => {
      const { user, grid } = await monthFromTabStop();
      await user.keyboard('{ArrowRight}');
      expect(day(grid, 'March 13, 2026')).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      // Across the end of the week.
      expect(day(grid, 'March 15, 2026')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(day(grid, 'March 22, 2026')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
      expect(day(grid, 'March 7, 2026')).toHaveFocus();
      // The tab stop goes with the focus.
      expect(day(grid, 'March 7, 2026')).toHaveAttribute('tabindex', '0');
      expect(day(grid, 'March 12, 2026')).toHaveAttribute('tabindex', '-1');
    });

    it("goes to the week's ends with Home and End, the grid's with Ctrl", async () => {
      const { user, grid } = await monthFromTabStop();
      await user.keyboard('{Home}');
      expect(day(grid, 'March 8, 2026')).toHaveFocus();
      await user.keyboard('{End}');
      expect(day(grid, 'March 14, 2026')).toHaveFocus();
      await user.keyboard('{Control>}{End}{/Control}');
      expect(day(grid, 'April 4, 2026')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(day(grid, 'April 4, 2026')).toHaveFocus();
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(day(grid, 'March 1, 2026')).toHaveFocus();
    });

    it("goes into a day's links with Enter, Tab walking them, and back with Escape", async () => {
      const { user, grid } = await monthFromTabStop();
      const twelfth = day(grid, 'March 12, 2026');
      const links = within(twelfth).getAllByRole('link');
      for (const link of links) expect(link).toHaveAttribute('tabindex', '-1');
      await user.keyboard('{Enter}');
      expect(links[0]).toHaveFocus();
      expect(links[0]).toHaveAccessibleName('Severance');
      await user.tab();
      expect(links[1]).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(twelfth).toHaveFocus();
      await user.keyboard('{F2}');
      expect(links[0]).toHaveFocus();
      await user.keyboard('{F2}');
      expect(twelfth).toHaveFocus();
      // A day with nothing on it has nowhere to go.
      await user.keyboard('{ArrowRight}{Enter}');
      expect(day(grid, 'March 13, 2026')).toHaveFocus();
    });

    it("starts on the month's first day when today is not in the month", async () => {
      // Today is March 30, dimmed in April's first week.
      restoreClock = startClockAt('2026-03-30T15:00:00');
      calendarServer(() => ({ ...answer, start_date: '2026-03-29', end_date: '2026-05-02' }));
      renderApp('/calendar?view=month&date=2026-04-01', { token: fakeIdToken() });
      const grid = await screen.findByRole('grid', { name: 'April 2026' });
      await waitFor(() => expect(day(grid, 'March 30, 2026')).toHaveAccessibleName(/today/));
      expect(day(grid, 'April 1, 2026')).toHaveAttribute('tabindex', '0');
      expect(
        within(grid)
          .getAllByRole('gridcell')
          .filter((cell) => cell.tabIndex === 0),
      ).toHaveLength(1);
    });
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
