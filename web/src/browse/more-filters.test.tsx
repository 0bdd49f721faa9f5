import type { WatchProvider } from '@marquee/tmdb-types/watch-providers';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { libraryStateRoutes } from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';
import type { BrowseFilters } from './browse-query';
import { MoreFilters } from './more-filters';

// Invented services: Reelbox and Tidepool stream movies in the United Kingdom.
function provider(id: number, name: string, priority: number): WatchProvider {
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/logo-${id}.svg`,
    display_priorities: { GB: priority },
    display_priority: priority,
  };
}

function stubFilters() {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/discover/movie': tmdbExample('discover-movie'),
    '3/discover/tv': tmdbExample('discover-tv'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/certification/movie/list': tmdbExample('certification-movie-list'),
    '3/watch/providers/regions': {
      results: [{ iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'UK' }],
    },
    '3/watch/providers/movie': {
      results: [provider(9001, 'Reelbox', 1), provider(9004, 'Tidepool', 2)],
    },
    '3/keyword/1701': tmdbExample('keyword-details'),
    '3/company/1': tmdbExample('company-details'),
    ...libraryStateRoutes(),
  });
}

function lastDiscover(fetchMock: ReturnType<typeof stubCatalogue>): Record<string, string> {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/3/discover/movie');
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
}

function search(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

describe('more filters', () => {
  it('is closed while none of its filters is set, and open with their values when one is', async () => {
    stubFilters();
    const { unmount } = renderApp('/movies', { token: fakeIdToken() });
    const closed = await screen.findByText('More filters');
    expect(closed.closest('details')).not.toHaveAttribute('open');
    unmount();

    renderApp('/movies?runtime_min=90&lang=ko&rating_min=7.5&from=2001-02-03', {
      token: fakeIdToken(),
    });
    const open = await screen.findByText('More filters');
    expect(open.closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Min runtime')).toHaveDisplayValue('90 min');
    expect(screen.getByLabelText('Original language')).toHaveDisplayValue('Korean');
    expect(screen.getByLabelText('Min rating')).toHaveDisplayValue('7.5');
    expect(screen.getByLabelText('Released from')).toHaveValue('2001-02-03');
  });

  it('writes each change to the URL, back at page 1, and asks discover for it', async () => {
    const fetchMock = stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/movies?page=3', { token: fakeIdToken() });
    await user.click(await screen.findByText('More filters'));
    await user.selectOptions(screen.getByLabelText('Min runtime'), '90 min');
    await waitFor(() => expect(search(router)).toEqual({ runtime_min: '90' }));
    await user.selectOptions(screen.getByLabelText('Original language'), 'Korean');
    await waitFor(() =>
      expect(screen.getByLabelText('Original language')).toHaveDisplayValue('Korean'),
    );
    await user.selectOptions(screen.getByLabelText('Min rating'), '7');
    await waitFor(() =>
      expect(search(router)).toEqual({ runtime_min: '90', lang: 'ko', rating_min: '7' }),
    );
    await waitFor(() =>
      expect(lastDiscover(fetchMock)).toEqual({
        sort_by: 'popularity.desc',
        'with_runtime.gte': '90',
        with_original_language: 'ko',
        'vote_average.gte': '7',
        page: '1',
      }),
    );
    expect(
      screen.getByText("Trending can't be filtered: these are the most popular movies that match."),
    ).toBeInTheDocument();
  });

  it('changes a date once it is written, not at each part typed', async () => {
    stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/movies', { token: fakeIdToken() });
    await user.click(await screen.findByText('More filters'));
    const from = screen.getByLabelText('Released from');
    await user.type(from, '2001-02-03');
    expect(router.state.location.search).toBe('');
    await user.tab();
    await waitFor(() => expect(search(router)).toEqual({ from: '2001-02-03' }));
  });

  it('sets a certification with its country', async () => {
    const fetchMock = stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/movies?cert_country=US', { token: fakeIdToken() });
    const rated = await screen.findByLabelText('Certification at most');
    await screen.findAllByRole('option', { name: 'PG-13' });
    await user.selectOptions(rated, 'PG-13');
    await waitFor(() => expect(search(router)).toEqual({ cert_country: 'US', cert_max: 'PG-13' }));
    await waitFor(() =>
      expect(lastDiscover(fetchMock)).toMatchObject({
        certification_country: 'US',
        'certification.lte': 'PG-13',
      }),
    );
  });

  it('picks services with Select all and Clear, in the region shown', async () => {
    const fetchMock = stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/movies?region=GB', { token: fakeIdToken() });
    const services = await screen.findByRole('group', { name: 'Services in United Kingdom' });
    await user.click(await within(services).findByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(search(router)).toEqual({ region: 'GB', providers: '9001|9004' }));
    await waitFor(() =>
      expect(within(services).getByRole('checkbox', { name: 'Tidepool' })).toBeChecked(),
    );
    expect(within(services).getByText('2 of 2 chosen')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastDiscover(fetchMock)).toMatchObject({
        with_watch_providers: '9001|9004',
        watch_region: 'GB',
        with_watch_monetization_types: 'flatrate|free|ads',
      }),
    );
    await user.click(screen.getByLabelText('Count rent and buy'));
    await waitFor(() => expect(search(router)).toMatchObject({ rent_buy: '1' }));
    await user.click(within(services).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(search(router)).toEqual({ region: 'GB' }));
    await waitFor(() =>
      expect(within(services).getByRole('checkbox', { name: 'Reelbox' })).not.toBeChecked(),
    );
  });

  it('resets every filter and the sort, keeping the media type, as a new history entry', async () => {
    stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/movies?sort=rated&genre=18&runtime_max=120&lang=ko&region=GB&providers=9001&page=2',
      { token: fakeIdToken() },
    );
    await user.click(await screen.findByRole('link', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies');
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Trending'));
    expect(screen.getByLabelText('Original language')).toHaveDisplayValue('Any language');
    expect(screen.queryByRole('link', { name: 'Reset filters' })).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Max runtime')).toHaveDisplayValue('120 min'));
    expect(screen.getByLabelText('Original language')).toHaveDisplayValue('Korean');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Highest rated');
  });

  it('shows keywords and studios from the URL by name, each removable', async () => {
    const fetchMock = stubFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/movies?keywords=1701&companies=1|2', {
      token: fakeIdToken(),
    });
    const keywords = await screen.findByRole('list', { name: 'Keywords' });
    expect(
      await within(keywords).findByRole('link', { name: 'Remove keyword hero' }),
    ).toBeInTheDocument();
    const studios = screen.getByRole('list', { name: 'Studios, any of' });
    expect(
      await within(studios).findByRole('link', { name: 'Remove studio Lucasfilm Ltd.' }),
    ).toBeInTheDocument();
    // No such studio: its number stands in for its name.
    expect(
      within(studios).getByRole('link', { name: 'Remove studio Studio 2' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(lastDiscover(fetchMock)).toMatchObject({
        with_keywords: '1701',
        with_companies: '1|2',
      }),
    );
    await user.click(within(studios).getByRole('link', { name: 'Remove studio Lucasfilm Ltd.' }));
    await waitFor(() => expect(search(router)).toEqual({ keywords: '1701', companies: '2' }));
  });
});

const noFilters: BrowseFilters = { sort: 'trending', list: 'trending' };

describe('MoreFilters in the language the page speaks', () => {
  it('labels its filters and writes minutes, ratings and votes as the language does', async () => {
    render(
      <MoreFilters
        mediaType="tv"
        filters={noFilters}
        defaultRegion={undefined}
        onChange={() => undefined}
      />,
      { wrapper: await inLanguage('de') },
    );
    expect(screen.getByText('Weitere Filter')).toBeInTheDocument();
    const runtime = screen.getByRole('combobox', { name: 'Mindestlaufzeit' });
    expect(within(runtime).getByRole('option', { name: '90 Min.' })).toBeInTheDocument();
    const rating = screen.getByRole('combobox', { name: 'Mindestbewertung' });
    expect(within(rating).getByRole('option', { name: '6,5' })).toBeInTheDocument();
    const votes = screen.getByRole('combobox', { name: 'Mindestanzahl Stimmen' });
    expect(within(votes).getByRole('option', { name: '10.000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Erstausstrahlung ab')).toBeInTheDocument();
  });

  it('names the original languages in it, in its alphabetical order', async () => {
    render(
      <MoreFilters
        mediaType="movie"
        filters={noFilters}
        defaultRegion={undefined}
        onChange={() => undefined}
      />,
      { wrapper: await inLanguage('fr') },
    );
    const language = screen.getByRole('combobox', { name: 'Langue originale' });
    const names = within(language)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 4)).toEqual(['Toutes les langues', 'Allemand', 'Anglais', 'Arabe']);
  });
});
