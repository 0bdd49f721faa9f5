import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console';
import { inLanguage } from '../test/english-intl';
import { RouteErrorFallback, routeErrorMessage } from './route-error-fallback';

function failingPage(error: unknown) {
  return (
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '*',
          loader: () => {
            throw error;
          },
          element: null,
          errorElement: <RouteErrorFallback />,
        },
      ])}
    />
  );
}

describe('routeErrorMessage', () => {
  it('gives the error’s own words, else its status, else says it is unknown', () => {
    expect(routeErrorMessage(new Error('Loading chunk x failed.'))).toEqual({
      id: 'ui.routeError.message',
      values: { message: 'Loading chunk x failed.' },
    });
    expect(routeErrorMessage(42)).toEqual({ id: 'ui.routeError.unknown' });
  });
});

describe('RouteErrorFallback', () => {
  it('says so in the page’s language, with the error’s own words', async () => {
    expectConsoleError(/Kaputt/);
    render(failingPage(new Error('Kaputt')), { wrapper: await inLanguage('de') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unerwarteter Anwendungsfehler!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kaputt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(document.title).toBe('Fehler · Marquee');
  });
});
