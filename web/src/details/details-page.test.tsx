import type { ContentRatings, MovieReleaseDates } from '@marquee/tmdb-types/certifications';
import type { CombinedCredits, Credits } from '@marquee/tmdb-types/credits';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MovieKeywords, TvKeywords } from '@marquee/tmdb-types/keyword';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import type { VideoList } from '@marquee/tmdb-types/videos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountPath,
  answerTitleStates,
  emptyStates,
  statesPath,
  unfollowedProgress,
} from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

describe('DetailsPage', () => {
  it('shows a movie: poster, title, release date, genres joined by a bar and the overview', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    // Each genre is a link; the bars between them are text, so the line still reads as one.
    const genres = movie.genres.map((genre) => genre.name).join(' | ');
    expect(
      screen.getByText((_, element) => element?.tagName === 'DD' && element.textContent === genres),
    ).toBeInTheDocument();
    expect(screen.getByText(movie.overview)).toBeInTheDocument();
    const releaseDate = document.querySelector('time');
    expect(releaseDate).toHaveAttribute('dateTime', movie.release_date);
    expect(releaseDate?.textContent).not.toBe('');
    expect(screen.getByRole('img', { name: `Poster of ${movie.title}` })).toHaveAttribute(
      'src',
      `/t/p/w500${movie.poster_path}`,
    );
    await expectDocumentTitle(`${movie.title} · Marquee`);
  });

  it('draws the backdrop at the width the screen needs, asked for first with the poster', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    const { container } = renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    // Decorative (alt=""), so not an image to assistive technology: found by its source.
    const backdrop = container.querySelector(`img[src="/t/p/w1280${movie.backdrop_path}"]`);
    expect(backdrop).toHaveAttribute('alt', '');
    expect(backdrop).toHaveAttribute(
      'srcset',
      [300, 780, 1280].map((width) => `/t/p/w${width}${movie.backdrop_path} ${width}w`).join(', '),
    );
    expect(backdrop).toHaveAttribute('sizes', '100vw');
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: `Poster of ${movie.title}` })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('shows a person: profile image, name and biography', async () => {
    const person = tmdbExample<PersonDetails>('person-details');
    stubCatalogue({ [`3/person/${person.id}`]: person });
    renderApp(`/details/person/${person.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: person.name })).toBeInTheDocument();
    const [firstParagraph] = person.biography.split('\n\n');
    expect(screen.getByText(firstParagraph ?? '')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Photo of ${person.name}` })).toHaveAttribute(
      'src',
      `/t/p/w500${person.profile_path}`,
    );
    await expectDocumentTitle(`${person.name} · Marquee`);
  });

  it('shows a tv show: poster, name and overview', async () => {
    const show = tmdbExample<TvDetails>('tv-details');
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    renderApp(`/details/tv/${show.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: show.name })).toBeInTheDocument();
    expect(screen.getByText(show.overview)).toBeInTheDocument();
    await expectDocumentTitle(`${show.name} · Marquee`);
  });

  it('offers the movie’s official trailer, played in a dialog only once asked', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      videos: { results: tmdbExample<VideoList>('movie-videos').results },
    };
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    const { container } = renderApp(`/details/movie/${movie.id}`);
    const play = await screen.findByRole('button', { name: 'Play trailer' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(play);
    const dialog = screen.getByRole('dialog', { name: `Trailer: ${movie.title}` });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/BdJKm16Co6M?autoplay=1',
    );
  });

  it.each([
    ['movie', 'movie-details', 'movie-videos'],
    ['tv', 'tv-details', 'tv-videos'],
  ] as const)(
    'shows no Play trailer on a %s without one (the embedded catalogue’s, or only featurettes)',
    async (media, detailsSample, videosSample) => {
      const featurettes = tmdbExample<VideoList>(videosSample).results.map((video) => ({
        ...video,
        type: 'Featurette',
      }));
      const title = tmdbExample<MovieDetails | TvDetails>(detailsSample);
      const name = 'title' in title ? title.title : title.name;
      for (const results of [[], featurettes]) {
        stubCatalogue({ [`3/${media}/${title.id}`]: { ...title, videos: { results } } });
        const { unmount } = renderApp(`/details/${media}/${title.id}`);
        await screen.findByRole('heading', { level: 1, name });
        expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
        unmount();
      }
    },
  );

  it('uses the placeholder when there is no image', async () => {
    const show = { ...tmdbExample<TvDetails>('tv-details'), poster_path: null };
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    renderApp(`/details/tv/${show.id}`);
    const image = await screen.findByRole('img', { name: `Poster of ${show.name}` });
    expect(image).toHaveAttribute('data-placeholder', 'title');
  });

  it('is public: no token needed', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows Not Found when the catalogue has no such item, logging no error', async () => {
    stubCatalogue({});
    renderApp('/details/movie/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    await expectDocumentTitle('Not Found · Marquee');
  });

  it.each(['/details/planet/1', '/details/movie/abc', '/details/movie/1.5'])(
    'shows Not Found for %s',
    async (path) => {
      const fetchMock = stubCatalogue({});
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not Found' }),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('says when the details failed to load and retries on request', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    expectConsoleError(
      new RegExp(`Catalogue request .*${movie.id}.* failed: CatalogueError: Internal error`),
    );
    let fail = true;
    stubCatalogue({
      [`3/movie/${movie.id}`]: () =>
        fail
          ? jsonResponse({ status_code: 11, status_message: 'Internal error', success: false }, 500)
          : jsonResponse(movie),
    });
    renderApp(`/details/movie/${movie.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this movie.");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
  });

  it('asks for credits and similar titles with the movie, and links them', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      credits: tmdbExample<Credits>('movie-credits'),
      similar: tmdbExample<Page<MovieListItem>>('movie-similar'),
    };
    const fetchMock = stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    const [url] = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(url?.searchParams.get('append_to_response')).toBe(
      'credits,similar,videos,watch/providers,keywords,release_dates',
    );

    expect(screen.getByText('1977 · 2h 1m')).toBeInTheDocument();
    expect(screen.getByText(movie.tagline)).toBeInTheDocument();
    expect(screen.getByText('8.2 / 10 · 22,061 votes')).toBeInTheDocument();
    const [genre] = movie.genres;
    expect(screen.getByRole('link', { name: genre?.name })).toHaveAttribute(
      'href',
      `/movies?genre=${genre?.id}`,
    );

    const cast = screen.getByRole('region', { name: 'Top-billed cast' });
    const castLinks = within(cast).getAllByRole('link');
    expect(castLinks).toHaveLength(12);
    expect(castLinks[0]).toHaveAccessibleName('Edward Norton');
    expect(castLinks[0]).toHaveAttribute('href', '/details/person/819');
    expect(within(cast).getByText('The Narrator')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'David Fincher' })).toHaveAttribute(
      'href',
      '/details/person/7467',
    );
    for (const writer of ['Chuck Palahniuk', 'Jim Uhls']) {
      expect(screen.getByRole('link', { name: writer })).toBeInTheDocument();
    }

    const similar = screen.getByRole('region', { name: 'Similar movies' });
    const orlando = movie.similar.results[0];
    expect(within(similar).getByRole('link', { name: orlando?.title })).toHaveAttribute(
      'href',
      `/details/movie/${orlando?.id}`,
    );
  });

  it('shows a tv show with its seasons, creators, cast and similar shows', async () => {
    const show = {
      ...tmdbExample<TvDetails>('tv-details'),
      credits: tmdbExample<Credits>('tv-credits'),
      similar: tmdbExample<Page<TvListItem>>('tv-similar'),
    };
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    renderApp(`/details/tv/${show.id}`);
    await screen.findByRole('heading', { level: 1, name: show.name });
    expect(screen.getByText('8 seasons · 73 episodes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'David Benioff' })).toHaveAttribute(
      'href',
      '/details/person/9813',
    );
    expect(screen.getByRole('region', { name: 'Top-billed cast' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Similar shows' })).toBeInTheDocument();
  });

  it('shows a movie’s rating for the region beside its runtime, its studios and keywords as links', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      release_dates: { results: tmdbExample<MovieReleaseDates>('movie-release-dates').results },
      keywords: { keywords: tmdbExample<MovieKeywords>('movie-keywords').keywords },
    };
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    const { unmount } = renderApp(`/details/movie/${movie.id}?watch_region=US`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    // The rating is read as one: "Rated R".
    const meta = screen.getByText('Rated', { exact: false }).closest('p');
    expect(meta).toHaveTextContent('1977 · Rated R · 2h 1m');

    const studios = screen.getByText('Studios').nextElementSibling as HTMLElement;
    const [first] = movie.production_companies;
    expect(within(studios).getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      `/company/${first?.id}`,
    );
    expect(within(studios).getAllByRole('link')).toHaveLength(movie.production_companies.length);

    const keywords = screen.getByRole('region', { name: 'Keywords' });
    const [keyword] = movie.keywords.keywords;
    expect(within(keywords).getByRole('link', { name: keyword?.name })).toHaveAttribute(
      'href',
      `/keyword/${keyword?.id}/movie`,
    );
    expect(within(keywords).getAllByRole('link')).toHaveLength(movie.keywords.keywords.length);
    unmount();

    // Another country, its own rating; one where it has none, no rating.
    renderApp(`/details/movie/${movie.id}?watch_region=GB`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    expect(screen.getByText('Rated', { exact: false }).closest('p')).toHaveTextContent(
      '1977 · Rated 18 · 2h 1m',
    );
  });

  it('shows no rating where the title has none, and no keywords or studios when it has none', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      production_companies: [],
      release_dates: { results: [] },
      keywords: { keywords: [] },
    };
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    expect(screen.getByText('1977 · 2h 1m')).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Studios?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keywords' })).not.toBeInTheDocument();
  });

  it('shows a show’s rating, networks and studios, and keywords opening its kind’s list', async () => {
    const show = {
      ...tmdbExample<TvDetails>('tv-details'),
      content_ratings: {
        results: tmdbExample<ContentRatings>('tv-series-content-ratings').results,
      },
      keywords: { results: tmdbExample<TvKeywords>('tv-series-keywords').results },
    };
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    renderApp(`/details/tv/${show.id}?watch_region=DE`);
    await screen.findByRole('heading', { level: 1, name: show.name });
    expect(screen.getByText('Rated', { exact: false }).closest('p')).toHaveTextContent(
      '2011 · Rated 16',
    );
    const network = screen.getByText('Network').nextElementSibling as HTMLElement;
    expect(within(network).getByRole('link', { name: 'HBO' })).toHaveAttribute(
      'href',
      '/network/49',
    );
    const studios = screen.getByText('Studios').nextElementSibling as HTMLElement;
    expect(within(studios).getByRole('link', { name: 'Revolution Sun Studios' })).toHaveAttribute(
      'href',
      '/company/76043',
    );
    const [keyword] = show.keywords.results;
    expect(
      within(screen.getByRole('region', { name: 'Keywords' })).getByRole('link', {
        name: keyword?.name,
      }),
    ).toHaveAttribute('href', `/keyword/${keyword?.id}/tv`);
  });

  it("lists a person's titles newest first, or by popularity on request", async () => {
    const person = {
      ...tmdbExample<PersonDetails>('person-details'),
      combined_credits: tmdbExample<CombinedCredits>('person-combined-credits'),
    };
    const fetchMock = stubCatalogue({ [`3/person/${person.id}`]: person });
    const user = userEvent.setup();
    renderApp(`/details/person/${person.id}`);
    await screen.findByRole('heading', { level: 1, name: person.name });
    const [url] = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(url?.searchParams.get('append_to_response')).toBe('combined_credits');
    expect(screen.getByText('Concord, California, USA')).toBeInTheDocument();

    const credits = screen.getByRole('region', { name: 'Movies and TV shows' });
    const titles = () =>
      within(credits)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent);
    const years = within(credits)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    const dated = years.filter((year) => year !== '—');
    expect(dated).toEqual([...dated].sort().reverse());
    expect(years.slice(dated.length).every((year) => year === '—')).toBe(true);
    const group = within(credits).getByRole('group', { name: 'Sort credits' });
    expect(within(group).getByRole('button', { name: 'By year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'By popularity' }));
    expect(titles()[0]).toBe('LIVE with Kelly and Mark');
    expect(within(credits).getByRole('link', { name: 'LIVE with Kelly and Mark' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/details\/tv\/\d+$/),
    );
    // Each title once, however many roles the person had in it.
    const keys = person.combined_credits.cast
      .concat(person.combined_credits.crew as never[])
      .map((credit) => `${credit.media_type}-${credit.id}`);
    await user.click(within(credits).getByRole('button', { name: /^Show all/ }));
    expect(within(credits).getAllByRole('listitem')).toHaveLength(new Set(keys).size);
  });

  it('follows a link from a title to a person and shows the new page', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      credits: tmdbExample<Credits>('movie-credits'),
    };
    const person = {
      ...tmdbExample<PersonDetails>('person-details'),
      id: 819,
      name: 'Edward Norton',
    };
    stubCatalogue({ [`3/movie/${movie.id}`]: movie, '3/person/819': person });
    const user = userEvent.setup();
    const { router } = renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    await user.click(
      within(screen.getByRole('region', { name: 'Top-billed cast' })).getByRole('link', {
        name: 'Edward Norton',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edward Norton' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/person/819');
    await expectDocumentTitle('Edward Norton · Marquee');
  });
});

describe('DetailsPage library controls', () => {
  function accountPaths(fetchMock: { mock: { calls: unknown[][] } }): string[] {
    return fetchMock.mock.calls
      .map(([input]) => new URL(String(input)).pathname)
      .filter((path) => path.includes('account'));
  }

  it('gives a member the title’s controls on a movie page', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({
      [`3/movie/${movie.id}`]: movie,
      [`3/movie/${movie.id}/account_states`]: { ...emptyStates(movie.id), favorite: true },
    });
    renderApp(`/details/movie/${movie.id}`, { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: movie.title });
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('slider', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log a watch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to list' })).toBeInTheDocument();
  });

  it('gives a member the title’s controls on a tv page, and badges on similar shows', async () => {
    const show = {
      ...tmdbExample<TvDetails>('tv-details'),
      similar: tmdbExample<Page<TvListItem>>('tv-similar'),
    };
    const [similar] = show.similar.results as [TvListItem];
    const fetchMock = stubCatalogue({
      [`3/tv/${show.id}`]: show,
      [`3/tv/${show.id}/account_states`]: emptyStates(show.id),
      [`${accountPath}/progress/tv/${show.id}`]: unfollowedProgress(show.id),
      [statesPath]: answerTitleStates({ [`tv:${similar.id}`]: { watchlist: true } }),
    });
    renderApp(`/details/tv/${show.id}`, { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: show.name });
    expect(await screen.findByRole('button', { name: 'Watchlist' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Similar shows' });
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: similar.name })).toHaveAccessibleDescription(
        'On your watchlist',
      ),
    );
    expect(accountPaths(fetchMock).filter((path) => path === `/${statesPath}`)).toHaveLength(1);
  });

  it('offers somebody logged out a link to log in, and asks nothing of the library', async () => {
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      similar: tmdbExample<Page<MovieListItem>>('movie-similar'),
    };
    const fetchMock = stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });
    expect(screen.getByRole('link', { name: 'Log in to keep a library' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Watchlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Library actions/ })).not.toBeInTheDocument();
    expect(accountPaths(fetchMock)).toEqual([]);
  });

  it('has no library controls on a person’s page, and badges on their titles', async () => {
    const person = {
      ...tmdbExample<PersonDetails>('person-details'),
      combined_credits: tmdbExample<CombinedCredits>('person-combined-credits'),
    };
    const fetchMock = stubCatalogue({
      [`3/person/${person.id}`]: person,
      // The first line shown has been watched.
      [statesPath]: (url: URL) => {
        const [first = ''] = (url.searchParams.get('items') ?? '').split(',');
        return answerTitleStates({ [first]: { watched: 1 } })(url);
      },
    });
    renderApp(`/details/person/${person.id}`, { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: person.name });
    expect(screen.queryByRole('button', { name: 'Watchlist' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Log in to keep a library' }),
    ).not.toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Movies and TV shows' });
    const [firstLine] = within(credits).getAllByRole('listitem');
    await waitFor(() =>
      expect(within(firstLine as HTMLElement).getByRole('link')).toHaveAccessibleDescription(
        'Watched',
      ),
    );
    expect(accountPaths(fetchMock)).toEqual([`/${statesPath}`]);
  });
});
