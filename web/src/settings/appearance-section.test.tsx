import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { AppearanceSection } from './appearance-section';

function colorScheme(): string | null | undefined {
  return document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');
}

afterEach(() => {
  document.cookie = 'marquee_theme=; Path=/; Max-Age=0';
  delete document.documentElement.dataset.theme;
  document.querySelector('meta[name="color-scheme"]')?.remove();
});

describe('the Appearance section', () => {
  it('shows the theme the page is in, and turns the page at once to the one chosen', async () => {
    document.documentElement.dataset.theme = 'dark';
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'dark';
    document.head.append(meta);
    const user = userEvent.setup();
    render(<AppearanceSection />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(group).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(colorScheme()).toBe('light');
    expect(document.cookie).toContain('marquee_theme=light');

    await user.click(screen.getByRole('radio', { name: "Follow this device's setting" }));
    expect(document.documentElement.dataset.theme).toBe('system');
    expect(colorScheme()).toBe('light dark');
    expect(document.cookie).toContain('marquee_theme=system');
  });

  it('reads a page with no theme on it as dark, Marquee’s own', () => {
    render(<AppearanceSection />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('names the themes in the page’s language', async () => {
    render(<AppearanceSection />, { wrapper: await inLanguage('ar') });
    const region = screen.getByRole('region', { name: 'المظهر' });
    expect(within(region).getByRole('group', { name: 'السمة' })).toBeInTheDocument();
    expect(within(region).getByRole('radio', { name: 'داكن' })).toBeChecked();
    expect(
      within(region).getByRole('radio', { name: 'اتّباع إعداد هذا الجهاز' }),
    ).toBeInTheDocument();
  });
});
