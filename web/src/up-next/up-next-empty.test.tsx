import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { UpNextEmpty } from './up-next-empty';

describe('UpNextEmpty', () => {
  it('says what to do next in the language the page speaks, its link in the sentence', async () => {
    render(
      <MemoryRouter>
        <UpNextEmpty tab="watching" total={0} />
      </MemoryRouter>,
      { wrapper: await inLanguage('fr') },
    );
    expect(screen.getByRole('link', { name: 'Séries' })).toHaveAttribute('href', '/tv');
    expect(
      screen.getByText(/^Rien à regarder pour l’instant\. Ouvrez une série depuis/),
    ).toBeVisible();
  });
});
