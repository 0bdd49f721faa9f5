import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeIdToken, jsonResponse, renderApp } from '../../test/utils';
import {
  accountList,
  accountPath,
  page,
  requestsTo,
  status,
  stubLibrary,
} from '../../test/library-stubs';

const lists = `${accountPath}/lists`;

describe('the Lists tab', () => {
  it("shows the member's lists with their description, size and last change", async () => {
    const fetchMock = stubLibrary({
      [lists]: page([
        accountList(7, 'Heists', { description: 'Crews and vaults.', item_count: 12 }),
        accountList(8, 'Rainy days', { item_count: 1, updated_at: '2026-03-04T12:00:00.000Z' }),
      ]),
    });
    renderApp('/library/lists', { token: fakeIdToken() });
    expect(await screen.findByText('2 lists')).toBeInTheDocument();
    const heists = screen.getByRole('article', { name: 'Heists' });
    expect(within(heists).getByRole('link', { name: 'Heists' })).toHaveAttribute(
      'href',
      '/library/lists/7',
    );
    expect(within(heists).getByText('Crews and vaults.')).toBeInTheDocument();
    expect(within(heists).getByText('12 titles')).toBeInTheDocument();
    // The day where the reader is: November 12 or, east of UTC+12, the 13th.
    const updated = '2026-11-12T12:00:00.000Z';
    const localDay = new Date(updated).toLocaleDateString('en-US', { dateStyle: 'long' });
    expect(within(heists).getByText(localDay)).toHaveAttribute('datetime', updated);
    const rainy = screen.getByRole('article', { name: 'Rainy days' });
    expect(within(rainy).getByText('1 title')).toBeInTheDocument();
    expect(requestsTo(fetchMock, lists).map(({ params }) => params)).toEqual([{ page: '1' }]);
  });

  it('says what to do when there are no lists', async () => {
    stubLibrary({ [lists]: page([], 0) });
    renderApp('/library/lists', { token: fakeIdToken() });
    expect(await screen.findByText(/You have no lists yet\./)).toHaveTextContent(
      'You have no lists yet. Press New list to start one, then add titles to it from any movie or TV page with Add to list.',
    );
  });

  it('creates a list from the New list form', async () => {
    let created = false;
    const fetchMock = stubLibrary({
      [lists]: () =>
        jsonResponse(page(created ? [accountList(9, 'Noir', { description: 'Shadows.' })] : [])),
      '3/list': () => {
        created = true;
        return jsonResponse({ ...status.created, list_id: 9 }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/library/lists', { token: fakeIdToken() });
    await screen.findByText('0 lists');
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const form = screen.getByRole('form', { name: 'New list' });
    await user.type(within(form).getByLabelText('Name'), '  Noir ');
    await user.type(within(form).getByLabelText('Description'), 'Shadows.');
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('article', { name: 'Noir' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/list', 'POST').map(({ body }) => body)).toEqual([
      { name: 'Noir', description: 'Shadows.' },
    ]);
    expect(screen.getByText('Created the list Noir.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New list' })).not.toBeInTheDocument();
  });

  it('shows what is wrong with a name before asking the server', async () => {
    const fetchMock = stubLibrary({ [lists]: page([], 0) });
    const user = userEvent.setup();
    renderApp('/library/lists', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const form = screen.getByRole('form', { name: 'New list' });
    await user.type(within(form).getByLabelText('Name'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(within(form).getByText('Give the list a name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Name'), 'x'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(within(form).getByText('A name is at most 100 characters.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/list', 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    stubLibrary({
      [lists]: page([], 0),
      '3/list': () =>
        jsonResponse(
          {
            status_code: 5,
            status_message: 'You have 100 lists, the most there can be.',
            success: false,
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderApp('/library/lists', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const form = screen.getByRole('form', { name: 'New list' });
    await user.type(within(form).getByLabelText('Name'), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Couldn't create the list: You have 100 lists, the most there can be.",
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('One too many');
  });

  it('pages through many lists in the URL', async () => {
    const fetchMock = stubLibrary({
      [lists]: (url: URL) => {
        const number = Number(url.searchParams.get('page'));
        return jsonResponse(page([accountList(number, `List on page ${number}`)], 21, number));
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/library/lists', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'List on page 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'List on page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(requestsTo(fetchMock, lists).at(-1)?.params).toEqual({ page: '2' }));
  });
});
