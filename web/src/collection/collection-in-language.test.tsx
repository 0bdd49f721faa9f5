import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionPart as part } from '../test/catalogue-fixtures';
import { inLanguage } from '../test/english-intl';
import { renderApp, stubCatalogue } from '../test/utils';
import { collectionRoutes } from './collection-route';

const saga: CollectionDetails = {
  id: 7,
  name: 'The Lantern Saga',
  original_language: 'en',
  original_name: 'The Lantern Saga',
  overview: 'A lighthouse keeper and her heirs.',
  poster_path: '/lantern.jpg',
  backdrop_path: null,
  parts: [part(71, 'Lantern', '2001-05-04'), part(72, 'Lantern II', '2004-06-01')],
};

describe('CollectionPage in another language', () => {
  it('counts and labels the movies in Arabic, with its dual', async () => {
    stubCatalogue({ '3/collection/7': saga });
    renderApp('/collection/7', {
      routes: (queryClient) => [
        {
          path: '/',
          // The app's layout has one while the first page's code loads; this route stands alone.
          HydrateFallback: () => null,
          children: collectionRoutes({
            queryClient: Promise.resolve(queryClient),
            render: 'browser',
          }),
        },
      ],
      wrapper: await inLanguage('ar'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: saga.name })).toBeInTheDocument();
    expect(screen.getByText('فيلمان')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `ملصق ${saga.name}` })).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: `أفلام ${saga.name}، حسب ترتيب الإصدار` }),
    ).toBeInTheDocument();
  });
});
