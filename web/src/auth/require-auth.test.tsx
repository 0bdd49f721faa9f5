import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { libraryStateRoutes } from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';
import { signIn } from './firebase-auth';

function stubTrending() {
  stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/genre/tv/list': tmdbExample('genre-tv-list'),
    ...libraryStateRoutes(),
  });
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = renderApp('/movies');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats an expired token as none and removes it', async () => {
    const { router } = renderApp('/movies', {
      token: fakeIdToken({ exp: Math.floor(Date.now() / 1000) - 60 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats a token that cannot be decoded as none and removes it', async () => {
    const { router } = renderApp('/tv', { token: 'not-a-jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets a user with a valid token through', async () => {
    stubTrending();
    const token = fakeIdToken();
    const { router } = renderApp('/people', { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/people');
    expect(localStorage.getItem('token')).toBe(token);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('returns to the page the visitor wanted after logging in', async () => {
    stubTrending();
    vi.mocked(signIn).mockResolvedValue(fakeIdToken());
    const user = userEvent.setup();
    const { router } = renderApp('/tv?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TV shows' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tv?page=2');
    // The page's own requests are answered: the list and the genre filter.
    expect(await screen.findByRole('option', { name: 'Drama' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
