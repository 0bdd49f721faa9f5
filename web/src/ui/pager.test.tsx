import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { lastPageOf, Pager, pagerItems } from './pager';

describe('Pager', () => {
  it('offers pages 1 to 3 with arrows, marking the current page', () => {
    render(<Pager page={2} lastPage={3} onSelect={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Previous page', '1', '2', '3', 'Next page']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
  });

  it('names itself and its arrows in the page’s language', async () => {
    render(<Pager page={2} lastPage={3} onSelect={() => undefined} />, {
      wrapper: await inLanguage('he'),
    });
    expect(screen.getByRole('navigation', { name: 'ניווט בין דפים' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'הדף הקודם' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'הדף הבא' })).toBeEnabled();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} lastPage={3} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pager page={3} lastPage={3} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('selects the page a button names, or the neighbour an arrow points to', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={2} lastPage={3} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSelect.mock.calls).toEqual([[3], [1], [3]]);
  });

  function shownItems() {
    const list = screen.getByRole('navigation', { name: 'Pagination' }).querySelector('ul');
    return Array.from(list?.children ?? []).map((item) => {
      const button = item.querySelector('button');
      if (!button) return item.textContent;
      return button.getAttribute('aria-label') ?? button.textContent;
    });
  }

  it('shows first, last and a window round the current page, with gaps that are not controls', () => {
    const { rerender } = render(<Pager page={1} lastPage={50} onSelect={() => undefined} />);
    expect(shownItems()).toEqual(['Previous page', '1', '2', '3', '…', '50', 'Next page']);
    rerender(<Pager page={6} lastPage={50} onSelect={() => undefined} />);
    expect(shownItems()).toEqual([
      'Previous page',
      '1',
      '…',
      '4',
      '5',
      '6',
      '7',
      '8',
      '…',
      '50',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    // The ellipses are hidden from assistive technology and never take focus.
    expect(screen.getAllByRole('button')).toHaveLength(9);
    for (const gap of screen.getAllByText('…')) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
      expect(gap).not.toHaveAttribute('tabindex');
    }
    rerender(<Pager page={50} lastPage={50} onSelect={() => undefined} />);
    expect(shownItems()).toEqual(['Previous page', '1', '…', '48', '49', '50', 'Next page']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(pagerItems(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 50]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('caps the last page at a list’s own limit when it has one: the library serves 1000', () => {
    expect(lastPageOf(43_000, 1000)).toBe(1000);
    expect(lastPageOf(700, 1000)).toBe(700);
    expect(lastPageOf(700)).toBe(500);
  });

  it('caps the last page at 500, as TMDB does', () => {
    expect(lastPageOf(43_000)).toBe(500);
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(undefined)).toBe(1);
    render(<Pager page={499} lastPage={lastPageOf(43_000)} onSelect={() => undefined} />);
    expect(shownItems()).toEqual([
      'Previous page',
      '1',
      '…',
      '497',
      '498',
      '499',
      '500',
      'Next page',
    ]);
  });
});
