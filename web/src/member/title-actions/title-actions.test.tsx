import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console';
import { jsonResponse, type CatalogueAnswer, type CatalogueRoutes } from '../../test/utils';
import { ModalDialog } from '../../ui/modal-dialog';
import {
  accountPath,
  deferred,
  enabledButton,
  page,
  renderForMember,
  requestsTo,
  status,
  stubLibrary,
  titleServer,
  unavailable,
} from '../../test/library-stubs';
import { TitleActions } from './title-actions';

const fightClub = { mediaType: 'movie', id: 550 } as const;
const watchlistPath = `${accountPath}/watchlist`;
const favoritePath = `${accountPath}/favorite`;

/** The message the tests' 503s carry. */
const unreachable = 'The library cannot be reached now.';

function renderActions(options: { loggedIn?: boolean } = {}) {
  return renderForMember(<TitleActions title={fightClub} name="Fight Club" />, options);
}

/** Opens the Log a watch dialog once its button can be used. */
async function openLogWatch(user: ReturnType<typeof userEvent.setup>) {
  const open = await enabledButton('Log a watch');
  await user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Log a watch' });
  return { open, dialog };
}

describe('TitleActions toggles', () => {
  it('names the Watchlist and Favourite toggles and says whether each is on', async () => {
    const server = titleServer('movie', 550, { watchlist: true });
    stubLibrary(server.routes);
    renderActions();
    const watchlist = await screen.findByRole('button', { name: 'Watchlist' });
    await waitFor(() => expect(watchlist).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a change at once, before the server answers, and keeps it once written', async () => {
    const server = titleServer('movie', 550);
    const answer = deferred<Response>();
    const write = server.routes[watchlistPath] as CatalogueAnswer;
    const fetchMock = stubLibrary({
      ...server.routes,
      [watchlistPath]: async (url, body) => {
        await answer.promise;
        return write(url, body);
      },
    });
    const user = userEvent.setup();
    renderActions();
    const watchlist = await enabledButton('Watchlist');
    await user.click(watchlist);
    await waitFor(() => expect(watchlist).toHaveAttribute('aria-pressed', 'true'));
    expect(requestsTo(fetchMock, watchlistPath)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { media_type: 'movie', media_id: 550, watchlist: true },
      }),
    ]);
    answer.resolve(jsonResponse(status.created, 201));
    // The write refreshes the library; the title's states are read again and agree.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '3/movie/550/account_states').length).toBeGreaterThan(1),
    );
    expect(watchlist).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rolls a change back and says so when the write fails with a 503', async () => {
    const server = titleServer('movie', 550);
    const answer = deferred<Response>();
    stubLibrary({ ...server.routes, [favoritePath]: () => answer.promise });
    const user = userEvent.setup();
    renderActions();
    const favourite = await enabledButton('Favourite');
    await user.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    answer.resolve(unavailable(unreachable));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add Fight Club to your favourites: The library cannot be reached now. Nothing was changed.',
    );
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('agrees with another tab once the window regains focus', async () => {
    const server = titleServer('movie', 550);
    stubLibrary(server.routes);
    renderActions();
    const watchlist = await enabledButton('Watchlist');
    // Another tab adds the title meanwhile.
    server.states.watchlist = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    focusManager.setFocused(undefined);
    await waitFor(() => expect(watchlist).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('TitleActions rating', () => {
  it('is a slider from 0 to 10 in half steps, read out of 10', async () => {
    const server = titleServer('movie', 550, { rated: { value: 8 } });
    stubLibrary(server.routes);
    renderActions();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '8 out of 10'));
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    expect(slider).toHaveAttribute('aria-valuenow', '8');
  });

  it('moves with the arrow keys, Home and End, and writes once when the keys settle', async () => {
    const server = titleServer('movie', 550);
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    renderActions();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Not rated'));
    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '10 out of 10');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '9.5');
    await user.keyboard('{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '9');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
    // Holding the key down: one key-down per repeat, one key-up at the end.
    await user.keyboard('{ArrowRight>3/}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '2 out of 10');
    await waitFor(() => expect(requestsTo(fetchMock, '3/movie/550/rating')).toHaveLength(1));
    expect(requestsTo(fetchMock, '3/movie/550/rating')[0]).toMatchObject({
      method: 'POST',
      body: { value: 2 },
    });
    await waitFor(() => expect(server.states.rated).toEqual({ value: 2 }));
  });

  it('clears a rating with DELETE', async () => {
    const server = titleServer('movie', 550, { rated: { value: 6.5 } });
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    renderActions();
    const slider = await screen.findByRole('slider', { name: 'Your rating' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '6.5'));
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '3/movie/550/rating')).toEqual([
        expect.objectContaining({ method: 'DELETE' }),
      ]),
    );
  });
});

/** Today in the person's local time, as a date input holds it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe('TitleActions log a watch', () => {
  const diaryPath = `${accountPath}/diary`;

  it('opens a modal dialog with today as the date; Escape closes it and focus returns', async () => {
    const server = titleServer('movie', 550);
    stubLibrary(server.routes);
    const user = userEvent.setup();
    renderActions();
    const before = localToday();
    const { open, dialog } = await openLogWatch(user);
    const date = within(dialog).getByLabelText('Date watched');
    expect([before, localToday()]).toContain((date as HTMLInputElement).value);
    expect(date).toHaveFocus();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Log a watch' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes only the topmost dialog on Escape', async () => {
    stubLibrary(titleServer('movie', 550).routes);
    const user = userEvent.setup();
    renderForMember(
      <ModalDialog heading="Fight Club" onClose={() => undefined}>
        <TitleActions title={fightClub} name="Fight Club" />
      </ModalDialog>,
    );
    const { open } = await openLogWatch(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Log a watch' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fight Club' })).toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes on a click on the backdrop, but not after a press that began inside', async () => {
    stubLibrary(titleServer('movie', 550).routes);
    const user = userEvent.setup();
    renderActions();
    const { open, dialog } = await openLogWatch(user);
    // Selecting the note's text and letting go over the backdrop clicks the dialog itself.
    fireEvent.pointerDown(within(dialog).getByLabelText('Note'));
    fireEvent.click(dialog);
    expect(dialog).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog', { name: 'Log a watch' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    stubLibrary(titleServer('movie', 550).routes);
    const user = userEvent.setup();
    renderActions();
    const { dialog } = await openLogWatch(user);
    const date = within(dialog).getByLabelText('Date watched');
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(date).toHaveFocus();
  });

  it('says a note longer than 1,000 characters is too long, and sends nothing', async () => {
    const fetchMock = stubLibrary(titleServer('movie', 550).routes);
    const user = userEvent.setup();
    renderActions();
    const { dialog } = await openLogWatch(user);
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A note is at most 1,000 characters.',
    );
    expect(within(dialog).getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, diaryPath)).toHaveLength(0);
  });

  it('saves the date, note and rating, then counts the watch', async () => {
    const server = titleServer('movie', 550, { watched: 1 });
    const fetchMock = stubLibrary({
      ...server.routes,
      [`GET ${diaryPath}`]: () =>
        jsonResponse(
          page(
            [{ id: 1, watched_on: '2024-05-03', note: null, rating: null }],
            server.states.watched,
          ),
        ),
      [diaryPath]: (_url, body) => {
        server.states.watched += 1;
        return jsonResponse({ ...status.created, entry: { id: 2, ...(body as object) } }, 201);
      },
    });
    const user = userEvent.setup();
    renderActions();
    expect(await screen.findByText('Watched once')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Log a watch' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Log a watch' });
    const date = within(dialog).getByLabelText('Date watched');
    await user.clear(date);
    await user.type(date, '2024-12-24');
    await user.type(within(dialog).getByLabelText('Note'), 'Second time round');
    within(dialog).getByRole('slider', { name: 'Rating for this watch' }).focus();
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log a watch' })).not.toBeInTheDocument(),
    );
    expect(open).toHaveFocus();
    expect(requestsTo(fetchMock, diaryPath).filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        body: {
          media_type: 'movie',
          media_id: 550,
          watched_on: '2024-12-24',
          note: 'Second time round',
          rating: 9,
        },
      }),
    ]);
    expect(await screen.findByText('Watched 2 times')).toBeInTheDocument();
  });

  it('shows what the server refused in the form and keeps the dialog open', async () => {
    const server = titleServer('movie', 550);
    stubLibrary({
      ...server.routes,
      [diaryPath]: () =>
        jsonResponse(
          {
            status_code: 5,
            status_message: 'A diary holds at most 20,000 entries.',
            success: false,
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderActions();
    const { dialog } = await openLogWatch(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not log a watch of Fight Club: A diary holds at most 20,000 entries. Nothing was changed.',
    );
    expect(screen.queryByText(/^Watched/)).not.toBeInTheDocument();
  });
});

describe('TitleActions lists', () => {
  const listsPath = `${accountPath}/lists`;

  function listRoutes() {
    const server = titleServer('movie', 550, { list_ids: [1] });
    const lists = [
      { id: 1, name: 'Best of the 90s' },
      { id: 2, name: 'Rainy Sundays' },
    ];
    const routes: CatalogueRoutes = {
      ...server.routes,
      [listsPath]: () =>
        jsonResponse({
          page: 1,
          results: lists.map((list) => ({ ...list, description: '', item_count: 1 })),
          total_pages: 1,
          total_results: lists.length,
        }),
      '3/list/2/add_item': () => jsonResponse(status.updated),
      '3/list/1/remove_item': () => jsonResponse(status.deleted),
    };
    return { server, lists, routes };
  }

  it('opens a menu of the member’s lists and New list…, moved through with the keyboard', async () => {
    stubLibrary(listRoutes().routes);
    const user = userEvent.setup();
    renderActions();
    const button = await screen.findByRole('button', { name: 'Add to list' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const best = await within(menu).findByRole('menuitemcheckbox', { name: 'Best of the 90s' });
    const rainy = within(menu).getByRole('menuitemcheckbox', { name: 'Rainy Sundays' });
    const newList = within(menu).getByRole('menuitem', { name: 'New list…' });
    expect(best).toHaveAttribute('aria-checked', 'true');
    expect(rainy).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(best).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(rainy).toHaveFocus();
    await user.keyboard('{End}');
    expect(newList).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(best).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(newList).toHaveFocus();
    await user.keyboard('{Home}');
    expect(best).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds the title to a list and takes it out of another, ticking each before the server answers', async () => {
    const { routes } = listRoutes();
    const answers = deferred<void>();
    const held =
      (path: string): CatalogueAnswer =>
      async (url, body) => {
        await answers.promise;
        return (routes[path] as CatalogueAnswer)(url, body);
      };
    const fetchMock = stubLibrary({
      ...routes,
      '3/list/2/add_item': held('3/list/2/add_item'),
      '3/list/1/remove_item': held('3/list/1/remove_item'),
    });
    const user = userEvent.setup();
    renderActions();
    const button = await enabledButton('Add to list');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    const rainy = await within(menu).findByRole('menuitemcheckbox', { name: 'Rainy Sundays' });
    const best = within(menu).getByRole('menuitemcheckbox', { name: 'Best of the 90s' });
    await user.click(rainy);
    await user.click(best);
    await waitFor(() => {
      expect(rainy).toHaveAttribute('aria-checked', 'true');
      expect(best).toHaveAttribute('aria-checked', 'false');
    });
    answers.resolve();
    await waitFor(() => {
      expect(requestsTo(fetchMock, '3/list/2/add_item')).toEqual([
        expect.objectContaining({ body: { media_type: 'movie', media_id: 550 } }),
      ]);
      expect(requestsTo(fetchMock, '3/list/1/remove_item')).toHaveLength(1);
    });
  });

  it('creates a list from New list… and puts the title in it', async () => {
    const { routes } = listRoutes();
    const fetchMock = stubLibrary({
      ...routes,
      '3/list': () => jsonResponse({ ...status.created, list_id: 3 }, 201),
      '3/list/3/add_item': () => jsonResponse(status.updated),
    });
    const user = userEvent.setup();
    renderActions();
    const button = await enabledButton('Add to list');
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'New list…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByLabelText('Name'), 'Cult classics');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New list' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
    expect(requestsTo(fetchMock, '3/list')).toEqual([
      expect.objectContaining({ method: 'POST', body: { name: 'Cult classics' } }),
    ]);
    expect(requestsTo(fetchMock, '3/list/3/add_item')).toEqual([
      expect.objectContaining({ body: { media_type: 'movie', media_id: 550 } }),
    ]);
  });
});

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, back to {state?.from}</p>;
}

describe('TitleActions for somebody logged out', () => {
  it('offers a link to log in that comes back here, and fetches nothing', async () => {
    const fetchMock = stubLibrary({});
    const user = userEvent.setup();
    renderForMember(
      <Routes>
        <Route
          path="/details/movie/550"
          element={<TitleActions title={fightClub} name="Fight Club" />}
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>,
      { loggedIn: false },
    );
    const link = screen.getByRole('link', { name: 'Log in to keep a library' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Watchlist' })).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Login page, back to /details/movie/550')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('TitleActions when the library cannot be read', () => {
  it('says so and keeps the controls disabled', async () => {
    expectConsoleError(
      /Catalogue request .*"title","movie",550.* failed: CatalogueError: The library/,
    );
    stubLibrary({ '3/movie/550/account_states': () => unavailable(unreachable) });
    renderActions();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your library could not be reached: The library cannot be reached now.',
    );
    expect(screen.getByRole('button', { name: 'Watchlist' })).toBeDisabled();
  });
});
