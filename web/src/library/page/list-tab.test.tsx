import type { ListDetails } from '@marquee/tmdb-types/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console';
import { fakeIdToken, jsonResponse, renderApp } from '../../test/utils';
import {
  accountList,
  accountPath,
  listDetails,
  movie,
  page,
  requestsTo,
  status,
  stubLibrary,
  tv,
  unavailable,
} from '../../test/library-stubs';

const heat = movie(949, 'Heat');
const oceans = movie(161, "Ocean's Eleven");
const money = tv(71446, 'Money Heist');

function heists(items = [heat, oceans, money], extra: Partial<ListDetails> = {}) {
  return listDetails(7, 'Heists', items, { description: 'Crews and vaults.', ...extra });
}

/** The titles in the order their controls appear. */
function shownOrder() {
  return within(screen.getByRole('list', { name: 'Titles in Heists' }))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));
}

function controlsOf(title: string) {
  return within(screen.getByRole('group', { name: title }));
}

describe('a list', () => {
  it('shows its name, description, size and items in its own order', async () => {
    const fetchMock = stubLibrary({ '3/list/7': heists() });
    renderApp('/library/lists/7', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Heists' })).toBeInTheDocument();
    expect(screen.getByText('Crews and vaults.')).toBeInTheDocument();
    expect(screen.getByText('3 titles')).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Heat', "Ocean's Eleven", 'Money Heist']);
    expect(screen.getByRole('link', { name: 'Money Heist' })).toHaveAttribute(
      'href',
      '/details/tv/71446',
    );
    expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute(
      'href',
      '/library/lists',
    );
    expect(requestsTo(fetchMock, '3/list/7').map(({ params }) => params)).toEqual([
      { page: '1', sort_by: 'original_order.asc' },
    ]);
  });

  it('sorts and filters as the other tabs do, without the order controls', async () => {
    const fetchMock = stubLibrary({ '3/list/7': heists([money, heat, oceans]) });
    renderApp('/library/lists/7?sort_by=title.desc&media_type=movie', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Heat' });
    expect(requestsTo(fetchMock, '3/list/7')[0]?.params).toEqual({
      page: '1',
      sort_by: 'title.desc',
      media_type: 'movie',
    });
    expect(screen.queryByRole('button', { name: 'Move up' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Sort by List order, with no filters, to change the order.'),
    ).toBeInTheDocument();
    expect(controlsOf('Heat').getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('renames and redescribes it', async () => {
    let current = heists();
    const fetchMock = stubLibrary({
      '3/list/7': () => jsonResponse(current),
      'PUT 3/list/7': (_url, body) => {
        current = { ...current, ...(body as Partial<ListDetails>) };
        return jsonResponse(status.updated);
      },
    });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 2, name: 'Heists' });
    await user.click(screen.getByRole('button', { name: 'Edit list' }));
    const form = screen.getByRole('form', { name: 'Edit list' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Heists');
    expect(within(form).getByLabelText('Description')).toHaveValue('Crews and vaults.');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Capers');
    await user.clear(within(form).getByLabelText('Description'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Capers' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/list/7', 'PUT').map(({ body }) => body)).toEqual([
      { name: 'Capers', description: '' },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit list' })).not.toBeInTheDocument();
    expect(screen.queryByText('Crews and vaults.')).not.toBeInTheDocument();
  });

  it("keeps the form open with the server's refusal when a rename fails", async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({
      '3/list/7': heists(),
      'PUT 3/list/7': () => unavailable(),
    });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Edit list' }));
    const form = screen.getByRole('form', { name: 'Edit list' });
    await user.type(within(form).getByLabelText('Name'), ' and more');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Couldn't save the list: the library is unavailable for a moment.",
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Heists and more');
    expect(screen.getByRole('heading', { level: 2, name: 'Heists' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the list and its size; Cancel keeps it', async () => {
    const fetchMock = stubLibrary({ '3/list/7': heists(), 'DELETE 3/list/7': status.deleted });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const deleteButton = await screen.findByRole('button', { name: 'Delete list' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete the list Heists?' });
    expect(dialog).toHaveTextContent('Heists and the 3 titles in it will be deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(requestsTo(fetchMock, '3/list/7', 'DELETE')).toEqual([]);
  });

  it('deletes it once confirmed and goes back to the lists', async () => {
    let deleted = false;
    const fetchMock = stubLibrary({
      '3/list/7': heists(),
      'DELETE 3/list/7': () => {
        deleted = true;
        return jsonResponse(status.deleted);
      },
      [`${accountPath}/lists`]: () =>
        jsonResponse(page(deleted ? [] : [accountList(7, 'Heists', { item_count: 3 })])),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the list Heists?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/lists'));
    expect(await screen.findByText('Deleted the list Heists.')).toBeInTheDocument();
    expect(await screen.findByText('0 lists')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/list/7', 'DELETE')).toHaveLength(1);
  });

  it('says so in the dialog when deleting fails', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({ '3/list/7': heists(), 'DELETE 3/list/7': () => unavailable() });
    const user = userEvent.setup();
    const { router } = renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the list Heists?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Couldn't delete the list: the library is unavailable for a moment.",
    );
    expect(router.state.location.pathname).toBe('/library/lists/7');
  });

  it('moves an item up and down, keeping focus on the moved item', async () => {
    let order = [heat, oceans, money];
    const fetchMock = stubLibrary({
      '3/list/7': () => jsonResponse(heists(order)),
      '3/list/7/move_item': (_url, body) => {
        const { media_id, position } = body as { media_id: number; position: number };
        const moved = order.find((item) => item.id === media_id);
        order = order.filter((item) => item !== moved);
        if (moved) order.splice(position, 0, moved);
        return jsonResponse(status.updated);
      },
    });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Money Heist' });
    expect(controlsOf('Heat').getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(controlsOf('Money Heist').getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(controlsOf('Money Heist').getByRole('button', { name: 'Move up' }));
    expect(shownOrder()).toEqual(['Heat', 'Money Heist', "Ocean's Eleven"]);
    expect(controlsOf('Money Heist').getByRole('button', { name: 'Move up' })).toHaveFocus();

    // From the keyboard: the focused button moves the same item again, now to the top.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['Money Heist', 'Heat', "Ocean's Eleven"]));
    // At the top, Move up is disabled: focus goes to Move down.
    expect(controlsOf('Money Heist').getByRole('button', { name: 'Move down' })).toHaveFocus();

    await user.click(controlsOf('Heat').getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Money Heist', "Ocean's Eleven", 'Heat']));
    expect(controlsOf('Heat').getByRole('button', { name: 'Move up' })).toHaveFocus();

    await waitFor(() =>
      expect(requestsTo(fetchMock, '3/list/7/move_item', 'POST').map(({ body }) => body)).toEqual([
        { media_type: 'tv', media_id: 71446, position: 1 },
        { media_type: 'tv', media_id: 71446, position: 0 },
        { media_type: 'movie', media_id: 949, position: 2 },
      ]),
    );
  });

  it('puts the order back with a message when a move fails', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({ '3/list/7': heists(), '3/list/7/move_item': () => unavailable() });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Money Heist' });
    await user.click(controlsOf('Heat').getByRole('button', { name: 'Move down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't move Heat: the library is unavailable for a moment. The order is as it was.",
    );
    expect(shownOrder()).toEqual(['Heat', "Ocean's Eleven", 'Money Heist']);
  });

  it('removes an item at once, and Undo puts it back in its place', async () => {
    let items = [heat, oceans, money];
    const fetchMock = stubLibrary({
      '3/list/7': () => jsonResponse(heists(items)),
      '3/list/7/remove_item': (_url, body) => {
        items = items.filter((item) => item.id !== (body as { media_id: number }).media_id);
        return jsonResponse(status.deleted);
      },
      '3/list/7/add_item': () => {
        items = [...items, oceans];
        return jsonResponse(status.updated);
      },
      '3/list/7/move_item': () => {
        items = [heat, oceans, money];
        return jsonResponse(status.updated);
      },
    });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Money Heist' });
    await user.click(controlsOf("Ocean's Eleven").getByRole('button', { name: 'Remove' }));
    expect(shownOrder()).toEqual(['Heat', 'Money Heist']);
    expect(controlsOf('Money Heist').getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(await screen.findByText("Removed Ocean's Eleven from Heists.")).toBeInTheDocument();
    await screen.findByText('2 titles');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Heat', "Ocean's Eleven", 'Money Heist']));
    expect(requestsTo(fetchMock, '3/list/7/remove_item', 'POST').map(({ body }) => body)).toEqual([
      { media_type: 'movie', media_id: 161 },
    ]);
    expect(requestsTo(fetchMock, '3/list/7/add_item', 'POST').map(({ body }) => body)).toEqual([
      { media_type: 'movie', media_id: 161 },
    ]);
    expect(requestsTo(fetchMock, '3/list/7/move_item', 'POST').map(({ body }) => body)).toEqual([
      { media_type: 'movie', media_id: 161, position: 1 },
    ]);
  });

  it('puts an item back with a message when removing it fails', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({ '3/list/7': heists(), '3/list/7/remove_item': () => unavailable() });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Money Heist' });
    await user.click(controlsOf('Heat').getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't remove Heat: the library is unavailable for a moment. Nothing was changed.",
    );
    expect(shownOrder()).toEqual(['Heat', "Ocean's Eleven", 'Money Heist']);
  });

  it('says what to do with an empty list', async () => {
    stubLibrary({ '3/list/7': heists([]) });
    renderApp('/library/lists/7', { token: fakeIdToken() });
    expect(await screen.findByText(/This list is empty\./)).toHaveTextContent(
      'This list is empty. Open a title from Movies or TV and press Add to list.',
    );
  });

  it("says a list that is missing or somebody else's is not there, logging no error", async () => {
    stubLibrary({});
    renderApp('/library/lists/8', { token: fakeIdToken() });
    expect(await screen.findByText("This list doesn't exist, or isn't yours.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute(
      'href',
      '/library/lists',
    );
  });
});
