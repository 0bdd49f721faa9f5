import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerTitleStates,
  libraryStateRoutes,
  requestsTo,
  statesPath,
} from '../test/library-stubs';
import { collectionPart as part } from '../test/catalogue-fixtures';
import {
  expectDocumentTitle,
  fakeIdToken,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

/** Three parts, listed out of order as TMDB may; the third not dated yet. */
function collection(): CollectionDetails {
  return {
    id: 7,
    name: 'The Lantern Saga',
    original_language: 'en',
    original_name: 'The Lantern Saga',
    overview: 'A lighthouse keeper and her heirs.',
    poster_path: '/lantern.jpg',
    backdrop_path: '/lantern-backdrop.jpg',
    parts: [
      part(72, 'Lantern II: The Return', '2004-06-01'),
      part(73, 'Lantern III', ''),
      part(71, 'Lantern', '2001-05-04'),
    ],
  };
}

function partNames(): string[] {
  const list = screen.getByRole('list', { name: 'Movies in The Lantern Saga, in release order' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.getAttribute('aria-label') ?? '');
}

describe('CollectionPage', () => {
  it('shows a visitor the collection and its movies in release order, linking to their details, with nothing of a diary', async () => {
    const fetchMock = stubCatalogue({ '3/collection/7': collection() });
    renderApp('/collection/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Lantern Saga' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A lighthouse keeper and her heirs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster of The Lantern Saga' })).toHaveAttribute(
      'src',
      '/t/p/w185/lantern.jpg',
    );
    expect(screen.getByText('3 movies')).toBeInTheDocument();
    expect(partNames()).toEqual(['Lantern', 'Lantern II: The Return', 'Lantern III']);
    expect(screen.getByRole('link', { name: 'Lantern' })).toHaveAttribute(
      'href',
      '/details/movie/71',
    );
    expect(screen.queryByText(/seen$/)).not.toBeInTheDocument();
    await expectDocumentTitle('The Lantern Saga · Marquee');
    expect(requestsTo(fetchMock, statesPath)).toEqual([]);
  });

  it('tells a member how many of its movies they have seen, from the one states request of its cards', async () => {
    const fetchMock = stubCatalogue({
      '3/collection/7': collection(),
      ...libraryStateRoutes(),
      [statesPath]: answerTitleStates({ 'movie:71': { watched: 2 }, 'movie:73': { watched: 1 } }),
    });
    renderApp('/collection/7', { token: fakeIdToken() });
    expect(await screen.findByText('2 of 3 seen')).toBeInTheDocument();
    const asked = requestsTo(fetchMock, statesPath);
    expect(asked.map((request) => request.params.items)).toEqual(['movie:71,movie:72,movie:73']);
  });

  it("reads TMDB's documented sample, whose parts are named as shows are", async () => {
    const sample = tmdbExample<CollectionDetails>('collection-details');
    stubCatalogue({ [`3/collection/${sample.id}`]: sample });
    renderApp(`/collection/${sample.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: sample.name })).toBeInTheDocument();
    const first = [...sample.parts].sort((a, b) => a.release_date.localeCompare(b.release_date))[0];
    expect(screen.getAllByRole('link', { name: first?.name })[0]).toHaveAttribute(
      'href',
      `/details/movie/${first?.id}`,
    );
  });

  it.each(['/collection/404', '/collection/abc'])('says Not Found at %s', async (path) => {
    stubCatalogue({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    await expectDocumentTitle('Not Found · Marquee');
  });

  it('asks for the collection once: the page reads what its loader fetched', async () => {
    const fetchMock = stubCatalogue({ '3/collection/7': collection() });
    renderApp('/collection/7');
    await screen.findByRole('heading', { level: 1, name: 'The Lantern Saga' });
    await waitFor(() => expect(requestsTo(fetchMock, '3/collection/7')).toHaveLength(1));
  });
});
