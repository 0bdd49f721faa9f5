import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console';
import { fakeIdToken, jsonResponse, renderApp } from '../../test/utils';
import {
  accountPath,
  diaryEntry,
  movie,
  page,
  requestsTo,
  status,
  stubLibrary,
  tv,
  unavailable,
} from '../../test/library-stubs';

const diary = `${accountPath}/diary`;

const entries = [
  diaryEntry(4, movie(603, 'The Matrix'), '2026-11-30', { note: 'Still holds up.', rating: 9 }),
  diaryEntry(3, tv(1399, 'Game of Thrones'), '2026-11-02'),
  diaryEntry(2, movie(550, 'Fight Club'), '2026-10-31', { rating: 7.5 }),
  diaryEntry(1, movie(603, 'The Matrix'), '2025-10-01'),
];

function monthOf(heading: string) {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));
}

describe('the Watched tab', () => {
  it('asks for the diary newest first and groups it under month headings', async () => {
    const fetchMock = stubLibrary({ [diary]: page(entries) });
    renderApp('/library/watched', { token: fakeIdToken() });
    expect(await screen.findByText('4 watches')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['November 2026', 'October 2026', 'October 2025']);
    expect(monthOf('November 2026')).toEqual([
      'The Matrix, watched November 30, 2026',
      'Game of Thrones, watched November 2, 2026',
    ]);
    expect(monthOf('October 2026')).toEqual(['Fight Club, watched October 31, 2026']);
    expect(requestsTo(fetchMock, diary).map(({ params }) => params)).toEqual([
      { page: '1', sort_by: 'watched_on.desc' },
    ]);
  });

  it('pages a diary of 20,000 watches to its last page, past the catalogue’s 500', async () => {
    const fetchMock = stubLibrary({
      [diary]: (url) => jsonResponse(page(entries, 20_000, Number(url.searchParams.get('page')))),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/library/watched?page=999', { token: fakeIdToken() });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: '999' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('button', { name: '1000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1000'));
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled(),
    );
    expect(requestsTo(fetchMock, diary).map(({ params }) => params.page)).toEqual(['999', '1000']);
  });

  it('shows each watch with its date, note and rating, linking to the title', async () => {
    stubLibrary({ [diary]: page(entries) });
    renderApp('/library/watched', { token: fakeIdToken() });
    const matrix = await screen.findByRole('article', {
      name: 'The Matrix, watched November 30, 2026',
    });
    expect(within(matrix).getByRole('link', { name: 'The Matrix' })).toHaveAttribute(
      'href',
      '/details/movie/603',
    );
    expect(within(matrix).getByText('November 30, 2026')).toHaveAttribute('datetime', '2026-11-30');
    expect(within(matrix).getByText('Still holds up.')).toBeInTheDocument();
    expect(within(matrix).getByText('Your rating: 9 out of 10')).toBeInTheDocument();
    const got = screen.getByRole('article', { name: 'Game of Thrones, watched November 2, 2026' });
    expect(within(got).getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '/details/tv/1399',
    );
    expect(within(got).queryByText(/Your rating/)).not.toBeInTheDocument();
  });

  it('lists watches without month headings when sorted by something else', async () => {
    const fetchMock = stubLibrary({ [diary]: page(entries) });
    renderApp('/library/watched?sort_by=title.asc', { token: fakeIdToken() });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, diary)[0]?.params.sort_by).toBe('title.asc');
  });

  it('deletes a watch at once, and Undo logs it again', async () => {
    let shown = entries;
    const fetchMock = stubLibrary({
      [diary]: () => jsonResponse(page(shown)),
      [`POST ${diary}`]: () => jsonResponse({ ...status.created, entry: entries[1] }, 201),
      [`DELETE ${diary}/3`]: () => {
        shown = entries.filter((entry) => entry.id !== 3);
        return jsonResponse(status.deleted);
      },
    });
    const user = userEvent.setup();
    renderApp('/library/watched', { token: fakeIdToken() });
    const got = await screen.findByRole('article', {
      name: 'Game of Thrones, watched November 2, 2026',
    });
    await user.click(within(got).getByRole('button', { name: 'Delete' }));
    expect(got).not.toBeInTheDocument();
    // The keyboard stays in the diary: on the next watch's Delete.
    const fightClub = screen.getByRole('article', { name: 'Fight Club, watched October 31, 2026' });
    expect(within(fightClub).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deleted your watch of Game of Thrones on November 2, 2026.',
    );
    expect(requestsTo(fetchMock, `${diary}/3`, 'DELETE')).toHaveLength(1);
    await screen.findByText('3 watches');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, diary, 'POST').map(({ body }) => body)).toEqual([
        { media_type: 'tv', media_id: 1399, watched_on: '2026-11-02', note: null, rating: null },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Logged your watch of Game of Thrones again.',
    );
  });

  it('puts a watch back with a message when deleting it fails', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({ [diary]: page(entries), [`${diary}/2`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/library/watched', { token: fakeIdToken() });
    const name = 'Fight Club, watched October 31, 2026';
    const fightClub = await screen.findByRole('article', { name });
    await user.click(within(fightClub).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't delete your watch of Fight Club: the library is unavailable for a moment. Nothing was changed.",
    );
    expect(await screen.findByRole('article', { name })).toBeInTheDocument();
    expect(monthOf('October 2026')).toEqual([name]);
  });

  it('says what to do when nothing is logged', async () => {
    stubLibrary({ [diary]: page([], 0) });
    renderApp('/library/watched', { token: fakeIdToken() });
    expect(await screen.findByText(/No watches logged yet\./)).toHaveTextContent(
      'No watches logged yet. Open a title from Movies or TV and press Log a watch.',
    );
    expect(screen.getByText('0 watches')).toBeInTheDocument();
  });
});
