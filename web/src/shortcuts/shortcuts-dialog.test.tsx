import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { ShortcutsDialog } from './shortcuts-dialog';

function dialog() {
  return (
    <RouterProvider
      router={createMemoryRouter([
        { path: '*', element: <ShortcutsDialog onClose={() => undefined} /> },
      ])}
    />
  );
}

describe('ShortcutsDialog', () => {
  it('lists every shortcut in the page’s language, the keys as they are typed', async () => {
    render(dialog(), { wrapper: await inLanguage('ja') });
    expect(screen.getByRole('dialog', { name: 'キーボードショートカット' })).toBeInTheDocument();
    const anywhere = screen.getByRole('table', { name: 'どこでも' });
    // Its seven shortcuts under the (visually hidden) header row.
    expect(within(anywhere).getAllByRole('row')).toHaveLength(8);
    expect(anywhere).toHaveTextContent('g次にlライブラリへ移動');
    expect(screen.getByRole('table', { name: '映画・TV番組' })).toHaveTextContent(
      'wウォッチリストに追加・削除',
    );
    expect(screen.getByRole('link', { name: '設定でオフにする' })).toHaveAttribute(
      'href',
      '/settings#keyboard',
    );
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
  });
});
