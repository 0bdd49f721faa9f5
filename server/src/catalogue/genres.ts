import type { Genre } from '@marquee/tmdb-types/genre';

// TMDB's real genre ids and names (genre/movie/list and genre/tv/list).
export const MOVIE_GENRES: readonly Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const TV_GENRES: readonly Genre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

// Every genre id of both lists gets one bit, so with_genres filters are a single AND on an integer column.
const ALL_GENRE_IDS = [...new Set([...MOVIE_GENRES, ...TV_GENRES].map((genre) => genre.id))].sort(
  (a, b) => a - b,
);
const BIT_BY_GENRE = new Map(ALL_GENRE_IDS.map((id, index) => [id, 2 ** index]));

/** The bit of a genre id, or undefined for an id TMDB does not have. */
export function genreBit(id: number): number | undefined {
  return BIT_BY_GENRE.get(id);
}

export function genreMask(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) mask |= genreBit(id) ?? 0;
  return mask;
}

const NAME_BY_ID = new Map([...TV_GENRES, ...MOVIE_GENRES].map((genre) => [genre.id, genre.name]));

export function genreName(id: number): string | undefined {
  return NAME_BY_ID.get(id);
}
