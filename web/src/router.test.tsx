import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './lib/load-chunk';
import { expectConsoleError } from './test/console';
import { expectDocumentTitle, renderApp, stubCatalogue, tmdbExample } from './test/utils';
import { RouteErrorFallback } from './ui/route-error-fallback';

function failingRoutes(error: unknown) {
  return [
    {
      path: '/',
      errorElement: <RouteErrorFallback />,
      HydrateFallback: () => null,
      children: [
        {
          path: 'broken',
          loader: () => {
            throw error;
          },
          Component: () => null,
        },
      ],
    },
  ];
}

describe('routes', () => {
  it.each(['/nowhere', '/movies/extra', '/details/movie'])(
    'shows Not Found at %s',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      await expectDocumentTitle('Not Found · Marquee');
    },
  );

  it('shows the logged-out navigation with a search box', async () => {
    const noResults = { page: 1, results: [], total_pages: 1, total_results: 0 };
    stubCatalogue({
      '3/search/multi': noResults,
      '3/search/movie': noResults,
      '3/search/tv': noResults,
      '3/search/person': noResults,
    });
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Marquee' }));
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Login' }));
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Register' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.setup().type(search, 'dune{Enter}');
    expect(search).toHaveValue('dune');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "dune"' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Movies (0)' })).toBeInTheDocument();
  });

  it.each(['/company/1', '/company/1/tv', '/network/1', '/keyword/1/movie'])(
    'keeps %s for members: a visitor is sent to log in',
    async (path) => {
      const fetchMock = stubCatalogue({});
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Login' });
      expect(router.state.location.pathname).toBe('/login');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows a collection to a visitor, as a movie is', async () => {
    const collection = tmdbExample<{ id: number; name: string }>('collection-details');
    stubCatalogue({ [`3/collection/${collection.id}`]: collection });
    const { router } = renderApp(`/collection/${collection.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: collection.name }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/collection/${collection.id}`);
  });

  it('has a skip link that moves focus to the main content', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the error fallback with the error message and a way home', async () => {
    expectConsoleError(/Error: Something broke/);
    renderApp('/broken', { routes: failingRoutes(new Error('Something broke')) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the status text of a thrown response', async () => {
    renderApp('/broken', {
      routes: failingRoutes(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('shows a chunk load failure with its type and URL', async () => {
    expectConsoleError(/ChunkLoadError: Loading chunk home-page failed/);
    const error = new ChunkLoadError(
      'home-page',
      'missing',
      'http://localhost:3000/static/js/home-page-x.js',
    );
    renderApp('/broken', { routes: failingRoutes(error) });
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === error.message,
      ),
    ).toBeInTheDocument();
  });
});
