// Names as the server compares them: case, accents and punctuation set aside.
import { foldText } from '../../server/src/testing.js';
import { getJson } from './catalogue.js';

/** A catalogue title as an import file names it: kind, id, name and year of release. */
export interface CatalogueTitle {
  mediaType: 'movie' | 'tv';
  id: number;
  name: string;
  year: number;
}

/** The titles the transfer journey writes its files from, read from the server's own /3 API. */
export interface TransferTitles {
  /**
   * Movies whose name and year no other catalogue title shares, most popular first, no two of the
   * same name: an import by title and year matches each of them and nothing else.
   */
  movies: CatalogueTitle[];
  /** TV shows, most popular first, no name shared with the movies. */
  shows: CatalogueTitle[];
  /** Two movies of one name and one year: an import by title and year must ask which. */
  twins: [CatalogueTitle, CatalogueTitle];
}

interface ListedTitle {
  id: number;
  title?: string;
  original_title?: string;
  name?: string;
  original_name?: string;
  release_date?: string;
  first_air_date?: string;
}

interface TitlePage {
  results: ListedTitle[];
  total_pages: number;
}

function catalogueTitle(mediaType: 'movie' | 'tv', item: ListedTitle): CatalogueTitle | undefined {
  const name = mediaType === 'movie' ? item.title : item.name;
  const date = mediaType === 'movie' ? item.release_date : item.first_air_date;
  const year = Number(date?.slice(0, 4));
  if (!name || !Number.isInteger(year) || year < 1000) return undefined;
  return { mediaType, id: item.id, name, year };
}

function isNamed(item: ListedTitle, key: string): boolean {
  return [item.title, item.original_title, item.name, item.original_name].some(
    (name) => name !== undefined && foldText(name) === key,
  );
}

/**
 * Every movie the catalogue calls `name` (or once did), by the server's search: exact names come
 * first, so the pages are read until one holds none.
 */
async function moviesNamed(origin: string, name: string): Promise<CatalogueTitle[]> {
  const key = foldText(name);
  const found: CatalogueTitle[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = (await getJson(
      `/3/search/movie?query=${encodeURIComponent(name)}&page=${page}`,
      origin,
    )) as TitlePage;
    const named = answer.results.filter((item) => isNamed(item, key));
    for (const item of named) {
      const title = catalogueTitle('movie', item);
      if (title) found.push(title);
    }
    if (named.length === 0 || page >= answer.total_pages) break;
  }
  return found;
}

async function popular(
  origin: string,
  mediaType: 'movie' | 'tv',
  page: number,
): Promise<CatalogueTitle[]> {
  const answer = (await getJson(`/3/${mediaType}/popular?page=${page}`, origin)) as TitlePage;
  return answer.results.flatMap((item) => catalogueTitle(mediaType, item) ?? []);
}

/**
 * Reads popular movies and shows from the server until it has `movieCount` movies that only
 * their name and year can match, `showCount` shows, and one pair of movies sharing a name and a
 * year. No two picked titles share a name, so the page names each one unmistakably.
 */
export async function pickTransferTitles(
  origin: string,
  movieCount: number,
  showCount: number,
): Promise<TransferTitles> {
  const names = new Set<string>();
  const movies: CatalogueTitle[] = [];
  let twins: [CatalogueTitle, CatalogueTitle] | undefined;
  for (let page = 1; page <= 10 && (movies.length < movieCount || !twins); page += 1) {
    for (const movie of await popular(origin, 'movie', page)) {
      const key = foldText(movie.name);
      if (names.has(key)) continue;
      const sameYear = (await moviesNamed(origin, movie.name)).filter(
        (title) => title.year === movie.year,
      );
      if (sameYear.length === 1 && movies.length < movieCount) {
        movies.push(movie);
        names.add(key);
      } else if (sameYear.length === 2 && !twins) {
        twins = [sameYear[0] as CatalogueTitle, sameYear[1] as CatalogueTitle];
        names.add(key);
      }
    }
  }
  if (movies.length < movieCount || !twins)
    throw new Error(
      `the catalogue's popular movies gave ${movies.length} of ${movieCount} movies with a name and year of their own, and ${twins ? 'a' : 'no'} pair sharing one`,
    );

  const shows: CatalogueTitle[] = [];
  for (let page = 1; page <= 5 && shows.length < showCount; page += 1) {
    for (const show of await popular(origin, 'tv', page)) {
      const key = foldText(show.name);
      if (names.has(key) || shows.length >= showCount) continue;
      shows.push(show);
      names.add(key);
    }
  }
  if (shows.length < showCount) throw new Error(`only ${shows.length} shows of ${showCount}`);
  return { movies, shows, twins };
}

/** The title's IMDb id, as the server's /3/{movie,tv}/{id}/external_ids gives it. */
export async function imdbIdOf(origin: string, title: CatalogueTitle): Promise<string> {
  const ids = (await getJson(`/3/${title.mediaType}/${title.id}/external_ids`, origin)) as {
    imdb_id: string | null;
  };
  if (!ids.imdb_id) throw new Error(`${title.name} has no IMDb id`);
  return ids.imdb_id;
}

/** Whether the catalogue recommends anything for the title (the "For you" row draws on it). */
export async function hasRecommendations(origin: string, title: CatalogueTitle): Promise<boolean> {
  const answer = (await getJson(
    `/3/${title.mediaType}/${title.id}/recommendations`,
    origin,
  )) as TitlePage;
  return answer.results.length > 0;
}
