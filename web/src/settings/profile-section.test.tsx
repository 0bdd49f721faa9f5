import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubLibrary, unavailable } from '../test/library-stubs';
import { renderSettings, settingsPath, settingsServer } from './settings-test-stubs';

async function profile() {
  await renderSettings();
  const section = screen.getByRole('region', { name: 'Profile' });
  await within(section).findByLabelText('Display name');
  return within(section);
}

describe('the Profile section', () => {
  it('saves a display name, trimmed', async () => {
    const server = settingsServer();
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    const section = await profile();
    await user.type(section.getByLabelText('Display name'), '  Ada Lovelace ');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(
      await section.findByText('Saved: your shared lists show Ada Lovelace.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body)).toEqual([
      { display_name: 'Ada Lovelace' },
    ]);
  });

  it('removes the display name when the field is emptied', async () => {
    const server = settingsServer({ display_name: 'Ada' });
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    const section = await profile();
    const field = section.getByLabelText('Display name');
    expect(field).toHaveValue('Ada');
    await user.clear(field);
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Display name removed.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body)).toEqual([
      { display_name: null },
    ]);
  });

  it('refuses a name over 50 characters without asking the server', async () => {
    const fetchMock = stubLibrary(settingsServer().routes);
    const user = userEvent.setup();
    const section = await profile();
    const field = section.getByLabelText('Display name');
    await user.type(field, 'x'.repeat(51));
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/A display name is at most 50 characters\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, settingsPath, 'PUT')).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const server = settingsServer();
    stubLibrary({ ...server.routes, [`PUT ${settingsPath}`]: () => unavailable() });
    const user = userEvent.setup();
    const section = await profile();
    await user.type(section.getByLabelText('Display name'), 'Ada');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      "Couldn't save your display name: Service offline. Try again in a moment.",
    );
    expect(section.getByLabelText('Display name')).toHaveValue('Ada');
  });

  it('turns Hide watched on and off, as the server keeps it', async () => {
    const server = settingsServer();
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    const section = await profile();
    const hide = section.getByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(hide).toBeEnabled());
    expect(hide).not.toBeChecked();
    await user.click(hide);
    expect(hide).toBeChecked();
    await waitFor(() => expect(server.settings.hide_watched).toBe(true));
    await user.click(hide);
    await waitFor(() => expect(server.settings.hide_watched).toBe(false));
    expect(hide).not.toBeChecked();
    expect(requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body)).toEqual([
      { hide_watched: true },
      { hide_watched: false },
    ]);
  });

  it('puts Hide watched back when the server refuses', async () => {
    stubLibrary({ ...settingsServer().routes, [`PUT ${settingsPath}`]: () => unavailable() });
    const user = userEvent.setup();
    const section = await profile();
    const hide = section.getByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(hide).toBeEnabled());
    await user.click(hide);
    expect(await section.findByRole('alert')).toHaveTextContent(
      "Couldn't change Hide watched: Service offline.",
    );
    expect(hide).not.toBeChecked();
  });
});
