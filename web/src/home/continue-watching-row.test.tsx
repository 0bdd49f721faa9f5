import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { episodeName, progressEpisode, upNextItem } from '../test/episode-stubs';
import {
  accountPath,
  deferred,
  libraryStateRoutes,
  page,
  requestsTo,
  unavailable,
} from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';

const upNextPath = `${accountPath}/up_next`;
const severance = upNextItem(101, 'Severance', progressEpisode(101, 2, 4));

function stubHome(upNext: object, routes = {}) {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    ...libraryStateRoutes(),
    [upNextPath]: upNext,
    ...routes,
  });
}

describe('Continue watching on the home page', () => {
  it('is the first row, each show a link to its next episode with Mark watched', async () => {
    const fetchMock = stubHome(page([severance]));
    renderApp('/', { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'Continue watching' });
    expect(screen.getAllByRole('region')[0]).toBe(section);
    const link = within(section).getByRole('link', {
      name: `Severance S2E4 · ${episodeName(2, 4)}`,
    });
    expect(link).toHaveAttribute('href', '/details/tv/101/season/2/episode/4');
    expect(within(section).getByRole('button', { name: 'Mark watched' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'All of Up next' })).toHaveAttribute(
      'href',
      '/up-next',
    );
    expect(requestsTo(fetchMock, upNextPath).map(({ params }) => params)).toEqual([
      { tab: 'watching', page: '1' },
    ]);
  });

  it('is not there while the member watches nothing', async () => {
    const fetchMock = stubHome(page([]));
    renderApp('/', { token: fakeIdToken() });
    await screen.findByRole('list', { name: 'Top trending people by day' });
    await waitFor(() => expect(requestsTo(fetchMock, upNextPath)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Continue watching' })).toBeNull();
  });

  it('moves a show on at once when marked, and back with a message when that fails', async () => {
    const answer = deferred<Response>();
    stubHome(page([severance]), {
      [`POST 3/tv/101/season/2/episode/4/watched`]: () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/', { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'Continue watching' });
    await user.click(within(section).getByRole('button', { name: 'Mark watched' }));
    expect(within(section).getByRole('link', { name: 'Severance S2E5' })).toBeVisible();
    answer.resolve(unavailable());
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not mark S2E4 of Severance watched: Service offline. Try again in a moment. Nothing was changed.',
    );
    expect(
      within(section).getByRole('link', { name: `Severance S2E4 · ${episodeName(2, 4)}` }),
    ).toBeVisible();
  });
});
