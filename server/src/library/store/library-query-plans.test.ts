import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  episodeDetails,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import { createLibraryStore } from './create-library-store.js';
import type { LibraryDatabase } from './library-database.js';
import type { DetailsSort, LibraryStore, TitleFilter } from './library-store.js';

/** A store over `database` that keeps every query it runs, as the database received it. */
function recordingStore(database: LibraryDatabase): {
  store: LibraryStore;
  queries: CompiledQuery[];
} {
  const queries: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      queries.push(database.db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  const store = createLibraryStore({ ...database, db: database.db.withPlugin(recorder) });
  return { store, queries };
}

type Request = TitleFilter & { sort?: DetailsSort };

// SQLite's planner is the one that can be asked cheaply and answers the same on every machine;
// PostgreSQL's plans depend on its statistics, which a test's few rows do not give.
describe('the library reads on SQLite', () => {
  const library = useTestLibrary('sqlite');
  const uid = newUid();
  let listId = 0;

  beforeAll(async () => {
    const { store } = library;
    const titles = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0
        ? showDetails(index + 1, { genre_ids: [18], first_air_date: `19${50 + index}-01-01` })
        : movieDetails(index + 1, { genre_ids: [18, 35], release_date: `19${50 + index}-01-01` }),
    );
    await store.rememberTitles(titles);
    const list = await store.createList(uid, { name: 'All' });
    listId = list.id;
    for (const [index, details] of titles.entries()) {
      const title = { mediaType: details.media_type, mediaId: details.id };
      await store.setMark(uid, 'watchlist', title, true);
      await store.setMark(uid, 'favourites', title, true);
      await store.rate(uid, title, 5);
      await store.addDiaryEntry(uid, { ...title, watchedOn: `2026-01-${10 + (index % 20)}` });
      await store.addListItem(uid, listId, title);
    }
    for (let episodeNumber = 1; episodeNumber <= 10; episodeNumber += 1) {
      const episode = { showId: 1, seasonNumber: 1, episodeNumber };
      await store.rateEpisode(uid, episode, 5, episodeDetails(episode));
    }
    // Somebody else's rows, so the user's are not the whole table.
    await store.setMark(newUid(), 'watchlist', { mediaType: 'movie', mediaId: 1 }, true);
  });

  const READS: [string, string, (store: LibraryStore, request: Request) => Promise<unknown>][] = [
    ['watchlist', 'watchlist_by_added', (store, r) => store.listMarks(uid, 'watchlist', r)],
    ['favourites', 'favourites_by_added', (store, r) => store.listMarks(uid, 'favourites', r)],
    ['ratings', 'ratings_by_rated', (store, r) => store.listRatings(uid, r)],
    ['diary', 'diary_by_watched', (store, r) => store.listDiary(uid, r)],
    ['list items', 'list_items_by_position', (store, r) => store.listListItems(uid, listId, r)],
  ];

  /** Every query `read` runs, with SQLite's plan of it. */
  async function explained(
    read: (store: LibraryStore) => Promise<unknown>,
  ): Promise<{ sql: string; plan: string[] }[]> {
    const { store, queries } = recordingStore(library.database);
    await read(store);
    return Promise.all(
      queries.map(async (query) => {
        const { rows } = await library.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        return { sql: query.sql, plan: rows.map((row) => row.detail) };
      }),
    );
  }

  async function plansOf(
    read: (store: LibraryStore, request: Request) => Promise<unknown>,
    request: Request,
  ): Promise<{ page: string[]; counts: string[]; all: string[] }> {
    const plans = await explained((store) => read(store, request));
    const page = plans.find((plan) => / limit /i.test(plan.sql));
    if (page === undefined) throw new Error('the read ran no query with a limit');
    return {
      page: page.plan,
      counts: plans.filter((plan) => / count\(/i.test(plan.sql)).flatMap((plan) => plan.plan),
      all: plans.flatMap((plan) => plan.plan),
    };
  }

  it.each(READS)(
    'read the %s page by walking %s in order, whatever the filter',
    async (_, index, read) => {
      const walked = new RegExp(
        `^SEARCH item USING (COVERING )?INDEX ${index} \\((uid|list_id)=\\?`,
      );
      for (const request of [{}, { genreId: 35, decade: 1960, mediaType: 'movie' as const }]) {
        const { page, all } = await plansOf(read, request);
        expect(page.filter((step) => walked.test(step))).toHaveLength(1);
        expect(all.filter((step) => step.startsWith('SCAN'))).toEqual([]);
        // A media type makes SQLite order the rows of one date among themselves ("LAST TERM"),
        // which costs nothing: never the whole of the user's rows.
        expect(page.filter((step) => /TEMP B-TREE FOR (?!LAST TERM)/.test(step))).toEqual([]);
      }
      const { page, counts } = await plansOf(read, {});
      expect(page.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
      // Counting all the user's rows looks up nothing else (SQLite keeps unused left joins).
      expect(counts.filter((step) => !step.startsWith('SEARCH item '))).toEqual([]);
    },
  );

  it('sorts ratings by their value by walking ratings_by_value', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const { page } = await plansOf(
        (store) => store.listRatings(uid, { sort: 'rating', order }),
        {},
      );
      expect(page.filter((step) => /INDEX ratings_by_value \(uid=\?\)/.test(step))).toHaveLength(1);
      expect(page.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
    }
  });

  it.each([
    [
      'episode ratings, newest first',
      'episode_ratings_by_rated',
      (store: LibraryStore) => store.listEpisodeRatings(uid),
    ],
    // The primary key's index, (uid, show_id, season_number, episode_number), in its order.
    [
      "a show's episode ratings",
      'sqlite_autoindex_episode_ratings_1',
      (store: LibraryStore) => store.episodeRatingsOfShow(uid, 1),
    ],
    [
      "a calendar feed's owner",
      'calendar_feeds_by_secret',
      (store: LibraryStore) => store.calendarFeedOwner('A'.repeat(32)),
    ],
    // The primary key's index, (uid, media_type, media_id), holds the ids.
    [
      "the watchlist's show ids",
      'sqlite_autoindex_watchlist_1',
      (store: LibraryStore) => store.watchlistShowIds(uid),
    ],
  ])('read %s by walking %s, sorting nothing', async (_, index, read) => {
    const steps = (await explained(read)).flatMap((query) => query.plan);
    const walked = new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${index} \\(`);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => !walked.test(step))).toEqual([]);
  });

  it("finds a calendar's watchlist movies among the member's rows, their details by key", async () => {
    const range = { start: '1960-01-01', end: '1969-12-31' };
    const steps = (await explained((store) => store.watchlistMoviesReleased(uid, range))).flatMap(
      (query) => query.plan,
    );
    expect(steps.filter((step) => step.startsWith('SCAN'))).toEqual([]);
    expect(
      steps.filter((step) => /^SEARCH item USING (COVERING )?INDEX \w+ \(uid=\?/.test(step)),
    ).toHaveLength(1);
    expect(
      steps.filter((step) =>
        /^SEARCH details USING INDEX \w+ \(media_type=\? AND media_id=\?\)$/.test(step),
      ),
    ).toHaveLength(1);
  });

  it("looks up the states of a page's titles by key, not among all the user's rows", async () => {
    const { store, queries } = recordingStore(library.database);
    const titles = [1, 2, 3, 4].map(
      (id) => ({ mediaType: id % 2 ? 'movie' : 'tv', mediaId: id }) as const,
    );
    await store.titleStates(uid, titles);
    // Kysely hands the plugin each branch as it is built, then the whole query it runs.
    const query = queries.at(-1) as CompiledQuery;
    const { rows } = await library.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const searches = rows.map((row) => row.detail).filter((step) => /^(SEARCH|SCAN) /.test(step));
    const byKey =
      /^SEARCH \w+ USING (COVERING )?INDEX \w+ \((uid|list_id)=\? AND media_type=\? AND media_id=\?\)$/;
    // The lists are the member's own (a few), each then searched by key.
    const ownLists = /^SEARCH \w+ USING COVERING INDEX lists_by_user \(uid=\?\)$/;
    const askedTitles = /^SCAN (\d+-ROW VALUES CLAUSE|\d+ CONSTANT ROWS|CONSTANT ROW)$/;
    expect(
      searches.filter(
        (step) => !byKey.test(step) && !ownLists.test(step) && !askedTitles.test(step),
      ),
    ).toEqual([]);
    expect(searches.filter((step) => byKey.test(step))).toHaveLength(5);
  });

  it.each(READS)('sort the %s by details among the user’s rows only', async (_, __, read) => {
    for (const sort of ['title', 'rating', 'release_date', 'popularity'] as const) {
      const { all } = await plansOf(read, { sort, genreId: 18 });
      expect(all.filter((step) => step.startsWith('SCAN'))).toEqual([]);
    }
  });
});
