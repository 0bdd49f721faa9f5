import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { RecommendedTitle } from '@marquee/tmdb-types/library-sharing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryKeys } from '../member/library-keys';
import {
  accountPath,
  deferred,
  emptyStates,
  enabledButton,
  libraryStateRoutes,
  memberUid,
  movie,
  page,
  requestsTo,
  seenRequests,
  statesPath,
  titleServer,
  tv,
} from '../test/library-stubs';
import {
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
  type CatalogueRoutes,
} from '../test/utils';

const recommendationsPath = `${accountPath}/recommendations`;

const heat = movie(949, 'Heat');
const arrival = movie(900001, 'Arrival');
const expanse = tv(900002, 'The Expanse');
const sicario = movie(900003, 'Sicario');

function because(title: LibraryTitle, liked: LibraryTitle): RecommendedTitle {
  return {
    ...title,
    because: {
      media_type: liked.media_type,
      id: liked.id,
      title: liked.media_type === 'movie' ? liked.title : liked.name,
    },
  };
}

function stubHome(routes: CatalogueRoutes) {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    ...libraryStateRoutes(),
    ...routes,
  });
}

/** Once the three trending rows are in and have asked for their cards' states. */
async function trendingRowsLoaded(fetchMock: Parameters<typeof requestsTo>[0]) {
  await screen.findByRole('list', { name: 'Top trending people by day' });
  // The movie and TV rows ask for their cards' states; people have none.
  await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(2));
}

describe('For you on the home page', () => {
  it('is not there until the member has liked something', async () => {
    const fetchMock = stubHome({ [recommendationsPath]: page([]) });
    renderApp('/', { token: fakeIdToken() });
    await trendingRowsLoaded(fetchMock);
    await waitFor(() => expect(requestsTo(fetchMock, recommendationsPath)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  });

  it('is a fourth row below the trending ones, each card saying why', async () => {
    stubHome({
      [recommendationsPath]: page([because(arrival, heat), because(expanse, arrival)]),
    });
    renderApp('/', { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'For you' });
    const rows = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(rows.at(-1)).toBe(section.getAttribute('aria-labelledby'));
    expect(screen.getAllByRole('region')).toHaveLength(4);
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Arrival' })).toHaveAttribute(
      'href',
      '/details/movie/900001',
    );
    expect(first).toHaveTextContent('Because you liked Heat');
    expect(within(second).getByRole('link', { name: 'The Expanse' })).toHaveAttribute(
      'href',
      '/details/tv/900002',
    );
    expect(second).toHaveTextContent('Because you liked Arrival');
  });

  it('adds one request to the home page, and none for its cards’ states', async () => {
    const fetchMock = stubHome({
      [recommendationsPath]: page([because(arrival, heat), because(expanse, heat)]),
    });
    const user = userEvent.setup();
    renderApp('/', { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'For you' });
    await trendingRowsLoaded(fetchMock);
    // Opening a card's controls reads the states the answer left in the cache, asking nothing.
    await user.click(within(section).getByRole('button', { name: 'Library actions for Arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Library actions for Arrival' });
    expect(await enabledButton('Favourite', within(dialog))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const paths = seenRequests(fetchMock).map(({ method, path }) => `${method} ${path}`);
    expect(paths.sort()).toEqual(
      [
        'GET 3/trending/movie/day',
        'GET 3/trending/tv/day',
        'GET 3/trending/person/day',
        `GET ${statesPath}`,
        `GET ${statesPath}`,
        `GET ${recommendationsPath}`,
        // Continue watching, which the route's loader asks for with the trending rows.
        `GET ${accountPath}/up_next`,
        // The member's settings: whether the rows keep to their services (they do not).
        `GET ${accountPath}/settings`,
        // The pinned saved filters' rows, below For you (none here).
        `GET ${accountPath}/saved_filters`,
      ].sort(),
    );
    for (const { params } of requestsTo(fetchMock, statesPath))
      expect(params.items).not.toMatch(/:90000[12]\b/);
  });

  it('changes after the member favourites something', async () => {
    const server = titleServer('movie', arrival.id);
    const fetchMock = stubHome({
      ...server.routes,
      [recommendationsPath]: () =>
        jsonResponse(
          page(server.states.favorite ? [because(sicario, arrival)] : [because(arrival, heat)]),
        ),
    });
    const user = userEvent.setup();
    renderApp('/', { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'For you' });
    await user.click(within(section).getByRole('button', { name: 'Library actions for Arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Library actions for Arrival' });
    await user.click(await enabledButton('Favourite', within(dialog)));
    expect(await within(section).findByRole('link', { name: 'Sicario' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Because you liked Arrival');
    expect(within(section).queryByRole('link', { name: 'Arrival' })).not.toBeInTheDocument();
    expect(
      requestsTo(fetchMock, `${accountPath}/favorite`, 'POST').map(({ body }) => body),
    ).toEqual([{ media_type: 'movie', media_id: 900001, favorite: true }]);
    expect(requestsTo(fetchMock, recommendationsPath)).toHaveLength(2);
  });

  it('leaves out a title rated elsewhere while it asks again', async () => {
    const askedAgain = deferred<void>();
    let asked = 0;
    const fetchMock = stubHome({
      [recommendationsPath]: async () => {
        asked += 1;
        if (asked === 1)
          return jsonResponse(page([because(arrival, heat), because(expanse, heat)]));
        await askedAgain.promise;
        return jsonResponse(page([because(expanse, heat), because(sicario, arrival)]));
      },
    });
    const { router, queryClient } = renderApp('/', { token: fakeIdToken() });
    const first = await screen.findByRole('region', { name: 'For you' });
    expect(within(first).getByRole('link', { name: 'Arrival' })).toBeInTheDocument();
    await act(() => router.navigate('/people'));
    await screen.findByRole('heading', { level: 1, name: 'People' });

    // Rated on its details page: its states say so, and every read of the library is stale.
    const arrivalKey = libraryKeys.title(memberUid, { mediaType: 'movie', id: arrival.id });
    queryClient.setQueryData(arrivalKey, { ...emptyStates(arrival.id), rated: { value: 8 } });
    await act(() => queryClient.invalidateQueries({ queryKey: libraryKeys.all(memberUid) }));

    await act(() => router.navigate('/'));
    const row = await screen.findByRole('region', { name: 'For you' });
    await waitFor(() => expect(requestsTo(fetchMock, recommendationsPath)).toHaveLength(2));
    expect(within(row).getByRole('link', { name: 'The Expanse' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Arrival' })).not.toBeInTheDocument();
    askedAgain.resolve();
    expect(await within(row).findByRole('link', { name: 'Sicario' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Arrival' })).not.toBeInTheDocument();
  });
});
