import type {
  MediaType,
  MovieListItem,
  PersonListItem,
  TvListItem,
} from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tmdbExample } from '../test/utils';
import { MediaCard, SkeletonCard, type CardItem } from './media-card';

function renderCard(item: CardItem, mediaType: MediaType) {
  return render(
    <MemoryRouter>
      <MediaCard item={item} mediaType={mediaType} />
    </MemoryRouter>,
  );
}

describe('MediaCard', () => {
  it('links a movie to its details page by title, with the w500 poster', () => {
    const movie = tmdbExample<Page<MovieListItem>>('trending-movie').results[0] as MovieListItem;
    renderCard(movie, 'movie');
    const link = screen.getByRole('link', { name: movie.title });
    expect(link).toHaveAttribute('href', `/details/movie/${movie.id}`);
    const image = screen.getByRole('img', { name: `Poster of ${movie.title}` });
    expect(image).toHaveAttribute('src', `/t/p/w500${movie.poster_path}`);
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '750');
    expect(screen.getByTitle(movie.title)).toHaveTextContent(movie.title);
  });

  it('falls back to the name when there is no title', () => {
    const show = tmdbExample<Page<TvListItem>>('trending-tv').results[0] as TvListItem;
    renderCard(show, 'tv');
    expect(screen.getByRole('link', { name: show.name })).toHaveAttribute(
      'href',
      `/details/tv/${show.id}`,
    );
    expect(screen.getByTitle(show.name)).toBeInTheDocument();
  });

  it('shows a person by their profile image', () => {
    const person = tmdbExample<Page<PersonListItem>>('trending-person')
      .results[0] as PersonListItem;
    renderCard(person, 'person');
    expect(screen.getByRole('link', { name: person.name })).toHaveAttribute(
      'href',
      `/details/person/${person.id}`,
    );
    expect(screen.getByRole('img', { name: `Photo of ${person.name}` })).toHaveAttribute(
      'src',
      `/t/p/w500${person.profile_path}`,
    );
  });

  it('shows the built-in placeholder when there is no poster', () => {
    renderCard({ id: 7, title: 'Lost Reel', poster_path: null }, 'movie');
    const placeholder = screen.getByRole('img', { name: 'Poster of Lost Reel' });
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('data-placeholder', 'title');
  });

  it('uses a person silhouette as the placeholder for people', () => {
    renderCard({ id: 8, name: 'Nobody Known', profile_path: null }, 'person');
    expect(screen.getByRole('img', { name: 'Photo of Nobody Known' })).toHaveAttribute(
      'data-placeholder',
      'person',
    );
  });

  it('has a skeleton hidden from assistive technology', () => {
    render(<SkeletonCard />);
    expect(screen.getByTestId('skeleton-card')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('MediaCard image failures', () => {
  it('swaps in the placeholder when the image fails to load', () => {
    renderCard({ id: 9, title: 'Broken Poster', poster_path: '/missing.jpg' }, 'movie');
    fireEvent.error(screen.getByRole('img', { name: 'Poster of Broken Poster' }));
    expect(screen.getByRole('img', { name: 'Poster of Broken Poster' })).toHaveAttribute(
      'data-placeholder',
      'title',
    );
  });
});
