import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { MarkWatchedAnswer, UpNextItem } from '@marquee/tmdb-types/episode-progress';
import type { LibraryStore } from '../store/library-store.js';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { libraryRouteTable, routeKey } from '../../test/library-route-table.js';
import { LIBRARY_ENGINES, movieDetails, newUid, useTestLibrary } from '../../test/test-library.js';

const MOVIE = 21;
const SHOW = 22;
const OTHER_MOVIE = 23;

type StoreMethod = Exclude<keyof LibraryStore, 'answerVersions'>;

interface CountingStore {
  store: LibraryStore;
  /** Calls of each method so far. */
  calls(method: StoreMethod): number;
  /**
   * The next call of `method` queries, then waits for the returned release before it answers:
   * a read whose rows are read but whose answer is not sent yet.
   */
  holdNext(method: StoreMethod): { queried: Promise<void>; release(): void };
}

/** `store` counting its calls; everything else (answerVersions too) is the store's own. */
function countingStore(store: LibraryStore): CountingStore {
  const counts = new Map<string, number>();
  const holds = new Map<string, { queried(): void; released: Promise<void> }>();
  const counted: Record<string, unknown> = { ...store };
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== 'function') continue;
    counted[name] = async (...args: unknown[]) => {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      const answer: unknown = await (method as (...args: unknown[]) => Promise<unknown>).apply(
        store,
        args,
      );
      const hold = holds.get(name);
      if (hold !== undefined) {
        holds.delete(name);
        hold.queried();
        await hold.released;
      }
      return answer;
    };
  }
  return {
    store: counted as unknown as LibraryStore,
    calls: (method) => counts.get(method) ?? 0,
    holdNext(method) {
      let release = () => {};
      let queried = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const queriedPromise = new Promise<void>((resolve) => (queried = resolve));
      holds.set(method, { queried, released });
      return { queried: queriedPromise, release };
    },
  };
}

const watchlistIds = async (member: MemberClient, query = '') =>
  (
    await member.get<{ results: { id: number }[] }>(`/3/account/${member.uid}/watchlist${query}`)
  ).body.results.map((title) => title.id);

const addToWatchlist = (member: MemberClient, mediaId: number) =>
  member.send('POST', `/3/account/${member.uid}/watchlist`, {
    media_type: 'movie',
    media_id: mediaId,
    watchlist: true,
  });

/** Rows a write case needs before its first read: the ids it made. */
interface Given {
  listId: number;
  entryId: number;
  filterId: number;
}

interface WriteCase {
  given?: (member: MemberClient) => Promise<Partial<Given>>;
  /** The read that shows the write's effect. */
  read: (member: MemberClient, given: Given) => string;
  write: (
    member: MemberClient,
    given: Given,
  ) => [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];
  /** What the read shows, before the write and after it. */
  seen: (body: Record<string, unknown>) => unknown;
  before: unknown;
  after: unknown;
}

const pageIds = (body: Record<string, unknown>) =>
  (body.results as { id: number }[]).map((title) => title.id);
const pageShowIds = (body: Record<string, unknown>) =>
  (body.results as UpNextItem[]).map((item) => item.show.id);
const listItemIds = (body: Record<string, unknown>) =>
  (body.items as { id: number }[]).map((title) => title.id);

async function newList(member: MemberClient, ...mediaIds: number[]): Promise<number> {
  const list = await member.send<ListCreated>('POST', '/3/list', { name: 'Picks' });
  for (const mediaId of mediaIds)
    await member.send('POST', `/3/list/${list.body.list_id}/add_item`, { media_id: mediaId });
  return list.body.list_id;
}

async function newSavedFilter(member: MemberClient, name: string): Promise<number> {
  const saved = await member.send<{ id: number }>(
    'POST',
    `/3/account/${member.uid}/saved_filters`,
    {
      name,
      media_type: 'movie',
      query: 'genre=18',
    },
  );
  return saved.body.id;
}

const savedFilterNames = (body: Record<string, unknown>) =>
  (body.results as { name: string }[]).map((filter) => filter.name);

/** The feed address before a reset: the reset's case reads it in its `given`. */
let feedBefore = '';

/** One case per write route: after the write's 2xx, the next read shows it. */
const WRITES: Record<string, WriteCase> = {
  'POST /3/account/:account_id/saved_filters': {
    read: (member) => `/3/account/${member.uid}/saved_filters`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/saved_filters`,
      { name: 'Dramas', media_type: 'movie', query: 'genre=18' },
    ],
    seen: savedFilterNames,
    before: [],
    after: ['Dramas'],
  },
  'PUT /3/account/:account_id/saved_filters/:filter_id': {
    given: async (member) => {
      await newSavedFilter(member, 'One');
      return { filterId: await newSavedFilter(member, 'Two') };
    },
    read: (member) => `/3/account/${member.uid}/saved_filters`,
    write: (member, { filterId }) => [
      'PUT',
      `/3/account/${member.uid}/saved_filters/${filterId}`,
      { position: 0 },
    ],
    seen: savedFilterNames,
    before: ['One', 'Two'],
    after: ['Two', 'One'],
  },
  'DELETE /3/account/:account_id/saved_filters/:filter_id': {
    given: async (member) => ({ filterId: await newSavedFilter(member, 'One') }),
    read: (member) => `/3/account/${member.uid}/saved_filters`,
    write: (member, { filterId }) => [
      'DELETE',
      `/3/account/${member.uid}/saved_filters/${filterId}`,
    ],
    seen: savedFilterNames,
    before: ['One'],
    after: [],
  },
  'PUT /3/account/:account_id/settings': {
    read: (member) => `/3/account/${member.uid}/settings`,
    write: (member) => ['PUT', `/3/account/${member.uid}/settings`, { display_name: 'Ada' }],
    seen: (body) => body.display_name,
    before: null,
    after: 'Ada',
  },
  'PUT /3/list/:list_id/sharing': {
    given: async (member) => ({ listId: await newList(member) }),
    read: (_member, { listId }) => `/3/list/${listId}`,
    write: (_member, { listId }) => ['PUT', `/3/list/${listId}/sharing`, { public: true }],
    seen: (body) => body.public,
    before: false,
    after: true,
  },
  'POST /3/account/:account_id/watchlist': {
    read: (member) => `/3/account/${member.uid}/watchlist`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/watchlist`,
      { media_type: 'movie', media_id: MOVIE, watchlist: true },
    ],
    seen: pageIds,
    before: [],
    after: [MOVIE],
  },
  'POST /3/account/:account_id/favorite': {
    read: (member) => `/3/account/${member.uid}/favorite/tv`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/favorite`,
      { media_type: 'tv', media_id: SHOW, favorite: true },
    ],
    seen: pageIds,
    before: [],
    after: [SHOW],
  },
  'POST /3/movie/:id/rating': {
    read: () => `/3/movie/${MOVIE}/account_states`,
    write: () => ['POST', `/3/movie/${MOVIE}/rating`, { value: 8 }],
    seen: (body) => body.rated,
    before: false,
    after: { value: 8 },
  },
  'DELETE /3/movie/:id/rating': {
    given: async (member) => {
      await member.send('POST', `/3/movie/${MOVIE}/rating`, { value: 8 });
      return {};
    },
    read: (member) => `/3/account/${member.uid}/rated/movies`,
    write: () => ['DELETE', `/3/movie/${MOVIE}/rating`],
    seen: pageIds,
    before: [MOVIE],
    after: [],
  },
  'POST /3/tv/:id/rating': {
    read: (member) => `/3/account/${member.uid}/account_states?items=tv:${SHOW}`,
    write: () => ['POST', `/3/tv/${SHOW}/rating`, { value: 6.5 }],
    seen: (body) => (body.results as { rated: unknown }[])[0]?.rated,
    before: false,
    after: { value: 6.5 },
  },
  'DELETE /3/tv/:id/rating': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/rating`, { value: 6.5 });
      return {};
    },
    read: () => `/3/tv/${SHOW}/account_states`,
    write: () => ['DELETE', `/3/tv/${SHOW}/rating`],
    seen: (body) => body.rated,
    before: { value: 6.5 },
    after: false,
  },
  'POST /3/account/:account_id/diary': {
    read: () => `/3/movie/${MOVIE}/account_states`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/diary`,
      { media_type: 'movie', media_id: MOVIE, watched_on: '2026-03-01' },
    ],
    seen: (body) => body.watched,
    before: 0,
    after: 1,
  },
  'DELETE /3/account/:account_id/diary/:entry_id': {
    given: async (member) => {
      const entry = await member.send<{ entry: { id: number } }>(
        'POST',
        `/3/account/${member.uid}/diary`,
        { media_type: 'movie', media_id: MOVIE, watched_on: '2026-03-01' },
      );
      return { entryId: entry.body.entry.id };
    },
    read: (member) => `/3/account/${member.uid}/diary?media=movie:${MOVIE}`,
    write: (member, { entryId }) => ['DELETE', `/3/account/${member.uid}/diary/${entryId}`],
    seen: (body) => body.total_results,
    before: 1,
    after: 0,
  },
  'POST /3/list': {
    read: (member) => `/3/account/${member.uid}/lists`,
    write: () => ['POST', '/3/list', { name: 'Picks' }],
    seen: (body) => body.total_results,
    before: 0,
    after: 1,
  },
  'PUT /3/list/:list_id': {
    given: async (member) => ({ listId: await newList(member) }),
    read: (_member, { listId }) => `/3/list/${listId}`,
    write: (_member, { listId }) => ['PUT', `/3/list/${listId}`, { name: 'Renamed' }],
    seen: (body) => body.name,
    before: 'Picks',
    after: 'Renamed',
  },
  'DELETE /3/list/:list_id': {
    given: async (member) => ({ listId: await newList(member) }),
    read: (member) => `/3/account/${member.uid}/lists`,
    write: (_member, { listId }) => ['DELETE', `/3/list/${listId}`],
    seen: (body) => body.total_results,
    before: 1,
    after: 0,
  },
  'POST /3/list/:list_id/add_item': {
    given: async (member) => ({ listId: await newList(member) }),
    read: (_member, { listId }) => `/3/list/${listId}`,
    write: (_member, { listId }) => ['POST', `/3/list/${listId}/add_item`, { media_id: MOVIE }],
    seen: listItemIds,
    before: [],
    after: [MOVIE],
  },
  'POST /3/list/:list_id/remove_item': {
    given: async (member) => ({ listId: await newList(member, MOVIE) }),
    read: (_member, { listId }) => `/3/list/${listId}/item_status?movie_id=${MOVIE}`,
    write: (_member, { listId }) => ['POST', `/3/list/${listId}/remove_item`, { media_id: MOVIE }],
    seen: (body) => body.item_present,
    before: true,
    after: false,
  },
  'POST /3/list/:list_id/move_item': {
    given: async (member) => ({ listId: await newList(member, MOVIE, OTHER_MOVIE) }),
    read: (_member, { listId }) => `/3/list/${listId}`,
    write: (_member, { listId }) => [
      'POST',
      `/3/list/${listId}/move_item`,
      { media_type: 'movie', media_id: OTHER_MOVIE, position: 0 },
    ],
    seen: listItemIds,
    before: [MOVIE, OTHER_MOVIE],
    after: [OTHER_MOVIE, MOVIE],
  },
  'POST /3/account/:account_id/import': {
    read: (member) => `/3/account/${member.uid}/watchlist`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/import`,
      { watchlist: [{ media_type: 'movie', media_id: MOVIE }] },
    ],
    seen: pageIds,
    before: [],
    after: [MOVIE],
  },
  // Matching writes nothing of the member's: their reads stay as they were.
  'POST /3/account/:account_id/import/match': {
    given: async (member) => {
      await addToWatchlist(member, MOVIE);
      return {};
    },
    read: (member) => `/3/account/${member.uid}/watchlist`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/import/match`,
      { rows: [{ tmdb_id: OTHER_MOVIE, media_type: 'movie' }] },
    ],
    seen: pageIds,
    before: [MOVIE],
    after: [MOVIE],
  },
  // Mapping a file's episodes writes nothing either: a show's progress stays as it was.
  'POST /3/account/:account_id/import/episodes': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/episode/1/watched`, {});
      return {};
    },
    read: (member) => `/3/account/${member.uid}/progress/tv/${SHOW}`,
    write: (member) => [
      'POST',
      `/3/account/${member.uid}/import/episodes`,
      { rows: [{ show_id: SHOW, season_number: 1, episode_number: 2 }] },
    ],
    seen: (body) => body.watched_episodes,
    before: 1,
    after: 1,
  },
  // Episode progress (issue 22), read where a member sees it: Up next and a show's progress.
  'POST /3/tv/:id/season/:season_number/episode/:episode_number/watched': {
    read: (member) => `/3/account/${member.uid}/progress/tv/${SHOW}`,
    write: () => ['POST', `/3/tv/${SHOW}/season/1/episode/1/watched`, {}],
    seen: (body) => body.watched_episodes,
    before: 0,
    after: 1,
  },
  'DELETE /3/tv/:id/season/:season_number/episode/:episode_number/watched': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/episode/1/watched`, {});
      return {};
    },
    read: (member) => `/3/account/${member.uid}/progress/tv/${SHOW}`,
    write: () => ['DELETE', `/3/tv/${SHOW}/season/1/episode/1/watched`],
    seen: (body) => body.watched_episodes,
    before: 1,
    after: 0,
  },
  'POST /3/tv/:id/season/:season_number/watched': {
    read: (member) => `/3/account/${member.uid}/progress/tv/${SHOW}`,
    write: () => ['POST', `/3/tv/${SHOW}/season/1/watched`, {}],
    seen: (body) => body.watched_episodes,
    before: 0,
    after: 20,
  },
  'DELETE /3/tv/:id/season/:season_number/watched': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/watched`, {});
      return {};
    },
    read: (member) => `/3/account/${member.uid}/up_next`,
    write: () => ['DELETE', `/3/tv/${SHOW}/season/1/watched`],
    seen: (body) =>
      (body.results as UpNextItem[]).map((item) => [
        item.next_episode?.season_number,
        item.next_episode?.episode_number,
      ]),
    // Up next goes on across the season boundary, and back when the season is unmarked.
    before: [[2, 1]],
    after: [[1, 1]],
  },
  'POST /3/tv/:id/watched': {
    read: (member) => `/3/account/${member.uid}/up_next?tab=waiting`,
    write: () => ['POST', `/3/tv/${SHOW}/watched`, {}],
    seen: pageShowIds,
    before: [],
    after: [SHOW],
  },
  'DELETE /3/account/:account_id/episode_watches/:watch_id': {
    given: async (member) => {
      const marked = await member.send<MarkWatchedAnswer>(
        'POST',
        `/3/tv/${SHOW}/season/1/episode/1/watched`,
        {},
      );
      return { entryId: marked.body.watches[0]!.id };
    },
    read: (member) => `/3/account/${member.uid}/episode_watches`,
    write: (member, { entryId }) => [
      'DELETE',
      `/3/account/${member.uid}/episode_watches/${entryId}`,
    ],
    seen: (body) => body.total_results,
    before: 1,
    after: 0,
  },
  'PUT /3/account/:account_id/progress/tv/:id': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/episode/1/watched`, {});
      return {};
    },
    read: (member) => `/3/account/${member.uid}/up_next?tab=dropped`,
    write: (member) => [
      'PUT',
      `/3/account/${member.uid}/progress/tv/${SHOW}`,
      { status: 'dropped' },
    ],
    seen: pageShowIds,
    before: [],
    after: [SHOW],
  },
  'POST /3/account/:account_id/progress/tv/:id/cycles': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/episode/1/watched`, {});
      return {};
    },
    read: (member) => `/3/account/${member.uid}/progress/tv/${SHOW}`,
    write: (member) => ['POST', `/3/account/${member.uid}/progress/tv/${SHOW}/cycles`],
    seen: (body) => [body.cycle, body.watched_episodes],
    before: [1, 1],
    after: [2, 0],
  },
  'POST /3/tv/:id/season/:season_number/episode/:episode_number/rating': {
    read: (member) => `/3/account/${member.uid}/rated/tv/episodes`,
    write: () => ['POST', `/3/tv/${SHOW}/season/1/episode/1/rating`, { value: 7 }],
    seen: (body) => body.total_results,
    before: 0,
    after: 1,
  },
  'DELETE /3/tv/:id/season/:season_number/episode/:episode_number/rating': {
    given: async (member) => {
      await member.send('POST', `/3/tv/${SHOW}/season/1/episode/1/rating`, { value: 7 });
      return {};
    },
    read: () => `/3/tv/${SHOW}/season/1/account_states`,
    write: () => ['DELETE', `/3/tv/${SHOW}/season/1/episode/1/rating`],
    seen: (body) => (body.results as Array<{ rated: unknown }>)[0]?.rated,
    before: { value: 7 },
    after: false,
  },
  'POST /3/account/:account_id/calendar/feed/reset': {
    given: async (member) => {
      feedBefore = (await member.get<{ url: string }>(`/3/account/${member.uid}/calendar/feed`))
        .body.url;
      return {};
    },
    read: (member) => `/3/account/${member.uid}/calendar/feed`,
    write: (member) => ['POST', `/3/account/${member.uid}/calendar/feed/reset`],
    seen: (body) => body.url === feedBefore,
    before: true,
    after: false,
  },
  'DELETE /3/account/:account_id/library': {
    given: async (member) => {
      await addToWatchlist(member, MOVIE);
      return {};
    },
    read: (member) => `/3/account/${member.uid}/watchlist`,
    write: (member) => ['DELETE', `/3/account/${member.uid}/library`],
    seen: pageIds,
    before: [MOVIE],
    after: [],
  },
};

describe.each(LIBRARY_ENGINES)("a member's library answers on %s", (engine) => {
  const library = useTestLibrary(engine);
  let counting: CountingStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    counting = countingStore(library.store);
    app = await libraryApp(counting.store);
  });

  it('has a case below for every write route', async () => {
    const writes = (await libraryRouteTable())
      .filter((route) => route.method !== 'GET')
      .map(routeKey);
    expect(Object.keys(WRITES).sort()).toEqual(writes.sort());
  });

  it.each(Object.entries(WRITES))('shows %s on the next read', async (_route, writeCase) => {
    const member = asMember(app, newUid());
    const given: Given = {
      listId: 0,
      entryId: 0,
      filterId: 0,
      ...(await writeCase.given?.(member)),
    };
    const url = writeCase.read(member, given);
    for (let read = 0; read < 2; read += 1) {
      const answer = await member.get(url);
      expect(answer.status).toBe(200);
      expect(writeCase.seen(answer.body)).toEqual(writeCase.before);
    }
    const [method, writeUrl, body] = writeCase.write(member, given);
    const written = await member.send(method, writeUrl, body);
    expect(written.status, JSON.stringify(written.body)).toBeLessThan(300);
    const after = await member.get(url);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(writeCase.seen(after.body)).toEqual(writeCase.after);
  });

  it('never gives an answer read before a racing write once that write has answered', async () => {
    const member = asMember(app, newUid());
    await addToWatchlist(member, MOVIE);
    const held = counting.holdNext('listMarks');
    const racing = watchlistIds(member);
    await held.queried;
    expect((await addToWatchlist(member, OTHER_MOVIE)).status).toBe(201);
    held.release();
    // The racing read began before the write: it may show either; it must not be kept.
    expect(await racing).toEqual([MOVIE]);
    expect(await watchlistIds(member)).toEqual([OTHER_MOVIE, MOVIE]);
  });

  it('gives each member their own answer of a path that names no member', async () => {
    const [one, two] = [asMember(app, newUid()), asMember(app, newUid())];
    await one.send('POST', `/3/movie/${MOVIE}/rating`, { value: 9 });
    // A change for everyone last, so nothing but the member tells the two reads apart.
    expect(await counting.store.rememberTitles([movieDetails(MOVIE)])).toBe(true);
    const read = (member: MemberClient) =>
      member.get<{ rated: unknown }>(`/3/movie/${MOVIE}/account_states`);
    expect((await read(one)).body.rated).toEqual({ value: 9 });
    expect((await read(two)).body.rated).toBe(false);
    expect((await read(one)).body.rated).toEqual({ value: 9 });
  });

  it("shows every member's items with the titles' details remembered last", async () => {
    const members = [asMember(app, newUid()), asMember(app, newUid())];
    const titles = async (member: MemberClient) =>
      (
        await member.get<{ results: { title: string }[] }>(`/3/account/${member.uid}/watchlist`)
      ).body.results.map((title) => title.title);
    for (const member of members) {
      await addToWatchlist(member, OTHER_MOVIE);
      expect(await titles(member)).not.toContain('Renamed');
    }
    await counting.store.rememberTitles([movieDetails(OTHER_MOVIE, { title: 'Renamed' })]);
    for (const member of members) expect(await titles(member)).toEqual(['Renamed']);
  });

  if (engine === 'sqlite') {
    it('answers a repeated read from memory, the same read asked in another order too', async () => {
      const member = asMember(app, newUid());
      await addToWatchlist(member, MOVIE);
      const before = counting.calls('listMarks');
      const first = await watchlistIds(member, '?page=1&sort_by=created_at.desc');
      expect(await watchlistIds(member, '?sort_by=created_at.desc&page=1')).toEqual(first);
      expect(counting.calls('listMarks')).toBe(before + 1);
      // Another page, another sort: other reads.
      expect(await watchlistIds(member, '?page=2&sort_by=created_at.desc')).toEqual([]);
      await watchlistIds(member, '?page=1&sort_by=created_at.asc');
      expect(counting.calls('listMarks')).toBe(before + 3);
    });

    it("shows an import's episode ratings on the reads of them kept before it", async () => {
      const member = asMember(app, newUid());
      const rated = async () =>
        (await member.get(`/3/account/${member.uid}/rated/tv/episodes`)).body.total_results;
      const season = async () =>
        (
          await member.get<{ results: Array<{ rated: unknown }> }>(
            `/3/tv/${SHOW}/season/1/account_states`,
          )
        ).body.results[0]?.rated;
      expect([await rated(), await season()]).toEqual([0, false]);
      const before = counting.calls('listEpisodeRatings') + counting.calls('episodeRatingsOfShow');
      expect([await rated(), await season()]).toEqual([0, false]);
      // Both given from memory.
      expect(counting.calls('listEpisodeRatings') + counting.calls('episodeRatingsOfShow')).toBe(
        before,
      );
      const imported = await member.send('POST', `/3/account/${member.uid}/import`, {
        episode_ratings: [{ show_id: SHOW, season_number: 1, episode_number: 1, rating: 7 }],
      });
      expect(imported.status).toBe(200);
      expect([await rated(), await season()]).toEqual([1, { value: 7 }]);
    });

    it("keeps a member's answers when another member writes", async () => {
      const [reader, writer] = [asMember(app, newUid()), asMember(app, newUid())];
      await addToWatchlist(reader, MOVIE);
      await watchlistIds(reader);
      const before = counting.calls('listMarks');
      // Writes of the writer's own rows only: an add also refreshes the title's shared details.
      await writer.send('POST', '/3/list', { name: 'Mine' });
      await writer.send('DELETE', `/3/movie/${MOVIE}/rating`);
      expect(await watchlistIds(reader)).toEqual([MOVIE]);
      expect(counting.calls('listMarks')).toBe(before);
    });

    it("keeps a member's answers when another adds a title whose details are remembered already", async () => {
      const [reader, writer] = [asMember(app, newUid()), asMember(app, newUid())];
      await addToWatchlist(reader, MOVIE);
      await watchlistIds(reader);
      const before = counting.calls('listMarks');
      expect((await addToWatchlist(writer, MOVIE)).status).toBe(201);
      expect(await watchlistIds(reader)).toEqual([MOVIE]);
      expect(counting.calls('listMarks')).toBe(before);
    });

    it('keeps no error answer', async () => {
      const member = asMember(app, newUid());
      const before = counting.calls('getList');
      for (let read = 0; read < 2; read += 1)
        expect((await member.get('/3/list/999999')).status).toBe(404);
      expect(counting.calls('getList')).toBe(before + 2);
    });
  } else {
    // Other servers write the same database, and this server would not hear of it.
    it('keeps no answer on PostgreSQL', async () => {
      expect(counting.store.answerVersions).toBeUndefined();
      const member = asMember(app, newUid());
      const before = counting.calls('listMarks');
      for (let read = 0; read < 3; read += 1) await watchlistIds(member);
      expect(counting.calls('listMarks')).toBe(before + 3);
    });
  }
});
