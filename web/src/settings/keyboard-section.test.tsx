import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { keepShortcutsOn, shortcutsOn } from '../lib/shortcuts-preference';
import { KeyboardSection } from './keyboard-section';

afterEach(() => {
  keepShortcutsOn(true);
});

describe('the Keyboard section', () => {
  it('turns the shortcuts off and on at once, for this browser', async () => {
    const user = userEvent.setup();
    render(<KeyboardSection />);
    const region = screen.getByRole('region', { name: 'Keyboard' });
    const box = screen.getByRole('checkbox', { name: 'Keyboard shortcuts' });
    expect(region).toContainElement(box);
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Press \? anywhere to see them/);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(shortcutsOn()).toBe(false);
    await user.click(box);
    expect(shortcutsOn()).toBe(true);
  });

  it('shows them off when this browser turned them off', () => {
    keepShortcutsOn(false);
    render(<KeyboardSection />);
    expect(screen.getByRole('checkbox', { name: 'Keyboard shortcuts' })).not.toBeChecked();
  });
});
