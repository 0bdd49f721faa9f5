import type { MovieListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';

/** A catalogue movie as a Letterboxd export names it: by title and year. */
export interface NamedMovie {
  id: number;
  title: string;
  /** The year of release; undefined when the catalogue gives no date. */
  year: number | undefined;
}

export function namedMovie(item: Pick<MovieListItem, 'id' | 'title' | 'release_date'>): NamedMovie {
  const year = /^(\d{4})-/.exec(item.release_date ?? '')?.[1];
  return { id: item.id, title: item.title, year: year === undefined ? undefined : Number(year) };
}

/**
 * Every movie of the catalogue (up to `most`), read from the server's own /3/movie/popular pages
 * as a person's browsing would find them: the same order for the same catalogue.
 */
export async function catalogueMovies(
  origin: string,
  headers: Record<string, string>,
  most: number,
): Promise<NamedMovie[]> {
  const movies: NamedMovie[] = [];
  for (let page = 1; movies.length < most; page += 1) {
    const response = await fetch(`${origin}/3/movie/popular?page=${page}`, { headers });
    if (!response.ok) throw new Error(`/3/movie/popular?page=${page} answered ${response.status}`);
    const { results, total_pages: totalPages } = (await response.json()) as Page<MovieListItem>;
    movies.push(...results.map(namedMovie));
    if (page >= totalPages) break;
  }
  return movies.slice(0, most);
}
