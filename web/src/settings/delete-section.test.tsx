import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deleteSignedInUser, reauthenticate, watchIdToken } from '../auth/firebase-auth';
import {
  accountPath,
  page,
  requestsTo,
  status,
  stubLibrary,
  unavailable,
} from '../test/library-stubs';
import { jsonResponse, type CatalogueRoutes } from '../test/utils';
import { captureDownloads } from './download-capture';
import { libraryPath, renderSettings, settingsPath, settingsServer } from './settings-test-stubs';

const accountDeletedNotice = 'Your account was deleted, with everything Marquee kept for you.';

/** A library of 12 on the watchlist, 40 ratings, 1 diary entry, no favourites, 2 lists. */
const totalsRoutes: CatalogueRoutes = {
  [`${accountPath}/watchlist`]: page([], 12),
  [`${accountPath}/rated`]: page([], 40),
  [`${accountPath}/diary`]: page([], 1),
  [`${accountPath}/favorite`]: page([], 0),
  [`${accountPath}/lists`]: page([], 2),
  [`${accountPath}/export`]: () =>
    new Response('{}', {
      headers: { 'Content-Disposition': 'attachment; filename="marquee-library-2026-03-01.json"' },
    }),
};

async function openDialog(button: 'Delete my data' | 'Delete my account') {
  const user = userEvent.setup();
  await renderSettings();
  const section = within(screen.getByRole('region', { name: 'Delete' }));
  await user.click(section.getByRole('button', { name: button }));
  const dialog = within(
    await screen.findByRole('dialog', {
      name: button === 'Delete my data' ? 'Delete your data?' : 'Delete your account?',
    }),
  );
  return { user, section, dialog };
}

async function expectTotals(dialog: ReturnType<typeof within>) {
  const list = dialog.getByRole('list', { name: 'What will be deleted' });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12 titles on your watchlist',
      '40 ratings',
      '1 diary entry',
      '0 favourites',
      '2 lists',
    ]),
  );
}

describe('the Delete section', () => {
  it('names what Delete my data takes, offers the export first, then deletes it', async () => {
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => jsonResponse(status.deleted),
    });
    const saved = captureDownloads();
    const { user, section, dialog } = await openDialog('Delete my data');
    await expectTotals(dialog);

    await user.click(dialog.getByRole('button', { name: 'Export (JSON)' }));
    expect(await dialog.findByText('Saved marquee-library-2026-03-01.json.')).toBeInTheDocument();
    expect(saved.map(({ name }) => name)).toEqual(['marquee-library-2026-03-01.json']);
    expect(requestsTo(fetchMock, libraryPath)).toEqual([]);

    const settingsReads = requestsTo(fetchMock, settingsPath, 'GET').length;
    await user.click(dialog.getByRole('button', { name: 'Delete my data' }));
    expect(
      await section.findByText('Your data was deleted. Your account is still here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, libraryPath).map(({ method }) => method)).toEqual(['DELETE']);
    // The library's reads are asked again, so nothing of the old library stays on screen.
    await waitFor(() =>
      expect(requestsTo(fetchMock, settingsPath, 'GET').length).toBeGreaterThan(settingsReads),
    );
    expect(vi.mocked(deleteSignedInUser)).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => unavailable(),
    });
    const { user, dialog } = await openDialog('Delete my data');
    await user.click(dialog.getByRole('button', { name: 'Delete my data' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Couldn't delete your data: Service offline. Try again in a moment.",
    );
    expect(dialog.getByRole('button', { name: 'Delete my data' })).toBeEnabled();
  });

  it('deletes the account after the password: Firebase again, the data, the account, then login', async () => {
    const calls: string[] = [];
    vi.mocked(reauthenticate).mockImplementation((password) => {
      calls.push(`reauthenticate ${password}`);
      return Promise.resolve();
    });
    vi.mocked(deleteSignedInUser).mockImplementation(() => {
      calls.push('delete the account');
      return Promise.resolve();
    });
    stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => {
        calls.push('delete the data');
        return jsonResponse(status.deleted);
      },
    });
    const { user, dialog } = await openDialog('Delete my account');
    expect(
      dialog.getByText(/Your account \(ada@example\.com\) will be deleted/),
    ).toBeInTheDocument();
    await expectTotals(dialog);
    expect(dialog.getByRole('button', { name: 'Export (JSON)' })).toBeEnabled();
    await user.type(dialog.getByLabelText('Password'), 's3cret!');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(accountDeletedNotice);
    expect(calls).toEqual(['reauthenticate s3cret!', 'delete the data', 'delete the account']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('lands on /login with the notice also when Firebase ends the session by itself first', async () => {
    const sdkListeners: Array<(token: string | null) => void> = [];
    vi.mocked(watchIdToken).mockImplementation((onToken) => {
      sdkListeners.push(onToken);
      return () => undefined;
    });
    vi.mocked(deleteSignedInUser).mockImplementation(() => {
      // As the SDK does for a deleted user: its listeners hear the session end.
      for (const listener of sdkListeners) listener(null);
      return Promise.resolve();
    });
    stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => jsonResponse(status.deleted),
    });
    const { user, dialog } = await openDialog('Delete my account');
    await user.type(dialog.getByLabelText('Password'), 's3cret!');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(accountDeletedNotice);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('deletes nothing when the password is wrong, and says so', async () => {
    vi.mocked(reauthenticate).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      }),
    );
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => jsonResponse(status.deleted),
    });
    const { user, dialog } = await openDialog('Delete my account');
    await user.type(dialog.getByLabelText('Password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(requestsTo(fetchMock, libraryPath)).toEqual([]);
    expect(vi.mocked(deleteSignedInUser)).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('asks for the password before anything else', async () => {
    stubLibrary({ ...settingsServer().routes, ...totalsRoutes });
    const { user, dialog } = await openDialog('Delete my account');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Enter your password.');
    expect(vi.mocked(reauthenticate)).not.toHaveBeenCalled();
  });

  it('keeps the account when its data cannot be deleted', async () => {
    stubLibrary({
      ...settingsServer().routes,
      ...totalsRoutes,
      [`DELETE ${libraryPath}`]: () => unavailable(),
    });
    const { user, dialog } = await openDialog('Delete my account');
    await user.type(dialog.getByLabelText('Password'), 's3cret!');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Couldn't delete your data, so your account was kept: Service offline.",
    );
    expect(vi.mocked(deleteSignedInUser)).not.toHaveBeenCalled();
  });
});
