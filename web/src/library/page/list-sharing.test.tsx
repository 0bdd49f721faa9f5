import type { ListDetails } from '@marquee/tmdb-types/account';
import type { ListSharing, ListSharingBody } from '@marquee/tmdb-types/library-sharing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/console';
import { fakeIdToken, jsonResponse, renderApp, type CatalogueRoutes } from '../../test/utils';
import { libraryKeys } from '../../member/library-keys';
import {
  accountList,
  accountPath,
  defaultSettings,
  deferred,
  listDetails,
  memberUid,
  movie,
  page,
  requestsTo,
  stubLibrary,
  unavailable,
} from '../../test/library-stubs';

const firstShareId = 'AAAAAAAAAAAAAAAAAAAAAA';
const listKey = [...libraryKeys.all(memberUid), 'list', 7];
const secondShareId = 'BBBBBBBBBBBBBBBBBBBBBB';

/** The list as the server keeps it: each time it is made public it gets the next share id. */
function listServer(
  initial: Partial<ListDetails> = {},
  routes: CatalogueRoutes = {},
  { answerWhen = Promise.resolve() } = {},
) {
  let list = listDetails(7, 'Heists', [movie(949, 'Heat')], initial);
  const shareIds = [firstShareId, secondShareId];
  return stubLibrary({
    '3/list/7': () => jsonResponse(list),
    'PUT 3/list/7/sharing': async (_url, body) => {
      await answerWhen;
      const { public: isPublic } = body as ListSharingBody;
      const sharing: ListSharing = {
        public: isPublic,
        share_id: isPublic ? (list.share_id ?? shareIds.shift() ?? null) : null,
      };
      list = { ...list, ...sharing };
      return jsonResponse(sharing);
    },
    ...routes,
  });
}

function linkFor(shareId: string): string {
  return `${window.location.origin}/shared/list/${shareId}`;
}

async function publicSwitch() {
  const control = await screen.findByRole('switch', { name: 'Public' });
  await waitFor(() => expect(control).toBeEnabled());
  return control;
}

describe('sharing a list', () => {
  it('makes the list public and shows its link, then private and takes the link away', async () => {
    const fetchMock = listServer();
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const control = await publicSwitch();
    expect(control).not.toBeChecked();
    expect(screen.getByText('Only you can see this list.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();

    await user.click(control);
    expect(control).toBeChecked();
    const field = await screen.findByLabelText('Share link');
    expect(field).toHaveValue(linkFor(firstShareId));
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(
      await screen.findByText('Heists is public: anybody with its link can see it.'),
    ).toBeVisible();

    await user.click(await publicSwitch());
    expect(control).not.toBeChecked();
    await waitFor(() => expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument());
    expect(await screen.findByText('Heists is private: its link no longer works.')).toBeVisible();
    expect(requestsTo(fetchMock, '3/list/7/sharing', 'PUT').map(({ body }) => body)).toEqual([
      { public: true },
      { public: false },
    ]);
  });

  it('shows the switch on at once, and the link once the server has made it', async () => {
    const answer = deferred<void>();
    listServer({}, {}, { answerWhen: answer.promise });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const control = await publicSwitch();
    await user.click(control);
    expect(control).toBeChecked();
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByLabelText('Share link')).toHaveValue(linkFor(firstShareId));
  });

  it('turns the switch on with the click itself, before any promise settles', async () => {
    const answer = deferred<void>();
    listServer({}, {}, { answerWhen: answer.promise });
    const { queryClient } = renderApp('/library/lists/7', { token: fakeIdToken() });
    const control = await publicSwitch();
    act(() => {
      fireEvent.click(control);
    });
    expect(control).toBeChecked();
    // The cached list says so too, for anything else that reads it meanwhile.
    const lists = queryClient.getQueriesData<ListDetails>({ queryKey: listKey });
    expect(lists.map(([, list]) => list?.public)).toEqual([true]);
    answer.resolve();
    expect(await screen.findByLabelText('Share link')).toHaveValue(linkFor(firstShareId));
    expect(control).toBeChecked();
  });

  it('puts the switch back with the reason when the server refuses', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    listServer({}, { 'PUT 3/list/7/sharing': () => unavailable() });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const control = await publicSwitch();
    await user.click(control);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't make Heists public: the library is unavailable for a moment. It is still private.",
    );
    expect(control).not.toBeChecked();
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
  });

  it('keeps a public list public, link and all, when making it private is refused', async () => {
    listServer(
      { public: true, share_id: firstShareId },
      {
        'PUT 3/list/7/sharing': () =>
          jsonResponse(
            { status_code: 34, status_message: 'The resource you requested could not be found.' },
            404,
          ),
      },
    );
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const control = await publicSwitch();
    expect(control).toBeChecked();
    await user.click(control);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't make Heists private: The resource you requested could not be found. Its link still works.",
    );
    expect(control).toBeChecked();
    expect(screen.getByLabelText('Share link')).toHaveValue(linkFor(firstShareId));
  });

  it('copies the link, and says so', async () => {
    listServer({ public: true, share_id: firstShareId });
    const user = userEvent.setup();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(linkFor(firstShareId));
  });

  it('selects the link to copy by hand when the browser refuses the clipboard', async () => {
    listServer({ public: true, share_id: firstShareId });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await expectSelectedForCopying();
  });

  it('selects the link to copy by hand where there is no clipboard at all', async () => {
    listServer({ public: true, share_id: firstShareId });
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await expectSelectedForCopying();
  });

  it('says how the shared page names a member without a display name, with a way to choose one', async () => {
    listServer({ public: true, share_id: firstShareId });
    renderApp('/library/lists/7', { token: fakeIdToken() });
    const sharing = await screen.findByRole('region', { name: 'Sharing' });
    expect(
      await within(sharing).findByText(/The shared page shows you as “A Marquee member”/),
    ).toBeInTheDocument();
    expect(within(sharing).getByRole('link', { name: 'Choose a display name' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says nothing of names to a member who chose one', async () => {
    const fetchMock = listServer(
      { public: true, share_id: firstShareId },
      { [`${accountPath}/settings`]: { ...defaultSettings, display_name: 'Ada' } },
    );
    renderApp('/library/lists/7', { token: fakeIdToken() });
    await screen.findByLabelText('Share link');
    await waitFor(() => expect(requestsTo(fetchMock, `${accountPath}/settings`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Choose a display name' })).not.toBeInTheDocument(),
    );
  });
});

describe('the Lists tab', () => {
  it('marks the public lists', async () => {
    stubLibrary({
      [`${accountPath}/lists`]: page([
        accountList(7, 'Heists', { public: true, share_id: firstShareId }),
        accountList(8, 'Comfort films'),
      ]),
    });
    renderApp('/library/lists', { token: fakeIdToken() });
    const heists = await screen.findByRole('article', { name: 'Heists' });
    expect(within(heists).getByText('Public')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Comfort films' })).queryByText('Public'),
    ).not.toBeInTheDocument();
  });
});

async function expectSelectedForCopying() {
  expect(
    await screen.findByText(
      "Couldn't copy the link: it is selected, so copy it with Ctrl+C (⌘C on a Mac).",
    ),
  ).toHaveAttribute('role', 'status');
  const field = screen.getByLabelText<HTMLInputElement>('Share link');
  expect(field).toHaveFocus();
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, linkFor(firstShareId).length]);
}
