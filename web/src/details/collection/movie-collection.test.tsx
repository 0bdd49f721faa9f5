import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerTitleStates,
  libraryStateRoutes,
  requestsTo,
  statesPath,
} from '../../test/library-stubs';
import { collectionPart as part } from '../../test/catalogue-fixtures';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../../test/utils';

const saga: CollectionDetails = {
  id: 7,
  name: 'The Lantern Saga',
  original_language: 'en',
  original_name: 'The Lantern Saga',
  overview: '',
  poster_path: null,
  backdrop_path: null,
  parts: [
    part(73, 'Lantern III', '2009-01-01'),
    part(71, 'Lantern', '2001-05-04'),
    part(72, 'Lantern II', '2004-06-01'),
  ],
};

/** TMDB's sample movie as the second part of the saga (or in no collection). */
function lanternTwo(inCollection = true): MovieDetails {
  return {
    ...tmdbExample<MovieDetails>('movie-details'),
    id: 72,
    title: 'Lantern II',
    belongs_to_collection: inCollection
      ? { id: 7, name: 'The Lantern Saga', poster_path: null, backdrop_path: null }
      : null,
  };
}

function partsList() {
  return screen.getByRole('list', { name: 'Movies in The Lantern Saga, in release order' });
}

describe('MovieCollection', () => {
  it("shows a movie's collection: its name linking to its page, its parts in release order, this one marked", async () => {
    stubCatalogue({ '3/movie/72': lanternTwo(), '3/collection/7': saga });
    renderApp('/details/movie/72');
    const link = await screen.findByRole('link', { name: 'The Lantern Saga' });
    expect(link).toHaveAttribute('href', '/collection/7');
    expect(screen.getByRole('heading', { level: 2, name: 'Part of The Lantern Saga' })).toBe(
      link.closest('h2'),
    );
    const items = within(partsList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lantern2001',
      'Lantern II2004This movie',
      'Lantern III2009',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/details/movie/71');
    // The movie the page is about is marked, and not a link back to itself.
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]!.firstElementChild).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/seen$/)).not.toBeInTheDocument();
  });

  it('tells a member how many of the parts they have seen', async () => {
    const fetchMock = stubCatalogue({
      '3/movie/72': lanternTwo(),
      '3/collection/7': saga,
      ...libraryStateRoutes({ mediaType: 'movie', id: 72 }),
      [statesPath]: answerTitleStates({ 'movie:71': { watched: 1 } }),
    });
    renderApp('/details/movie/72', { token: fakeIdToken() });
    expect(await screen.findByText('1 of 3 seen')).toBeInTheDocument();
    expect(requestsTo(fetchMock, statesPath).map((request) => request.params.items)).toContain(
      'movie:71,movie:72,movie:73',
    );
  });

  it('is absent, and asks for no collection, when the movie belongs to none', async () => {
    const fetchMock = stubCatalogue({ '3/movie/72': lanternTwo(false) });
    renderApp('/details/movie/72');
    await screen.findByRole('heading', { level: 1, name: 'Lantern II' });
    expect(screen.queryByText(/^Part of/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('collection'))).toBe(false);
  });

  it('leaves the page whole when the collection cannot be read', async () => {
    stubCatalogue({ '3/movie/72': lanternTwo() });
    const { queryClient } = renderApp('/details/movie/72');
    await screen.findByRole('heading', { level: 1, name: 'Lantern II' });
    await waitFor(() => expect(queryClient.getQueryState(['collection', 7])?.status).toBe('error'));
    expect(screen.queryByText(/^Part of/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });
});
