import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { NotFound } from './not-found';

function notFoundPage() {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element: <NotFound /> }])} />;
}

describe('NotFound', () => {
  it('says so in English, the app’s own language', () => {
    render(notFoundPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found · Marquee');
  });

  it('says so in the language the page speaks', async () => {
    render(notFoundPage(), { wrapper: await inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
    expect(document.title).toBe('Introuvable · Marquee');
  });
});
