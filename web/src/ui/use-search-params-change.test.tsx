import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsChange } from './use-search-params-change';

function Filters() {
  const [searchParams, changeSearchParams] = useSearchParamsChange();
  return (
    <>
      <p>Shown: {searchParams.toString() || 'nothing'}</p>
      <button
        type="button"
        onClick={() => changeSearchParams((params) => params.set('genre', '18'))}
      >
        Drama
      </button>
      <button
        type="button"
        onClick={() => changeSearchParams((params) => params.set('year', '1999'))}
      >
        1999
      </button>
    </>
  );
}

/** As in the app: a loader, so a navigation ends after it and renders in a transition. */
function renderFilters(path = '/') {
  const router = createMemoryRouter(
    [{ path: '/', element: <Filters />, loader: () => null, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSearchParamsChange', () => {
  it('keeps both of two changes made before the page shows the first', async () => {
    const router = renderFilters('/?page=3');
    await screen.findByText('Shown: page=3');
    // One act: React renders nothing until both handlers have run, as on a busy page.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Drama' }));
      fireEvent.click(screen.getByRole('button', { name: '1999' }));
    });
    await screen.findByText(/Shown: page=3&/);
    expect(router.state.location.search).toBe('?page=3&genre=18&year=1999');
  });

  it('starts a change from where back took the page, not from the last change', async () => {
    const user = userEvent.setup();
    const router = renderFilters();
    await user.click(await screen.findByRole('button', { name: 'Drama' }));
    await screen.findByText('Shown: genre=18');
    await act(() => router.navigate(-1));
    await screen.findByText('Shown: nothing');
    await user.click(screen.getByRole('button', { name: '1999' }));
    await screen.findByText('Shown: year=1999');
    expect(router.state.location.search).toBe('?year=1999');
  });

  it('adds no history entry for a change that changes nothing', async () => {
    const user = userEvent.setup();
    const router = renderFilters('/?genre=18');
    await user.click(await screen.findByRole('button', { name: 'Drama' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?genre=18');
  });
});
