import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubLibrary } from '../test/library-stubs';
import { expectDocumentTitle, renderApp } from '../test/utils';
import { renderSettings, settingsServer } from './settings-test-stubs';

describe('the settings page', () => {
  it('has a section for the profile, my services, saved filters, import, export and deleting, and asks only for the settings, the saved filters and the regions', async () => {
    const fetchMock = stubLibrary(settingsServer().routes);
    await renderSettings();
    await expectDocumentTitle('Settings · Marquee');
    for (const name of ['Profile', 'My services', 'Saved filters', 'Import', 'Export', 'Delete'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Display name')).toBeInTheDocument());
    expect(screen.getByLabelText('Import file')).toHaveAttribute('accept', '.zip,.csv,.json');
    expect(screen.getByRole('button', { name: 'Export (JSON)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText('Region')).toBeEnabled());
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname).sort()).toEqual(
      [
        '/3/account/uid-1/settings',
        '/3/account/uid-1/saved_filters',
        '/3/watch/providers/regions',
      ].sort(),
    );
  });

  it('sends visitors to log in first', async () => {
    stubLibrary({});
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
