import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the stars on a right-to-left page', () => {
  it('fill from the right: the left arrow gives half a star more, the right one takes it back', async () => {
    render(
      <div dir="rtl">
        <RatingControl stored={5} disabled={false} onRate={() => undefined} />
      </div>,
    );
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '5.5');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '4.5');
  });
});
