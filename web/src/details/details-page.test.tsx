import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubCatalogue, tmdbExample } from '../test-utils';

vi.mock('../auth/firebase-auth', () => ({
  registerAccount: vi.fn(),
  signIn: vi.fn(),
  signOutOfFirebase: vi.fn(),
  watchIdToken: vi.fn(() => () => undefined),
}));

describe('DetailsPage', () => {
  it('shows a movie: poster, title, release date, genres joined by a bar and the overview', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(
      screen.getByText(movie.genres.map((genre) => genre.name).join(' | ')),
    ).toBeInTheDocument();
    expect(screen.getByText(movie.overview)).toBeInTheDocument();
    const releaseDate = document.querySelector('time');
    expect(releaseDate).toHaveAttribute('dateTime', movie.release_date);
    expect(releaseDate?.textContent).not.toBe('');
    expect(screen.getByRole('img', { name: `Poster of ${movie.title}` })).toHaveAttribute(
      'src',
      `http://localhost:3000/t/p/w500${movie.poster_path}`,
    );
    expect(document.title).toBe(`${movie.title} · Marquee`);
  });

  it('shows a person: profile image, name and biography', async () => {
    const person = tmdbExample<PersonDetails>('person-details');
    stubCatalogue({ [`3/person/${person.id}`]: person });
    renderApp(`/details/person/${person.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: person.name })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === person.biography,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Photo of ${person.name}` })).toHaveAttribute(
      'src',
      `http://localhost:3000/t/p/w500${person.profile_path}`,
    );
    expect(document.title).toBe(`${person.name} · Marquee`);
  });

  it('shows a tv show: poster, name and overview', async () => {
    const show = tmdbExample<TvDetails>('tv-details');
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    renderApp(`/details/tv/${show.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: show.name })).toBeInTheDocument();
    expect(screen.getByText(show.overview)).toBeInTheDocument();
    expect(document.title).toBe(`${show.name} · Marquee`);
  });

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

  it('shows Not Found when the catalogue has no such item', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCatalogue({});
    renderApp('/details/movie/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found · Marquee');
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const movie = tmdbExample<MovieDetails>('movie-details');
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
});
