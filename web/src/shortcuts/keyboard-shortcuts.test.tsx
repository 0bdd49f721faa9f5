import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/utils';
import { keepShortcutsOn } from '../lib/shortcuts-preference';

/*
 * The shortcuts in the app as a visitor meets them: on a page with nothing to load (Not Found),
 * so every press is the shortcut's doing. The member pages' "g" targets send a visitor to log in,
 * with where they were going.
 */

afterEach(() => {
  keepShortcutsOn(true);
});

async function notFound() {
  const user = userEvent.setup();
  const view = renderApp('/nowhere');
  await screen.findByRole('heading', { level: 1, name: 'Not Found' });
  return { user, ...view };
}

describe('keyboard shortcuts', () => {
  it('focuses the search box with /, typing nothing into it', async () => {
    const { user } = await notFound();
    await user.keyboard('/');
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
  });

  it('goes to a page with g then its key', async () => {
    const { user, router } = await notFound();
    await user.keyboard('gm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/movies' });
  });

  it('opens "Keyboard shortcuts" with ?, listing them all, and Escape closes it', async () => {
    const { user } = await notFound();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const anywhere = screen.getByRole('table', { name: 'Anywhere' });
    expect(anywhere).toHaveTextContent('gthenlGo to Library');
    expect(screen.getByRole('table', { name: 'A movie or show' })).toHaveTextContent(
      'wAdd to or remove from the watchlist',
    );
    expect(dialog).toContainElement(
      screen.getByRole('link', { name: 'Turn them off in Settings' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never acts while somebody types in a field', async () => {
    const { user, router } = await notFound();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('gm?');
    expect(search).toHaveValue('gm?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere');
  });

  it('never acts behind an open dialog', async () => {
    const { user, router } = await notFound();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('gm/');
    expect(router.state.location.pathname).toBe('/nowhere');
    expect(screen.getByRole('combobox', { name: 'Search' })).not.toHaveFocus();
  });

  it('does nothing once turned off', async () => {
    keepShortcutsOn(false);
    const { user, router } = await notFound();
    await user.keyboard('/?gm');
    expect(screen.getByRole('combobox', { name: 'Search' })).not.toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere');
  });
});
