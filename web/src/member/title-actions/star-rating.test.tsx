import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../test/english-intl';
import { RatingControl } from './rating-control';

function rating(stored: number) {
  return <RatingControl stored={stored} disabled={false} onRate={() => undefined} />;
}

describe('the stars in another language', () => {
  it('are named and read out in French, with its decimal comma', async () => {
    render(rating(7.5), { wrapper: await inLanguage('fr') });
    const slider = screen.getByRole('slider', { name: 'Votre note' });
    expect(slider).toHaveAttribute('aria-valuetext', '7,5 sur 10');
    expect(screen.getByText('7,5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer la note' })).toBeInTheDocument();
  });

  it('say "Not rated" at 0 in English', () => {
    render(rating(0));
    expect(screen.getByRole('slider', { name: 'Your rating' })).toHaveAttribute(
      'aria-valuetext',
      'Not rated',
    );
  });
});
