import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { libraryStateRoutes } from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';
import { signIn, signOutOfFirebase, watchIdToken } from '../auth/firebase-auth';

async function logIn(email = 'ada@example.com', password = 'secret123') {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('stores the token, shows the logged-in navigation and goes home', async () => {
    stubCatalogue({
      '3/trending/movie/day': tmdbExample('trending-movie'),
      '3/trending/tv/day': tmdbExample('trending-tv'),
      '3/trending/person/day': tmdbExample('trending-person'),
      ...libraryStateRoutes(),
    });
    const token = fakeIdToken();
    vi.mocked(signIn).mockResolvedValue(token);
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await expectDocumentTitle('Login · Marquee');
    await logIn();
    await screen.findByRole('heading', { name: 'Top trending movies by day' });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe(token);
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret123');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Movies', 'People', 'Tv'])
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('does not validate on the client: an empty form goes to the provider', async () => {
    vi.mocked(signIn).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-email).'), {
        code: 'auth/invalid-email',
      }),
    );
    expectConsoleError(/Login failed: .*auth\/invalid-email/);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is not valid.');
    expect(signIn).toHaveBeenCalledWith('', '');
  });

  it('shows the provider error above the form and keeps what was typed', async () => {
    vi.mocked(signIn).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    expectConsoleError(/Login failed: .*auth\/invalid-credential/);
    renderApp('/login');
    await logIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out: clears the token, signs out of Firebase and goes to /login', async () => {
    stubCatalogue({
      '3/movie/11': tmdbExample('movie-details'),
      ...libraryStateRoutes({ mediaType: 'movie', id: 11 }),
    });
    const { router } = renderApp('/details/movie/11', { token: fakeIdToken() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('keeps the stored token in step with the SDK and drops it when the SDK signs the user out', async () => {
    let emit: (token: string | null) => void = () => undefined;
    vi.mocked(watchIdToken).mockImplementation((callback) => {
      emit = callback;
      return () => undefined;
    });
    stubCatalogue({ '3/person/31': tmdbExample('person-details') });
    renderApp('/details/person/31', { token: fakeIdToken() });
    await screen.findByRole('button', { name: 'Logout' });
    const refreshed = fakeIdToken({ iat: 1 });
    // The SDK calls back outside React: act() lets React finish what the call changed.
    act(() => emit(refreshed));
    expect(localStorage.getItem('token')).toBe(refreshed);
    act(() => emit(null));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
