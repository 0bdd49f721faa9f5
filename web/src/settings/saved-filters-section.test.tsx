import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubLibrary } from '../test/library-stubs';
import { savedFilter, savedFiltersPath, savedFiltersServer } from '../test/saved-filter-stubs';
import { jsonResponse } from '../test/utils';
import { renderSettings, settingsServer } from './settings-test-stubs';

const saved = [
  savedFilter(11, 'Dramas', { query: 'genre=18', pinned: true }),
  savedFilter(12, 'Sitcoms', { media_type: 'tv', query: 'genre=35' }),
  savedFilter(13, 'Best rated', { query: 'sort=rated', pinned: true }),
];

async function savedFiltersSection(options: Parameters<typeof savedFiltersServer>[1] = {}) {
  const server = savedFiltersServer(saved, options);
  const fetchMock = stubLibrary({ ...settingsServer().routes, ...server.routes });
  await renderSettings();
  const section = within(screen.getByRole('region', { name: 'Saved filters' }));
  const list = await section.findByRole('list', { name: 'Saved filters' });
  const names = () =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]?.textContent);
  return { server, fetchMock, section, list, names, user: userEvent.setup() };
}

describe('saved filters in Settings', () => {
  it('lists them in order, each leading to its browse page, with whether Home shows it', async () => {
    const { list, names } = await savedFiltersSection();
    expect(names()).toEqual(['Dramas', 'Sitcoms', 'Best rated']);
    const [dramas, sitcoms] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sitcoms).getByRole('link', { name: 'Sitcoms' })).toHaveAttribute(
      'href',
      '/tv?genre=35',
    );
    expect(within(sitcoms).getByText('TV shows')).toBeInTheDocument();
    expect(within(dramas).getByRole('checkbox', { name: 'Show on Home' })).toBeChecked();
    expect(within(sitcoms).getByRole('checkbox', { name: 'Show on Home' })).not.toBeChecked();
    expect(within(dramas).getByRole('checkbox')).toHaveAccessibleDescription('Dramas');
    expect(within(dramas).getByRole('button', { name: 'Move up Dramas' })).toBeDisabled();
  });

  it('moves one down and up, keeping the focus on it and saying where it went', async () => {
    const { server, fetchMock, section, names, user } = await savedFiltersSection();
    const down = section.getByRole('button', { name: 'Move down Dramas' });
    await user.click(down);
    expect(names()).toEqual(['Sitcoms', 'Dramas', 'Best rated']);
    expect(section.getByRole('status')).toHaveTextContent('Dramas moved to 2 of 3.');
    await waitFor(() =>
      expect(server.state.filters.map((filter) => filter.name)).toEqual([
        'Sitcoms',
        'Dramas',
        'Best rated',
      ]),
    );
    expect(requestsTo(fetchMock, `${savedFiltersPath}/11`, 'PUT').map((r) => r.body)).toEqual([
      { position: 1 },
    ]);
    expect(section.getByRole('button', { name: 'Move down Dramas' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Sitcoms', 'Best rated', 'Dramas']);
    // At the end its "down" is off: the focus goes to its "up".
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Move up Dramas' })).toHaveFocus(),
    );
  });

  it('shows one on Home or not, and renames it', async () => {
    const { server, section, list, user } = await savedFiltersSection();
    const sitcoms = within(within(list).getAllByRole('listitem')[1]!);
    await user.click(sitcoms.getByRole('checkbox', { name: 'Show on Home' }));
    expect(section.getByRole('status')).toHaveTextContent('Sitcoms is shown on Home.');
    await waitFor(() => expect(server.state.filters[1]?.pinned).toBe(true));

    await user.click(sitcoms.getByRole('button', { name: 'Rename Sitcoms' }));
    const field = sitcoms.getByLabelText('New name for Sitcoms');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(sitcoms.getByRole('button', { name: 'Save name' }));
    expect(sitcoms.getByRole('alert')).toHaveTextContent('A saved filter needs a name.');
    await user.type(field, ' Comedies {Enter}');
    expect(await within(list).findByRole('link', { name: 'Comedies' })).toBeInTheDocument();
    await waitFor(() => expect(server.state.filters[1]?.name).toBe('Comedies'));
  });

  it('removes one only once asked, the focus going to the next', async () => {
    const { server, section, names, user } = await savedFiltersSection();
    await user.click(section.getByRole('button', { name: 'Remove Sitcoms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove saved filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['Dramas', 'Sitcoms', 'Best rated']);
    expect(section.getByRole('button', { name: 'Remove Sitcoms' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const asked = await screen.findByRole('dialog', { name: 'Remove saved filter' });
    await user.click(within(asked).getByRole('button', { name: 'Remove' }));
    expect(names()).toEqual(['Dramas', 'Best rated']);
    expect(section.getByRole('status')).toHaveTextContent('Sitcoms removed.');
    await waitFor(() => expect(server.state.filters).toHaveLength(2));
    await waitFor(() => expect(section.getByRole('link', { name: 'Best rated' })).toHaveFocus());
  });

  it('puts a refused change back and says why', async () => {
    const { section, names, user } = await savedFiltersSection({
      refuse: () =>
        jsonResponse(
          { status_code: 5, status_message: 'position must be >= 0.', success: false },
          422,
        ),
    });
    await user.click(section.getByRole('button', { name: 'Move up Sitcoms' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      "Couldn't move Sitcoms: position must be >= 0.",
    );
    expect(names()).toEqual(['Dramas', 'Sitcoms', 'Best rated']);
    expect(section.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when there is none', async () => {
    stubLibrary({ ...settingsServer().routes, ...savedFiltersServer().routes });
    await renderSettings();
    const section = within(screen.getByRole('region', { name: 'Saved filters' }));
    expect(await section.findByText(/No saved filters yet/)).toBeInTheDocument();
  });
});
