import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { LibraryTotalsList } from './library-totals-list';

function lines(name: string): Array<string | null> {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the totals a deletion would take', () => {
  it('counts each kind, and says which are still being counted', () => {
    render(
      <LibraryTotalsList
        totals={{
          watchlist: 1024,
          ratings: undefined,
          diary: 1,
          favorites: 0,
          lists: 2,
          isError: false,
        }}
      />,
    );
    expect(lines('What will be deleted')).toEqual([
      '1,024 titles on your watchlist',
      'Counting ratings…',
      '1 diary entry',
      '0 favourites',
      '2 lists',
    ]);
  });

  it('speaks the page’s language, with its plural forms', async () => {
    render(
      <LibraryTotalsList
        totals={{ watchlist: 100, ratings: 12, diary: 2, favorites: 0, lists: 3, isError: false }}
      />,
      { wrapper: await inLanguage('ar') },
    );
    expect(lines('ما سيُحذف')).toEqual([
      '100 عنوان في قائمة المشاهدة',
      '12 تقييمًا',
      'إدخالان في اليوميات',
      'لا عناصر مفضّلة',
      '3 قوائم',
    ]);
  });
});
