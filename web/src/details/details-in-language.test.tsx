import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages';
import { expectConsoleError } from '../test/console';
import { inLanguage } from '../test/english-intl';
import { detailsRoutes } from './details-route';
import {
  expectDocumentTitle,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

/** The details routes at a path, as a reader of `language` sees them. */
async function renderAppIn(language: Language, path: string) {
  renderApp(path, {
    routes: (queryClient) => [
      {
        path: '/',
        // The app's layout has one while the first page's code loads; these routes stand alone.
        HydrateFallback: () => null,
        children: detailsRoutes({ queryClient: Promise.resolve(queryClient), render: 'browser' }),
      },
    ],
    wrapper: await inLanguage(language),
  });
}

describe('a details page in another language', () => {
  it('speaks Arabic: its labels, its date, its runtime and its votes in Arabic plurals', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    await renderAppIn('ar', `/details/movie/${movie.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    // Data from the catalogue stays as it came; the page's own words are translated.
    expect(screen.getByRole('heading', { level: 2, name: 'نظرة عامة' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `ملصق ${movie.title}` })).toBeInTheDocument();
    expect(screen.getByText('تاريخ الإصدار')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveTextContent('25 مايو 1977');
    expect(screen.getByText('1977 · 2 س 1 د')).toBeInTheDocument();
    // 22,061 takes the plural of 11 to 99 ("many").
    expect(screen.getByText('8.2 / 10 · 22,061 صوتًا')).toBeInTheDocument();
    await expectDocumentTitle(`${movie.title} · Marquee`);
    // TMDB's English keeps its own order on the right-to-left page: the title and tagline
    // isolated, the overview in the direction of its own script.
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.querySelector('bdi')).toHaveTextContent(movie.title);
    expect(screen.getByText(movie.tagline).tagName).toBe('BDI');
    expect(screen.getByText(movie.overview)).toHaveAttribute('dir', 'auto');
  });

  it('counts a show’s seasons and episodes in Hebrew, whose plurals have a dual', async () => {
    const show = tmdbExample<TvDetails>('tv-details');
    stubCatalogue({ [`3/tv/${show.id}`]: { ...show, number_of_seasons: 2 } });
    await renderAppIn('he', `/details/tv/${show.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: show.name })).toBeInTheDocument();
    expect(screen.getByText('שתי עונות · 73 פרקים')).toBeInTheDocument();
    expect(screen.getByText('שודרה לראשונה')).toBeInTheDocument();
  });

  it('says in French that the page could not load', async () => {
    expectConsoleError(/Catalogue request .*1399.* failed: CatalogueError: Internal error/);
    stubCatalogue({
      '3/tv/1399': () =>
        jsonResponse({ status_code: 11, status_message: 'Internal error', success: false }, 500),
    });
    await renderAppIn('fr', '/details/tv/1399');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger cette série.',
    );
  });
});
