import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { TitleWatchProviders, WatchRegionList } from '@marquee/tmdb-types/watch-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubCatalogue, tmdbExample } from '../../test/utils';

// TMDB's samples: Fight Club's services in 95 countries, and the countries TMDB lists. Out of
// its collection here, so the only requests are the details' and the regions'.
const movie: MovieDetails = {
  ...tmdbExample<MovieDetails>('movie-details'),
  belongs_to_collection: null,
};
const { results } = tmdbExample<TitleWatchProviders>('movie-watch-providers');
const regions = tmdbExample<WatchRegionList>('watch-providers-available-regions');

function stubMovie(providers: TitleWatchProviders['results'] = results) {
  return stubCatalogue({
    [`3/movie/${movie.id}`]: { ...movie, 'watch/providers': { results: providers } },
    '3/watch/providers/regions': regions,
  });
}

async function whereToWatch(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Where to watch' });
}

/** The services a group shows, by their logos' names, in order. */
function groupNames(section: HTMLElement, heading: string): string[] {
  const group = within(section).getByRole('heading', { level: 3, name: heading }).parentElement;
  return within(group as HTMLElement)
    .getAllByRole('img')
    .map((logo) => logo.getAttribute('alt') ?? '');
}

describe('Where to watch', () => {
  it('groups the region’s services by way of watching, each logo named and linking out', async () => {
    stubMovie();
    renderApp(`/details/movie/${movie.id}?watch_region=US`);
    const section = await whereToWatch();
    expect(section).toHaveAttribute('id', 'where-to-watch');
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // TMDB's US answer has no free or ad-supported offers.
    expect(headings).toEqual(['Stream', 'Rent', 'Buy']);
    const us = results.US;
    const byPriority = [...(us?.flatrate ?? [])].sort(
      (a, b) => a.display_priority - b.display_priority,
    );
    expect(groupNames(section, 'Stream')).toEqual(byPriority.map((offer) => offer.provider_name));

    const logo = within(section).getAllByRole('img', { name: 'Hulu' })[0];
    expect(logo).toHaveAttribute('src', '/t/p/w92/zxrVdFjIjLqkfnwyghnfywTn3Lh.jpg');
    expect(logo).toHaveAttribute('width', '46');
    expect(logo).toHaveAttribute('height', '46');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(within(section).getAllByRole('link', { name: 'Hulu' })[0]).toHaveAttribute(
      'href',
      us?.link,
    );
    // TMDB's offers come from JustWatch, whose terms want it named.
    expect(within(section).getByRole('link', { name: 'JustWatch' })).toHaveAttribute(
      'href',
      'https://www.justwatch.com/',
    );
    expect(within(section).queryByText(/Not available to stream/)).not.toBeInTheDocument();
  });

  it('says honestly when the title is not to be had in the region', async () => {
    stubMovie();
    renderApp(`/details/movie/${movie.id}?watch_region=AD`);
    const section = await whereToWatch();
    expect(
      await within(section).findByText('Not available to stream in Andorra.'),
    ).toBeInTheDocument();
    expect(within(section).queryAllByRole('img')).toEqual([]);
  });

  it('says a title only to rent or buy is not to stream, and lists where to rent or buy', async () => {
    stubMovie();
    renderApp(`/details/movie/${movie.id}?watch_region=CV`);
    const section = await whereToWatch();
    expect(
      await within(section).findByText('Not available to stream in Cape Verde; to rent or buy:'),
    ).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Rent', 'Buy']);
  });

  it('changes region with the labelled select, which puts it in the address', async () => {
    const fetchMock = stubMovie();
    const user = userEvent.setup();
    const { router } = renderApp(`/details/movie/${movie.id}?watch_region=US`);
    const section = await whereToWatch();
    const select = within(section).getByRole('combobox', { name: 'Region' });
    await within(section).findByRole('option', {
      name: 'United States of America (United States)',
    });
    expect(select).toHaveValue('US');
    const asked = fetchMock.mock.calls.length;

    await user.selectOptions(select, 'AD');
    expect(router.state.location.search).toBe('?watch_region=AD');
    expect(
      await within(section).findByText('Not available to stream in Andorra.'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('AD');
    expect(select).toHaveFocus();
    // The details came with every region's offers: another region asks nothing.
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('is a GET form of watch_region that shows the section, for a browser without scripts', async () => {
    stubMovie();
    renderApp(`/details/movie/${movie.id}`);
    const section = await whereToWatch();
    const select = within(section).getByRole('combobox', { name: 'Region' });
    const form = select.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.getAttribute('action')).toBe(`/details/movie/${movie.id}#where-to-watch`);
    expect(select).toHaveAttribute('name', 'watch_region');
  });

  it('shows the visitor’s country by their browser’s languages when the address names none', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    stubMovie();
    renderApp(`/details/movie/${movie.id}`);
    const section = await whereToWatch();
    expect(within(section).getByRole('combobox', { name: 'Region' })).toHaveValue('GB');
    const gbStream = results.GB?.flatrate?.[0]?.provider_name ?? '';
    expect(within(section).getAllByRole('img', { name: gbStream })[0]).toBeInTheDocument();
  });

  it('links the embedded catalogue’s services to this page with the region, crediting nobody', async () => {
    const link = `${location.origin}/details/movie/${movie.id}?watch_region=US#where-to-watch`;
    const offer = {
      logo_path: '/logo.svg',
      provider_id: 1,
      provider_name: 'Streamly',
      display_priority: 1,
    };
    stubMovie({ US: { link, flatrate: [offer] } });
    renderApp(`/details/movie/${movie.id}?watch_region=US`);
    const section = await whereToWatch();
    expect(within(section).getByRole('link', { name: 'Streamly' })).toHaveAttribute(
      'href',
      `/details/movie/${movie.id}?watch_region=US#where-to-watch`,
    );
    expect(within(section).queryByRole('link', { name: 'JustWatch' })).not.toBeInTheDocument();
  });

  it('shows where to watch a show too', async () => {
    const show = tmdbExample<TvDetails>('tv-details');
    const providers = tmdbExample<TitleWatchProviders>('tv-series-watch-providers');
    stubCatalogue({
      [`3/tv/${show.id}`]: { ...show, 'watch/providers': { results: providers.results } },
      '3/watch/providers/regions': regions,
    });
    renderApp(`/details/tv/${show.id}?watch_region=US`);
    const section = await whereToWatch();
    expect(groupNames(section, 'Free')).toContain('HBO Max');
  });

  it('is absent, asking nothing more, when the catalogue says nothing of where to watch', async () => {
    const fetchMock = stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    expect(screen.queryByRole('region', { name: 'Where to watch' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
