import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tmdbExample, type CatalogueAnswer } from '../../test/utils';
import { CardList, type CardListProps } from '../../ui/card-list';
import { MediaCardAddonsContext } from '../../ui/media-card-addons';
import {
  accountPath,
  answerTitleStates,
  deferred,
  enabledButton,
  renderForMember,
  requestsTo,
  statesPath,
  stubLibrary,
  titleServer,
  unavailable,
} from '../../test/library-stubs';
import { libraryCardAddons } from './library-card-addons';

const movies = tmdbExample<Page<MovieListItem>>('trending-movie').results;
const shows = tmdbExample<Page<TvListItem>>('trending-tv').results;
const people = tmdbExample<Page<PersonListItem>>('trending-person').results;

function twentyMovies(): MovieListItem[] {
  return Array.from({ length: 20 }, (_, index) => {
    const movie = movies[index % movies.length] as MovieListItem;
    return { ...movie, id: 1000 + index, title: `Movie ${index + 1}` };
  });
}

function renderList(props: Partial<CardListProps> & Pick<CardListProps, 'items'>, loggedIn = true) {
  return renderForMember(
    <MediaCardAddonsContext value={libraryCardAddons}>
      <CardList mediaType="movie" skeletons={0} layout="grid" label="Cards" {...props} />
    </MediaCardAddonsContext>,
    { loggedIn },
  );
}

/** Opens the first card's controls and adds its title to the watchlist there. */
async function addFromCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Library actions for Movie 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Library actions for Movie 1' });
  await user.click(await enabledButton('Watchlist', within(dialog)));
  return dialog;
}

describe('title cards for a member', () => {
  it('asks for the states of a page of 20 cards in one request', async () => {
    const fetchMock = stubLibrary({ [statesPath]: answerTitleStates() });
    const items = twentyMovies();
    renderList({ items });
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(1));
    const [request] = requestsTo(fetchMock, statesPath);
    expect(request?.url.searchParams.get('items')).toBe(
      items.map((movie) => `movie:${movie.id}`).join(','),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows at a glance what is on the watchlist, watched and rated', async () => {
    const [first, second] = twentyMovies();
    stubLibrary({
      [statesPath]: answerTitleStates({
        [`movie:${first?.id}`]: { watchlist: true, watched: 2, rated: { value: 8 } },
      }),
    });
    renderList({ items: [first, second] as MovieListItem[] });
    const card = screen.getByRole('link', { name: 'Movie 1' });
    await waitFor(() =>
      expect(card).toHaveAccessibleDescription(
        'On your watchlist Watched Your rating: 8 out of 10',
      ),
    );
    expect(screen.getByText('On your watchlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Movie 2' })).toHaveAccessibleDescription('');
  });

  it('puts a library control beside each title card’s link, never inside it', async () => {
    stubLibrary({ [statesPath]: answerTitleStates() });
    renderList({ items: twentyMovies().slice(0, 2) });
    const control = screen.getByRole('button', { name: 'Library actions for Movie 1' });
    const link = screen.getByRole('link', { name: 'Movie 1' });
    expect(link).not.toContainElement(control);
    expect(link.parentElement).toContainElement(control);
    for (const anchor of screen.getAllByRole('link'))
      expect(within(anchor).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the title’s controls from a card, and a toggle there shows on the card at once', async () => {
    const [first] = twentyMovies() as [MovieListItem];
    const server = titleServer('movie', first.id);
    stubLibrary({ [statesPath]: answerTitleStates(), ...server.routes });
    const user = userEvent.setup();
    renderList({ items: [first] });
    const control = screen.getByRole('button', { name: 'Library actions for Movie 1' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    const dialog = await screen.findByRole('dialog', { name: 'Library actions for Movie 1' });
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await user.click(await enabledButton('Watchlist', within(dialog)));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Movie 1' })).toHaveAccessibleDescription(
        'On your watchlist',
      ),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
    await waitFor(() => expect(server.states.watchlist).toBe(true));
  });

  it('says under the card when a write fails after its controls have closed', async () => {
    const [first] = twentyMovies() as [MovieListItem];
    const server = titleServer('movie', first.id);
    const answer = deferred<Response>();
    stubLibrary({
      [statesPath]: answerTitleStates(),
      ...server.routes,
      [`${accountPath}/watchlist`]: () => answer.promise,
    });
    const user = userEvent.setup();
    renderList({ items: [first] });
    const dialog = await addFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const link = screen.getByRole('link', { name: 'Movie 1' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('On your watchlist'));
    answer.resolve(unavailable('The library cannot be reached now.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add Movie 1 to your watchlist: The library cannot be reached now. Nothing was changed.',
    );
    expect(link).toHaveAccessibleDescription('');
  });

  it('keeps a change on its way when the list’s states are read again meanwhile', async () => {
    const [first] = twentyMovies() as [MovieListItem];
    const server = titleServer('movie', first.id);
    const answer = deferred<void>();
    const write = server.routes[`${accountPath}/watchlist`] as CatalogueAnswer;
    const fetchMock = stubLibrary({
      [statesPath]: answerTitleStates({ [`movie:${first.id}`]: server.states }),
      ...server.routes,
      [`${accountPath}/watchlist`]: async (url, body) => {
        await answer.promise;
        return write(url, body);
      },
    });
    const user = userEvent.setup();
    renderList({ items: [first] });
    await addFromCard(user);
    await user.keyboard('{Escape}');
    const link = screen.getByRole('link', { name: 'Movie 1' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('On your watchlist'));
    // The window regains focus while the write is on its way: the list asks again, and the
    // server does not have the change yet.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    focusManager.setFocused(undefined);
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(2));
    expect(link).toHaveAccessibleDescription('On your watchlist');
    answer.resolve();
    await waitFor(() => expect(server.states.watchlist).toBe(true));
    expect(link).toHaveAccessibleDescription('On your watchlist');
  });

  it('asks for at most 100 titles a request', async () => {
    const fetchMock = stubLibrary({ [statesPath]: answerTitleStates() });
    const items = Array.from({ length: 150 }, (_, index) => ({
      id: index + 1,
      title: `T${index}`,
    }));
    renderList({ items });
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(2));
    expect(
      requestsTo(fetchMock, statesPath).map(
        (request) => request.url.searchParams.get('items')?.split(',').length,
      ),
    ).toEqual([100, 50]);
  });

  it('lets an item’s own media_type win over the list’s', async () => {
    const show = { ...(shows[0] as TvListItem), media_type: 'tv' as const };
    const movie = twentyMovies()[0] as MovieListItem;
    const fetchMock = stubLibrary({ [statesPath]: answerTitleStates() });
    renderList({ items: [movie, show] });
    expect(screen.getByRole('link', { name: show.name })).toHaveAttribute(
      'href',
      `/details/tv/${show.id}`,
    );
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(1));
    expect(requestsTo(fetchMock, statesPath)[0]?.url.searchParams.get('items')).toBe(
      `movie:${movie.id},tv:${show.id}`,
    );
  });

  it('leaves person cards as they were and asks nothing for them', async () => {
    const fetchMock = stubLibrary({});
    renderList({ items: people.slice(0, 3), mediaType: 'person' });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('title cards for somebody logged out', () => {
  it('has no library controls and asks nothing', () => {
    const fetchMock = stubLibrary({});
    renderList({ items: twentyMovies() }, false);
    expect(screen.getAllByRole('link')).toHaveLength(20);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
