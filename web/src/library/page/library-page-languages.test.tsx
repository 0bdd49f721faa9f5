import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { inLanguage } from '../../test/english-intl';
import {
  accountList,
  accountPath,
  diaryEntry,
  movie,
  page,
  stubLibrary,
  tv,
} from '../../test/library-stubs';
import { expectDocumentTitle, fakeIdToken, renderApp } from '../../test/utils';
import { LibraryPage } from './library-page';

/** The library's page for a member, in the page's `language`. */
async function renderLibraryIn(language: Language, path: string) {
  renderApp(path, {
    token: fakeIdToken(),
    routes: [{ path: '/library/:tab', element: <LibraryPage /> }],
    wrapper: await inLanguage(language),
  });
}

describe('the library in another language', () => {
  it('speaks Arabic on the Lists tab: its tabs, its counts with Arabic plurals, its dates', async () => {
    const updated = '2026-11-12T12:00:00.000Z';
    stubLibrary({
      [`${accountPath}/lists`]: page([
        accountList(7, 'Heists', { item_count: 12, updated_at: updated, public: true }),
        accountList(8, 'Rainy days', { item_count: 2, updated_at: updated }),
      ]),
    });
    await renderLibraryIn('ar', '/library/lists');
    expect(await screen.findByText('قائمتان')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المكتبة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'القوائم' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'قائمة المشاهدة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قائمة جديدة' })).toBeInTheDocument();
    const heists = screen.getByRole('article', { name: 'Heists' });
    expect(within(heists).getByText('12 عنوانًا')).toBeInTheDocument();
    expect(within(heists).getByText('عامة')).toBeInTheDocument();
    // The day where the reader is, as the Lists tab in English says it.
    const localDay = new Date(updated).toLocaleDateString('ar', { dateStyle: 'long' });
    expect(within(heists).getByText(localDay)).toHaveAttribute('datetime', updated);
    expect(within(heists).getByText(localDay).parentElement).toHaveTextContent(
      `حُدّثت في ${localDay}`,
    );
    const rainy = screen.getByRole('article', { name: 'Rainy days' });
    expect(within(rainy).getByText('عنوانان')).toBeInTheDocument();
    await expectDocumentTitle('القوائم · المكتبة · Marquee');
  });

  it('speaks French in the diary: its months, its days, its sorts and its ratings', async () => {
    stubLibrary({
      [`${accountPath}/diary`]: page([
        diaryEntry(3, movie(603, 'The Matrix'), '2026-11-30', { rating: 7.5 }),
        diaryEntry(2, tv(1399, 'Game of Thrones'), '2026-11-02'),
        diaryEntry(1, movie(550, 'Fight Club'), '2026-10-01'),
      ]),
    });
    await renderLibraryIn('fr', '/library/watched');
    expect(await screen.findByText('3 visionnages')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['novembre 2026', 'octobre 2026']);
    const november = screen.getByRole('region', { name: 'novembre 2026' });
    expect(
      within(november)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['The Matrix, vu le 30 novembre 2026', 'Game of Thrones, vu le 2 novembre 2026']);
    const matrix = within(november).getByRole('article', { name: /^The Matrix/ });
    // French puts a no-break space before the colon; the matcher reads it as a space.
    expect(matrix).toHaveTextContent('Votre note : 7,5 sur 10');
    expect(within(matrix).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue(
      'Date de visionnage',
    );
    expect(screen.getByRole('option', { name: 'Années 1990' })).toBeInTheDocument();
    await expectDocumentTitle('Vus · Bibliothèque · Marquee');
  });
});
