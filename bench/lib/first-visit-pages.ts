import type { TvSeason } from '@marquee/tmdb-types/details';

/** A page the web part measures. */
export interface BenchPage {
  /** How the table names it, e.g. "movie page (/details/movie/550)". */
  label: string;
  /** Path and query, from the server's root. */
  path: string;
  /** Members only: a first visit logs in first and empties only the cache (see first-visit-lighthouse). */
  loggedIn: boolean;
}

interface Titled {
  id: number;
  title?: string;
  name?: string;
}

// Words that match nearly everything, or that a visitor would hardly search for.
const COMMON_WORDS = new Set(['that', 'this', 'their', 'them', 'then', 'there', 'with', 'from']);
const MIN_WORD_LENGTH = 4;
// A search page with a full first page of results, as a visitor's search usually shows.
const ENOUGH_RESULTS = 10;
const MAX_WORDS_TRIED = 20;
const MAX_SHOWS_TRIED = 20;

/**
 * /login, /register, /home, the first trending movie's and person's pages and a search for a word
 * of the trending titles: the pages of issue 14; a season of the first trending show that has
 * one with episodes (issue 22); and a movie with where to watch and a collection (issue 23). Ids
 * the catalogue really has.
 */
export async function benchPages(origin: string, idToken: string): Promise<BenchPage[]> {
  const headers = { authorization: `Bearer ${idToken}` };
  const movies = await trending(origin, 'movie', headers);
  const people = await trending(origin, 'person', headers);
  const movie = firstOf(movies, 'movie');
  const person = firstOf(people, 'person');
  const season = await aSeasonPath(origin, await trending(origin, 'tv', headers), headers);
  const franchise = await aFranchiseMovie(origin, headers);
  const word = await aSearchWord(origin, searchWordCandidates(movies.map(titleOf)), headers);
  const search = `/search?q=${encodeURIComponent(word)}`;
  return [
    { label: '/login', path: '/login', loggedIn: false },
    { label: '/register', path: '/register', loggedIn: false },
    { label: '/home', path: '/home', loggedIn: true },
    {
      label: `movie page (/details/movie/${movie.id})`,
      path: `/details/movie/${movie.id}`,
      loggedIn: false,
    },
    {
      label: `franchise movie page (/details/movie/${franchise.id})`,
      path: `/details/movie/${franchise.id}`,
      loggedIn: false,
    },
    { label: `season page (${season})`, path: season, loggedIn: false },
    {
      label: `person page (/details/person/${person.id})`,
      path: `/details/person/${person.id}`,
      loggedIn: false,
    },
    { label: `search page (${search})`, path: search, loggedIn: false },
  ];
}

/**
 * Words of the titles, in order of first appearance: letters only, long enough to be a word a
 * visitor types, lower-case, each once.
 */
export function searchWordCandidates(titles: readonly string[]): string[] {
  const words = titles.flatMap((title) => title.toLowerCase().match(/\p{L}+/gu) ?? []);
  return [
    ...new Set(words.filter((word) => word.length >= MIN_WORD_LENGTH && !COMMON_WORDS.has(word))),
  ];
}

/**
 * The first regular season (specials, season 0, are not one) that has episodes, in season order;
 * undefined for a show with none.
 */
export function firstSeasonWithEpisodes(
  seasons: ReadonlyArray<Pick<TvSeason, 'season_number' | 'episode_count'>>,
): number | undefined {
  return seasons
    .filter((season) => season.season_number >= 1 && season.episode_count > 0)
    .map((season) => season.season_number)
    .sort((a, b) => a - b)[0];
}

/** The season page of the first show, in the list's order, whose details name such a season. */
async function aSeasonPath(
  origin: string,
  shows: readonly Titled[],
  headers: Record<string, string>,
): Promise<string> {
  for (const show of shows.slice(0, MAX_SHOWS_TRIED)) {
    const details = await getJson<{ seasons: TvSeason[] }>(`${origin}/3/tv/${show.id}`, headers);
    const seasonNumber = firstSeasonWithEpisodes(details.seasons);
    if (seasonNumber !== undefined) return `/details/tv/${show.id}/season/${seasonNumber}`;
  }
  throw new Error('No trending show has a season with episodes for its season page');
}

/**
 * The most popular movie that is part of a collection and can be watched in the US (the region a
 * Chromium in English asks for): its page shows where to watch and the collection's other parts.
 */
async function aFranchiseMovie(origin: string, headers: Record<string, string>): Promise<Titled> {
  // The first two pages of popular movies: about one in four of them is a part (issue 23).
  for (const page of [1, 2]) {
    const popular = await getJson<{ results: Titled[] }>(
      `${origin}/3/movie/popular?page=${page}`,
      headers,
    );
    for (const movie of popular.results) {
      const details = await getJson<{
        belongs_to_collection: unknown;
        'watch/providers': { results: Record<string, unknown> };
      }>(`${origin}/3/movie/${movie.id}?append_to_response=watch%2Fproviders`, headers);
      if (details.belongs_to_collection && details['watch/providers'].results.US) return movie;
    }
  }
  throw new Error('No popular movie is part of a collection and on a service in the US');
}

/** The first word with a full page of results, else the one with the most. */
async function aSearchWord(
  origin: string,
  candidates: readonly string[],
  headers: Record<string, string>,
): Promise<string> {
  let best: { word: string; results: number } | undefined;
  for (const word of candidates.slice(0, MAX_WORDS_TRIED)) {
    const page = await getJson<{ total_results: number }>(
      `${origin}/3/search/multi?query=${encodeURIComponent(word)}`,
      headers,
    );
    if (page.total_results >= ENOUGH_RESULTS) return word;
    if (page.total_results > (best?.results ?? 0)) best = { word, results: page.total_results };
  }
  if (!best) throw new Error('No word of the trending titles finds anything in the search');
  return best.word;
}

async function trending(
  origin: string,
  media: 'movie' | 'tv' | 'person',
  headers: Record<string, string>,
): Promise<Titled[]> {
  const page = await getJson<{ results: Titled[] }>(`${origin}/3/trending/${media}/day`, headers);
  return page.results;
}

function firstOf(items: readonly Titled[], media: string): Titled {
  const first = items[0];
  if (!first) throw new Error(`No trending ${media} for its details page`);
  return first;
}

function titleOf(item: Titled): string {
  return item.title ?? item.name ?? '';
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as T;
}
