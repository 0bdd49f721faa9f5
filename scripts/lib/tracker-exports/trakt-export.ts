/*
 * The files of a Trakt export as its exporter writes them (FORMATS.md 1), from titles and plays a
 * test gives: compact JSON arrays, newest first, split into pages, every endpoint present (empty
 * ones as `[]`), user-settings.json with an e-mail address in it. Plain data, no zip: the import's
 * tests, the end-to-end test and the bench each put the files where they need them.
 */

export interface TraktTestTitle {
  title: string;
  year: number;
  /** Left out: null, as Trakt writes an id it does not have. */
  tmdb?: number | null;
  imdb?: string | null;
  /** Shows only: Trakt never gives a movie TheTVDB's id. */
  tvdb?: number | null;
}

export type TraktTestPlay =
  | { watchedAt: string; movie: TraktTestTitle; id?: number }
  | {
      watchedAt: string;
      show: TraktTestTitle;
      season: number;
      episode: number;
      /** TheTVDB's id of the episode. */
      episodeTvdb?: number;
      /** Trakt's id of the event; by default, numbered in the order the plays were watched. */
      id?: number;
    };

/** A movie or show on a list, or rated. */
export type TraktTestMark = { at: string } & ({ movie: TraktTestTitle } | { show: TraktTestTitle });

export interface TraktTestList {
  id: number;
  slug: string;
  name: string;
  description?: string;
  items: readonly TraktTestMark[];
}

/** A rating of one episode of a show. */
export interface TraktTestEpisodeRating {
  at: string;
  rating: number;
  show: TraktTestTitle;
  season: number;
  episode: number;
  /** TheTVDB's id of the episode. */
  episodeTvdb?: number;
}

export interface TraktTestExportOptions {
  plays?: readonly TraktTestPlay[];
  ratings?: readonly (TraktTestMark & { rating: number })[];
  episodeRatings?: readonly TraktTestEpisodeRating[];
  watchlist?: readonly TraktTestMark[];
  lists?: readonly TraktTestList[];
  /** Entries a page, for every file: 250 since June 2026, 1,000 before. */
  pageSize?: number;
  /**
   * A file of several pages: 'numbered' `x-1.json`, `x-2.json` … as Trakt writes it; 'plain'
   * `x.json`, `x-2.json` … as when Trakt under-counted the pages (FORMATS.md 1.1).
   */
  firstPage?: 'numbered' | 'plain';
  /**
   * Entries at the end of a page written again at the start of the next: what paging does when
   * the member watched something while Trakt exported.
   */
  overlap?: number;
}

export interface TraktTestFile {
  name: string;
  content: string;
  text(): Promise<string>;
}

function file(name: string, content: string): TraktTestFile {
  return { name, content, text: () => Promise.resolve(content) };
}

/** ISO 8601 instants in UTC sort as text; localeCompare would be slow for 20,000. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first, as Trakt lists everything; entries of one time keep the order given. */
function newestFirst<T>(entries: readonly T[], at: (entry: T) => string): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const order = compareText(at(b.entry), at(a.entry));
      return order !== 0 ? order : a.index - b.index;
    })
    .map(({ entry }) => entry);
}

export function traktTestExport({
  plays = [],
  ratings = [],
  episodeRatings = [],
  watchlist = [],
  lists = [],
  pageSize = 250,
  firstPage = 'numbered',
  overlap = 0,
}: TraktTestExportOptions = {}): TraktTestFile[] {
  // Trakt's own ids, the same for the same title (or episode) everywhere in the export; two
  // titles of one name and year (the catalogue has namesakes) are two titles, told by their ids.
  const traktIds = new Map<string, number>();
  function traktIdOf(key: string): number {
    const known = traktIds.get(key);
    if (known !== undefined) return known;
    const id = 1000 + traktIds.size;
    traktIds.set(key, id);
    return id;
  }
  const titleKey = (title: TraktTestTitle) =>
    JSON.stringify([title.title, title.year, title.tmdb, title.imdb, title.tvdb]);
  const slugOf = (title: TraktTestTitle) =>
    `${title.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${title.year}`;

  function movieJson(movie: TraktTestTitle) {
    return {
      title: movie.title,
      year: movie.year,
      ids: {
        trakt: traktIdOf(`movie:${titleKey(movie)}`),
        slug: slugOf(movie),
        imdb: movie.imdb ?? null,
        tmdb: movie.tmdb ?? null,
      },
    };
  }
  function showJson(show: TraktTestTitle) {
    return {
      title: show.title,
      year: show.year,
      ids: {
        trakt: traktIdOf(`show:${titleKey(show)}`),
        slug: slugOf(show),
        tvdb: show.tvdb ?? null,
        imdb: show.imdb ?? null,
        tmdb: show.tmdb ?? null,
        tvrage: null,
      },
      aired_episodes: 10,
    };
  }
  function markJson(mark: TraktTestMark) {
    return 'movie' in mark
      ? { type: 'movie', movie: movieJson(mark.movie) }
      : { type: 'show', show: showJson(mark.show) };
  }

  const files: TraktTestFile[] = [];
  function writePages(base: string, entries: readonly unknown[]) {
    const pageCount = Math.max(1, Math.ceil(entries.length / pageSize));
    for (let page = 1; page <= pageCount; page += 1) {
      const start = Math.max(0, (page - 1) * pageSize - (page > 1 ? overlap : 0));
      const content = JSON.stringify(entries.slice(start, page * pageSize));
      const suffix = pageCount > 1 && (page > 1 || firstPage === 'numbered') ? `-${page}` : '';
      files.push(file(`${base}${suffix}.json`, content));
    }
  }

  function episodeJson(
    show: ReturnType<typeof showJson>,
    season: number,
    episode: number,
    tvdb?: number,
  ) {
    return {
      season,
      number: episode,
      title: `Episode ${episode}`,
      ids: {
        trakt: traktIdOf(`episode:${show.ids.trakt}:${season}:${episode}`),
        tvdb: tvdb ?? null,
        imdb: null,
        tmdb: null,
      },
    };
  }

  // Event ids grow with time, as Trakt's do.
  const watchOrder = [...plays].sort((a, b) => compareText(a.watchedAt, b.watchedAt));
  const eventIds = new Map(watchOrder.map((play, index) => [play, 9_000_000_000 + index]));
  writePages(
    'watched-history',
    newestFirst(plays, (play) => play.watchedAt).map((play) => {
      const event = {
        id: play.id ?? eventIds.get(play),
        watched_at: play.watchedAt,
        action: 'watch',
      };
      if ('movie' in play) return { ...event, type: 'movie', movie: movieJson(play.movie) };
      const show = showJson(play.show);
      return {
        ...event,
        type: 'episode',
        episode: episodeJson(show, play.season, play.episode, play.episodeTvdb),
        show,
      };
    }),
  );

  const rated = newestFirst(ratings, (rating) => rating.at).map((rating) => ({
    rated_at: rating.at,
    rating: rating.rating,
    ...markJson(rating),
  }));
  writePages(
    'ratings-movies',
    rated.filter((rating) => rating.type === 'movie'),
  );
  writePages(
    'ratings-shows',
    rated.filter((rating) => rating.type === 'show'),
  );
  writePages('ratings-seasons', []);
  writePages(
    'ratings-episodes',
    newestFirst(episodeRatings, (rating) => rating.at).map((rating) => {
      const show = showJson(rating.show);
      return {
        rated_at: rating.at,
        rating: rating.rating,
        type: 'episode',
        episode: episodeJson(show, rating.season, rating.episode, rating.episodeTvdb),
        show,
      };
    }),
  );

  let listItemId = 1_000_000_000;
  const listEntries = (marks: readonly TraktTestMark[]) =>
    marks.map((mark, index) => ({
      rank: index + 1,
      id: (listItemId += 1),
      listed_at: mark.at,
      notes: null,
      ...markJson(mark),
    }));
  writePages('lists-watchlist', listEntries(watchlist));
  writePages('lists-favorites', []);
  writePages(
    'lists-lists',
    lists.map((list) => ({
      name: list.name,
      description: list.description ?? null,
      privacy: 'private',
      created_at: '2024-01-01T00:00:00.000Z',
      item_count: list.items.length,
      ids: { trakt: list.id, slug: list.slug },
    })),
  );
  for (const list of lists)
    writePages(`lists-list-${list.id}-${list.slug}`, listEntries(list.items));

  files.push(
    file(
      'user-settings.json',
      JSON.stringify({ user: { username: 'member', email: 'member@example.com' } }),
    ),
    file('user-profile.json', JSON.stringify({ username: 'member', ids: { slug: 'member' } })),
    file('watched-movies.json', '[]'),
    file('watched-shows.json', '[]'),
    file('comments-movies.json', '[]'),
    file('_errors.json', '[]'),
  );
  return files;
}
