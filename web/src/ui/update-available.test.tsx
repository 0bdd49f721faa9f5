import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { updateWaits } from '../lib/update-waiting';
import { UpdateAvailable } from './update-available';

describe('UpdateAvailable', () => {
  it('shows nothing until a new version waits, then reloads into it when asked', async () => {
    render(<UpdateAvailable />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const use = vi.fn();
    act(() => updateWaits(use));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Marquee is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(use).toHaveBeenCalledOnce();
  });
});
