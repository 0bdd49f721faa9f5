import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar';

function renderNavbar(loggedIn: boolean, path = '/', hasLibrary = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar loggedIn={loggedIn} hasLibrary={hasLibrary} onLogout={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Navbar', () => {
  it('gives members Up next, Library and Settings links after the catalogue links', () => {
    const nav = renderNavbar(true);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Marquee',
      'Home',
      'Movies',
      'People',
      'Tv',
      'Up next',
      'Calendar',
      'Library',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Up next' })).toHaveAttribute('href', '/up-next');
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('marks Library as the current section on every library address', () => {
    const nav = renderNavbar(true, '/library/lists/7');
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows members no Library link where there is no library (the app reading TMDB directly)', () => {
    const nav = renderNavbar(true, '/', false);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Marquee', 'Home', 'Movies', 'People', 'Tv']);
  });

  it('shows no Up next, Library or Settings link to visitors', () => {
    const nav = renderNavbar(false);
    expect(within(nav).queryByRole('link', { name: 'Up next' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Library' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
