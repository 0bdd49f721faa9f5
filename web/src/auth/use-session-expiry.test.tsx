import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountPath, answerTitleStates, defaultSettings, statesPath } from '../test/library-stubs';
import { savedFiltersPath } from '../test/saved-filter-stubs';
import { expectConsoleError } from '../test/console';
import { fakeIdToken, jsonResponse, renderApp, tmdbExample } from '../test/utils';
import { refreshIdToken, signIn, signOutOfFirebase } from './firebase-auth';

const sessionExpiredText = 'Your session has expired. Please log in again.';

const refused = { status_code: 3, status_message: 'Authentication failed.', success: false };

/**
 * Our server: the trending lists, the cards' library states, the member's settings and saved
 * filters answer only to `accepted` tokens, with TMDB's 401 otherwise; the genre lists the filters show are
 * public.
 */
function stubServer(accepted: (token: string | undefined) => boolean) {
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const genres = /^\/3\/genre\/(movie|tv)\/list$/.exec(url.pathname)?.[1];
    if (genres) return jsonResponse(tmdbExample(`genre-${genres}-list`));
    const media = /^\/3\/trending\/(movie|tv|person)\/day$/.exec(url.pathname)?.[1];
    const library = url.pathname === `/${statesPath}`;
    const settings = url.pathname === `/${accountPath}/settings`;
    const savedFilters = url.pathname === `/${savedFiltersPath}`;
    if (!media && !library && !settings && !savedFilters)
      return jsonResponse({ status_code: 34, status_message: 'Not found' }, 404);
    const header = (init?.headers as Record<string, string> | undefined)?.Authorization;
    if (!accepted(header?.replace(/^Bearer /, ''))) return jsonResponse(refused, 401);
    if (settings) return jsonResponse(defaultSettings);
    if (savedFilters) return jsonResponse({ results: [] });
    return library ? answerTitleStates()(url) : jsonResponse(tmdbExample(`trending-${media}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The query client logs each request our server refused for good.
const refusedRequestLog =
  /Catalogue request .*(trending|settings|saved-filters).* failed: CatalogueError: Authentication failed/;

describe('an expired session', () => {
  it('is renewed silently when a fresh token is accepted', async () => {
    const stale = fakeIdToken({ iat: 1 });
    const fresh = fakeIdToken({ iat: 2 });
    stubServer((token) => token === fresh);
    vi.mocked(refreshIdToken).mockResolvedValue(fresh);
    const { router } = renderApp('/movies', { token: stale });
    expect(await screen.findByRole('link', { name: 'Scream VI' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/movies');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(fresh);
    // The three lists were refused together and shared one refresh.
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
  });

  it('ends at /login with an explanation when the fresh token is refused too', async () => {
    expectConsoleError(refusedRequestLog);
    stubServer(() => false);
    vi.mocked(refreshIdToken).mockResolvedValue(fakeIdToken({ iat: 2 }));
    const { router } = renderApp('/movies?page=2', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(sessionExpiredText);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('ends when no fresh token can be had, and logging in again returns to the page', async () => {
    expectConsoleError(refusedRequestLog);
    let accepting = false;
    stubServer(() => accepting);
    vi.mocked(refreshIdToken).mockResolvedValue(null);
    const { router } = renderApp('/tv?page=2', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.getByRole('status')).toHaveTextContent(sessionExpiredText);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());

    accepting = true;
    vi.mocked(signIn).mockResolvedValue(fakeIdToken({ iat: 3 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TV shows' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tv?page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
