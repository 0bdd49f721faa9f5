import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DiaryEntryCreated,
  ListCreated,
  TitleAccountStatesAnswer,
} from '@marquee/tmdb-types/account';
import type {
  CalendarFeed,
  MarkWatchedAnswer,
  ShowProgressWire,
} from '@marquee/tmdb-types/episode-progress';
import { libraryRouteTable, routeKey, type LibraryRoute } from '../test/library-route-table.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../test/test-library.js';
import { asMember, libraryApp, type Answer, type MemberClient } from '../test/library-test-kit.js';

// A's titles, all in the test catalogue; B aims at them too.
const MOVIE = 21;
// A running show: three seasons on the test day, the first of 20 episodes.
const SHOW = 22;
const SHOW_FIRST_SEASON = 20;
const OTHER_MOVIE = 23;
const ITEMS = `movie:${MOVIE},tv:${SHOW},movie:${OTHER_MOVIE}`;

/** What A made, for B to aim at. */
interface Owned {
  uid: string;
  listId: number;
  entryIds: number[];
  /** A's watches of SHOW's episodes. */
  watchIds: number[];
  filterId: number;
  /** Words only A wrote: none may appear in anything B is answered. */
  secrets: string[];
}

interface Intruder {
  b: MemberClient;
  a: Owned;
}

/**
 * How B tries one route. B sends `body` (A's titles) and `query` (A's titles, to read the states
 * of) along with A's ids in the path; a route whose path names something of A's (account, list,
 * diary entry) must answer 404 code 34 to that, as if it did not exist. `own` is what B may do
 * through the route on B's own account, with A's titles, and what it must answer there.
 */
interface IsolationCase {
  body?: object;
  query?: string;
  own?: (intruder: Intruder) => Promise<void>;
}

const NOTHING = { page: 1, results: [], total_pages: 0, total_results: 0 };
const UNTOUCHED = (id: number) => ({
  id,
  favorite: false,
  rated: false,
  watchlist: false,
  watched: 0,
  list_ids: [],
});

/** B's own read of a paged list: B has nothing, so nothing of A's either. */
const readsNothing =
  (suffix: string): IsolationCase['own'] =>
  async ({ b }) =>
    expect((await b.get(`/3/account/${b.uid}/${suffix}`)).body).toEqual(NOTHING);

/** B marks A's title on B's own account: new to B (201), then off again (13). */
const marksOwn =
  (path: 'watchlist' | 'favorite'): IsolationCase['own'] =>
  async ({ b }) => {
    const url = `/3/account/${b.uid}/${path}`;
    const title = { media_type: 'tv', media_id: SHOW };
    expect(await b.send('POST', url, { ...title, [path]: true })).toMatchObject({
      status: 201,
      body: { status_code: 1 },
    });
    expect(await b.send('POST', url, { ...title, [path]: false })).toMatchObject({
      status: 200,
      body: { status_code: 13 },
    });
  };

/** B rates A's rated title: new to B (201), B's states show B's rating only, then it goes. */
const ratesOwn =
  (media: 'movie' | 'tv', id: number): IsolationCase['own'] =>
  async ({ b }) => {
    expect(await b.send('POST', `/3/${media}/${id}/rating`, { value: 1.5 })).toMatchObject({
      status: 201,
      body: { status_code: 1 },
    });
    expect((await b.get(`/3/${media}/${id}/account_states`)).body).toEqual({
      ...UNTOUCHED(id),
      rated: { value: 1.5 },
    });
    expect(await b.send('DELETE', `/3/${media}/${id}/rating`)).toMatchObject({ status: 200 });
  };

/** B removes A's rating of a title: B had none, and A's stays (checked at the end). */
const unratesOwn =
  (media: 'movie' | 'tv', id: number): IsolationCase['own'] =>
  async ({ b }) =>
    expect(await b.send('DELETE', `/3/${media}/${id}/rating`)).toMatchObject({
      status: 200,
      body: { status_code: 13 },
    });

/** B's states of A's title: nothing, whatever A did with it. */
const statesOwn =
  (media: 'movie' | 'tv', id: number): IsolationCase['own'] =>
  async ({ b }) =>
    expect((await b.get(`/3/${media}/${id}/account_states`)).body).toEqual(UNTOUCHED(id));

/** B's own read: answered, and holding none of A's watches (A's words are checked at the end). */
const readsNoWatchOf =
  (suffix: string): IsolationCase['own'] =>
  async ({ b, a }) => {
    const answer = await b.get<{ results?: Array<{ id?: number }> }>(
      `/3/account/${b.uid}/${suffix}`,
    );
    expect(answer.status).toBe(200);
    for (const item of answer.body.results ?? []) expect(a.watchIds).not.toContain(item.id);
  };

/** B marks A's episodes on B's own progress, then unmarks them: B's, not A's. */
const marksOwnEpisodes =
  (path: string, marked: number): IsolationCase['own'] =>
  async ({ b, a }) => {
    const answer = await b.send<MarkWatchedAnswer>('POST', `/3/tv/${SHOW}/${path}`, {});
    expect(answer.status).toBe(201);
    expect(answer.body.watches).toHaveLength(marked);
    for (const watch of answer.body.watches) expect(a.watchIds).not.toContain(watch.id);
    expect(await b.send('DELETE', `/3/tv/${SHOW}/season/1/watched`)).toMatchObject({
      status: 200,
      body: { removed: expect.any(Number) },
    });
  };

/** B unmarks what only A marked: nothing of B's to remove, and A's stay (checked at the end). */
const unmarksNothing =
  (path: string): IsolationCase['own'] =>
  async ({ b }) =>
    expect(await b.send('DELETE', `/3/tv/${SHOW}/${path}`)).toMatchObject({
      status: 200,
      body: { removed: 0 },
    });

/**
 * One case per route the library registers, by its key (routeKey). The test fails when a route
 * has no case here, or a case no route.
 */
const CASES: Readonly<Record<string, IsolationCase>> = {
  'GET /3/account/:account_id/watchlist/movies': { own: readsNothing('watchlist/movies') },
  'GET /3/account/:account_id/watchlist/tv': { own: readsNothing('watchlist/tv') },
  'GET /3/account/:account_id/watchlist': { own: readsNothing('watchlist') },
  'POST /3/account/:account_id/watchlist': {
    body: { media_type: 'movie', media_id: MOVIE, watchlist: false },
    own: marksOwn('watchlist'),
  },
  'GET /3/account/:account_id/favorite/movies': { own: readsNothing('favorite/movies') },
  'GET /3/account/:account_id/favorite/tv': { own: readsNothing('favorite/tv') },
  'GET /3/account/:account_id/favorite': { own: readsNothing('favorite') },
  'POST /3/account/:account_id/favorite': {
    body: { media_type: 'tv', media_id: SHOW, favorite: false },
    own: marksOwn('favorite'),
  },
  'POST /3/movie/:id/rating': { own: ratesOwn('movie', MOVIE) },
  'DELETE /3/movie/:id/rating': { own: unratesOwn('movie', MOVIE) },
  'POST /3/tv/:id/rating': { own: ratesOwn('tv', SHOW) },
  'DELETE /3/tv/:id/rating': { own: unratesOwn('tv', SHOW) },
  'GET /3/account/:account_id/rated/movies': { own: readsNothing('rated/movies') },
  'GET /3/account/:account_id/rated/tv': { own: readsNothing('rated/tv') },
  'GET /3/account/:account_id/rated': { own: readsNothing('rated') },
  'GET /3/movie/:id/account_states': { own: statesOwn('movie', MOVIE) },
  'GET /3/tv/:id/account_states': { own: statesOwn('tv', SHOW) },
  'GET /3/account/:account_id/account_states': {
    query: `items=${ITEMS}`,
    own: async ({ b }) => {
      const states = await b.get<TitleAccountStatesAnswer>(
        `/3/account/${b.uid}/account_states?items=${ITEMS}`,
      );
      expect(states.body.results).toEqual([
        { ...UNTOUCHED(MOVIE), media_type: 'movie' },
        { ...UNTOUCHED(SHOW), media_type: 'tv' },
        { ...UNTOUCHED(OTHER_MOVIE), media_type: 'movie' },
      ]);
    },
  },
  'GET /3/account/:account_id/diary': { query: `media=movie:${MOVIE}`, own: readsNothing('diary') },
  'POST /3/account/:account_id/diary': {
    body: { media_type: 'movie', media_id: MOVIE, watched_on: '2026-02-02', rating: 3 },
    // B logs A's title in B's own diary: an entry of B's, then gone again.
    own: async ({ b, a }) => {
      const created = await b.send<DiaryEntryCreated>('POST', `/3/account/${b.uid}/diary`, {
        media_type: 'movie',
        media_id: MOVIE,
        watched_on: '2026-02-02',
      });
      expect(created.status).toBe(201);
      expect(a.entryIds).not.toContain(created.body.entry.id);
      const diary = await b.get(`/3/account/${b.uid}/diary`);
      expect(diary.body).toMatchObject({ total_results: 1 });
      const url = `/3/account/${b.uid}/diary/${created.body.entry.id}`;
      expect(await b.send('DELETE', url)).toMatchObject({ status: 200 });
    },
  },
  'DELETE /3/account/:account_id/diary/:entry_id': {
    // A's entries under B's own account are as absent as under A's.
    own: async ({ b, a }) => {
      for (const id of a.entryIds)
        expect(await b.send('DELETE', `/3/account/${b.uid}/diary/${id}`)).toMatchObject({
          status: 404,
          body: { status_code: 34 },
        });
    },
  },
  'GET /3/account/:account_id/lists': { own: readsNothing('lists') },
  'POST /3/list': {
    // B's own list gets its own id, holds A's titles as B's, and shows only in B's states.
    own: async ({ b, a }) => {
      const created = await b.send<ListCreated>('POST', '/3/list', { name: 'B’s own' });
      expect(created.status).toBe(201);
      const listId = created.body.list_id;
      expect(listId).not.toBe(a.listId);
      const item = { media_type: 'movie', media_id: MOVIE };
      expect(await b.send('POST', `/3/list/${listId}/add_item`, item)).toMatchObject({
        status: 200,
      });
      expect((await b.get(`/3/movie/${MOVIE}/account_states`)).body).toMatchObject({
        list_ids: [listId],
      });
      expect((await b.get(`/3/list/${listId}`)).body).toMatchObject({ item_count: 1 });
      expect(await b.send('DELETE', `/3/list/${listId}`)).toMatchObject({ status: 200 });
    },
  },
  'GET /3/list/:list_id': { query: 'sort_by=title.asc' },
  'PUT /3/list/:list_id': { body: { name: 'Taken', description: 'Mine now' } },
  'DELETE /3/list/:list_id': {},
  'POST /3/list/:list_id/add_item': { body: { media_type: 'tv', media_id: SHOW } },
  'POST /3/list/:list_id/remove_item': { body: { media_type: 'movie', media_id: MOVIE } },
  'POST /3/list/:list_id/move_item': {
    body: { media_type: 'movie', media_id: MOVIE, position: 0 },
  },
  'GET /3/list/:list_id/item_status': { query: `movie_id=${MOVIE}` },
  'GET /3/account/:account_id/settings': {
    own: async ({ b }) =>
      expect((await b.get(`/3/account/${b.uid}/settings`)).body).toMatchObject({
        display_name: null,
        hide_watched: false,
        watch_providers: [],
        language: null,
        theme: null,
      }),
  },
  'PUT /3/account/:account_id/settings': {
    body: {
      display_name: 'Taken',
      hide_watched: true,
      watch_region: 'GB',
      watch_providers: [8],
      language: 'fr',
      theme: 'light',
    },
    own: async ({ b }) =>
      expect(
        await b.send('PUT', `/3/account/${b.uid}/settings`, { display_name: 'B' }),
      ).toMatchObject({ status: 200, body: { display_name: 'B', hide_watched: false } }),
  },
  // A chose services (buildLibrary); B has chosen none, so none of A's titles is on B's.
  'GET /3/account/:account_id/on_my_services': {
    query: `items=${ITEMS}`,
    own: async ({ b }) =>
      expect((await b.get(`/3/account/${b.uid}/on_my_services?items=${ITEMS}`)).body).toEqual({
        region: null,
        results: [
          { media_type: 'movie', id: MOVIE, on_my_services: false },
          { media_type: 'tv', id: SHOW, on_my_services: false },
          { media_type: 'movie', id: OTHER_MOVIE, on_my_services: false },
        ],
      }),
  },
  'PUT /3/list/:list_id/sharing': { body: { public: true } },
  // B likes nothing (B's own ratings above are low), and A's likes lead B nowhere.
  'GET /3/account/:account_id/recommendations': { own: readsNothing('recommendations') },
  // Anybody's, by link: A's list is private, so no id of it finds it; B's shared list is B's.
  'GET /3/shared/list/:share_id': {
    own: async ({ b, a }) => {
      for (const id of [String(a.listId), String(a.listId).padStart(22, '0'), a.uid])
        expect(await b.get(`/3/shared/list/${id}`)).toMatchObject({
          status: 404,
          body: { status_code: 34 },
        });
      const list = await b.send<ListCreated>('POST', '/3/list', { name: 'B’s shared' });
      const shared = await b.send<{ share_id: string }>(
        'PUT',
        `/3/list/${list.body.list_id}/sharing`,
        { public: true },
      );
      expect((await b.get(`/3/shared/list/${shared.body.share_id}`)).body).toMatchObject({
        name: 'B’s shared',
        item_count: 0,
      });
      expect(await b.send('DELETE', `/3/list/${list.body.list_id}`)).toMatchObject({
        status: 200,
      });
    },
  },
  'POST /3/account/:account_id/import/match': {
    body: { rows: [{ tmdb_id: MOVIE, media_type: 'movie' }] },
    // Matching names titles, never anybody's library.
    own: async ({ b }) =>
      expect(
        await b.send('POST', `/3/account/${b.uid}/import/match`, {
          rows: [{ tmdb_id: MOVIE, media_type: 'movie' }],
        }),
      ).toMatchObject({ status: 200, body: { results: [{ status: 'matched' }] } }),
  },
  'POST /3/account/:account_id/import/episodes': {
    body: { rows: [{ show_id: SHOW, season_number: 1, episode_number: 1 }] },
    // Mapping numbers names episodes of the catalogue's, never anybody's watches.
    own: async ({ b }) =>
      expect(
        await b.send('POST', `/3/account/${b.uid}/import/episodes`, {
          rows: [{ show_id: SHOW, season_number: 1, episode_number: SHOW_FIRST_SEASON }],
        }),
      ).toMatchObject({
        status: 200,
        body: {
          results: [{ status: 'matched', season_number: 1, episode_number: SHOW_FIRST_SEASON }],
        },
      }),
  },
  'POST /3/account/:account_id/import': {
    body: { watchlist: [{ media_type: 'movie', media_id: MOVIE }] },
    // B's import of A's titles is B's: a new list of B's, whatever A has.
    own: async ({ b }) =>
      expect(
        await b.send('POST', `/3/account/${b.uid}/import`, {
          watchlist: [{ media_type: 'movie', media_id: MOVIE }],
          lists: [{ name: 'B’s import', items: [{ media_type: 'tv', media_id: SHOW }] }],
        }),
      ).toMatchObject({ status: 200, body: { added: { watchlist: 1, lists: 1, list_items: 1 } } }),
  },
  'GET /3/account/:account_id/export': {
    own: async ({ b }) =>
      expect((await b.get(`/3/account/${b.uid}/export`)).body).toMatchObject({
        favorites: [],
        diary: [],
        lists: [{ name: 'B’s import' }],
      }),
  },
  // A CSV, which the client does not read as JSON: the JSON export's case reads the same rows.
  'GET /3/account/:account_id/export/letterboxd': {},
  'DELETE /3/account/:account_id/library': {
    own: async ({ b }) =>
      expect(await b.send('DELETE', `/3/account/${b.uid}/library`)).toMatchObject({
        status: 200,
        body: { status_code: 13 },
      }),
  },
  // Episode progress (issue 22): A has watched SHOW's first episodes and rated one.
  'POST /3/tv/:id/season/:season_number/episode/:episode_number/watched': {
    own: marksOwnEpisodes('season/1/episode/1/watched', 1),
  },
  'DELETE /3/tv/:id/season/:season_number/episode/:episode_number/watched': {
    own: unmarksNothing('season/1/episode/2/watched'),
  },
  'POST /3/tv/:id/season/:season_number/watched': {
    own: marksOwnEpisodes('season/1/watched', SHOW_FIRST_SEASON),
  },
  'DELETE /3/tv/:id/season/:season_number/watched': { own: unmarksNothing('season/1/watched') },
  'POST /3/tv/:id/watched': {
    // The whole show, then only its first season unmarked: B's own progress goes on.
    own: async ({ b, a }) => {
      const answer = await b.send<MarkWatchedAnswer>('POST', `/3/tv/${SHOW}/watched`, {});
      expect(answer.status).toBe(201);
      for (const watch of answer.body.watches) expect(a.watchIds).not.toContain(watch.id);
    },
  },
  'GET /3/account/:account_id/episode_watches': { own: readsNoWatchOf('episode_watches') },
  'DELETE /3/account/:account_id/episode_watches/:watch_id': {
    own: async ({ b, a }) => {
      for (const id of a.watchIds)
        expect(await b.send('DELETE', `/3/account/${b.uid}/episode_watches/${id}`)).toMatchObject({
          status: 404,
          body: { status_code: 34 },
        });
    },
  },
  'GET /3/account/:account_id/progress/tv/:id': {
    own: async ({ b }) => {
      const progress = await b.get<ShowProgressWire>(`/3/account/${b.uid}/progress/tv/${SHOW}`);
      expect(progress.status).toBe(200);
      expect(progress.body.watched.map((e) => e.watches)).not.toContain(2);
    },
  },
  'PUT /3/account/:account_id/progress/tv/:id': {
    body: { status: 'dropped' },
    own: async ({ b }) =>
      expect(
        await b.send('PUT', `/3/account/${b.uid}/progress/tv/${SHOW}`, { status: 'paused' }),
      ).toMatchObject({ status: 200, body: { status: 'paused' } }),
  },
  'POST /3/account/:account_id/progress/tv/:id/cycles': {
    own: async ({ b }) =>
      expect(await b.send('POST', `/3/account/${b.uid}/progress/tv/${SHOW}/cycles`)).toMatchObject({
        status: 201,
        body: { status: 'watching', watched_episodes: 0 },
      }),
  },
  'GET /3/account/:account_id/up_next': { own: readsNoWatchOf('up_next') },
  'POST /3/tv/:id/season/:season_number/episode/:episode_number/rating': {
    body: { value: 2 },
    own: async ({ b }) => {
      const url = `/3/tv/${SHOW}/season/1/episode/1/rating`;
      expect(await b.send('POST', url, { value: 2 })).toMatchObject({ status: 201 });
      expect(await b.send('DELETE', url)).toMatchObject({ status: 200 });
    },
  },
  'DELETE /3/tv/:id/season/:season_number/episode/:episode_number/rating': {
    own: async ({ b }) =>
      expect(await b.send('DELETE', `/3/tv/${SHOW}/season/1/episode/1/rating`)).toMatchObject({
        status: 200,
        body: { status_code: 13 },
      }),
  },
  'GET /3/tv/:id/season/:season_number/account_states': {
    own: async ({ b }) => {
      const states = await b.get<{ results: Array<{ rated: unknown }> }>(
        `/3/tv/${SHOW}/season/1/account_states`,
      );
      expect(states.body.results.every((episode) => episode.rated === false)).toBe(true);
    },
  },
  'GET /3/account/:account_id/rated/tv/episodes': { own: readsNothing('rated/tv/episodes') },
  'GET /3/account/:account_id/calendar': {
    query: 'start_date=2026-06-01&end_date=2026-06-30',
    own: async ({ b }) =>
      expect(
        (await b.get(`/3/account/${b.uid}/calendar?start_date=2026-06-01&end_date=2026-06-30`))
          .status,
      ).toBe(200),
  },
  // A's feed secret is among A's secrets: no answer to B may hold it.
  'GET /3/account/:account_id/calendar/feed': {
    own: async ({ b }) =>
      expect((await b.get(`/3/account/${b.uid}/calendar/feed`)).status).toBe(200),
  },
  'POST /3/account/:account_id/calendar/feed/reset': {
    own: async ({ b }) =>
      expect((await b.send('POST', `/3/account/${b.uid}/calendar/feed/reset`)).status).toBe(200),
  },
  // Anybody's, by its secret: no id of A's finds A's feed.
  'GET /3/shared/calendar/:file': {
    own: async ({ b, a }) => {
      for (const id of [a.uid, String(a.listId), `${a.uid}.ics`, `${'A'.repeat(32)}.ics`])
        expect(await b.get(`/3/shared/calendar/${id}`)).toMatchObject({
          status: 404,
          body: { status_code: 34 },
        });
    },
  },
  // Saved filters (issue 23): B's are B's alone, and A's id finds nothing.
  'GET /3/account/:account_id/saved_filters': {
    own: async ({ b }) =>
      expect((await b.get(`/3/account/${b.uid}/saved_filters`)).body).toEqual({ results: [] }),
  },
  'POST /3/account/:account_id/saved_filters': {
    body: { name: 'Taken', media_type: 'movie', query: 'genre=18' },
  },
  'PUT /3/account/:account_id/saved_filters/:filter_id': {
    body: { name: 'Taken', pinned: false, position: 0 },
    own: async ({ b, a }) =>
      expect(
        await b.send('PUT', `/3/account/${b.uid}/saved_filters/${a.filterId}`, { name: 'Taken' }),
      ).toMatchObject({ status: 404, body: { status_code: 34 } }),
  },
  'DELETE /3/account/:account_id/saved_filters/:filter_id': {
    own: async ({ b, a }) =>
      expect(
        await b.send('DELETE', `/3/account/${b.uid}/saved_filters/${a.filterId}`),
      ).toMatchObject({ status: 404, body: { status_code: 34 } }),
  },
  // TMDB's other account and list paths end in the library: nothing of anybody's is there.
  'GET /3/account/*': {},
  'GET /3/list/*': {},
};

/** The route's path with A's ids in it (a wildcard as TMDB's own paths there would be). */
function pathOf({ url }: LibraryRoute, a: Owned): string {
  return url
    .replace(':account_id', a.uid)
    .replace(':entry_id', String(a.entryIds[0]))
    .replace(':list_id', String(a.listId))
    .replace(/^\/3\/movie\/:id/, `/3/movie/${MOVIE}`)
    .replace(/^\/3\/tv\/:id/, `/3/tv/${SHOW}`)
    .replace(':id', String(SHOW))
    .replace(':season_number', '1')
    .replace(':episode_number', '1')
    .replace(':watch_id', String(a.watchIds[0]))
    .replace(':filter_id', String(a.filterId))
    .replace(/^\/3\/account\/\*$/, `/3/account/${a.uid}`)
    .replace(/^\/3\/list\/\*$/, `/3/list/${a.listId}/clear`);
}

/** Does the route's path name something of its owner's, which another member must not find? */
function namesOwnedThing({ url }: LibraryRoute): boolean {
  return /:account_id|:list_id|:entry_id|:watch_id|:filter_id|\*/.test(url);
}

/** Every read of A's, each as its raw body: compared byte for byte before and after B's turn. */
async function everythingOf(
  app: FastifyInstance,
  owned: Owned,
  routes: LibraryRoute[],
): Promise<string[]> {
  const bodies: string[] = [];
  for (const route of routes.filter((each) => each.method === 'GET')) {
    const { query } = CASES[routeKey(route)] ?? {};
    const url = `${pathOf(route, owned)}${query === undefined ? '' : `?${query}`}`;
    const answer = await app.inject({
      url,
      headers: { authorization: `Bearer member:${owned.uid}` },
    });
    // An export says when it was made: the time alone may differ between two reads.
    const body = answer.body.replace(/"exported_at":"[^"]*"/, '"exported_at":""');
    bodies.push(`${url} ${answer.statusCode} ${body}`);
  }
  return bodies;
}

/** A's library with something in every part of it. */
async function buildLibrary(a: MemberClient): Promise<Owned> {
  const secrets = [
    `list-${randomUUID()}`,
    `about-${randomUUID()}`,
    `note-${randomUUID()}`,
    `filter-${randomUUID()}`,
  ];
  const [listName, listDescription, note, filterName] = secrets as [string, string, string, string];
  const account = `/3/account/${a.uid}`;
  const writes: Array<[method: 'POST' | 'PUT', url: string, body: object]> = [
    ['POST', `${account}/watchlist`, { media_type: 'movie', media_id: MOVIE, watchlist: true }],
    ['POST', `${account}/watchlist`, { media_type: 'tv', media_id: SHOW, watchlist: true }],
    ['POST', `${account}/favorite`, { media_type: 'tv', media_id: SHOW, favorite: true }],
    ['POST', `${account}/favorite`, { media_type: 'movie', media_id: OTHER_MOVIE, favorite: true }],
    ['POST', `/3/movie/${MOVIE}/rating`, { value: 7.5 }],
    ['POST', `/3/tv/${SHOW}/rating`, { value: 9 }],
  ];
  // Every service of A's region, so A's titles are on A's services.
  const services = await a.get<{ results: Array<{ provider_id: number }> }>(
    '/3/watch/providers/movie?watch_region=GB',
  );
  writes.push([
    'PUT',
    `${account}/settings`,
    {
      watch_region: 'GB',
      watch_providers: services.body.results.map((service) => service.provider_id),
      count_rent_buy: true,
      only_my_services: true,
    },
  ]);
  for (const [method, url, body] of writes)
    expect((await a.send(method, url, body)).status, url).toBeLessThan(300);
  const entries = await Promise.all(
    [
      { media_type: 'movie', media_id: MOVIE, watched_on: '2026-03-01', note, rating: 8 },
      { media_type: 'tv', media_id: SHOW, watched_on: '2026-04-01' },
    ].map((entry) => a.send<DiaryEntryCreated>('POST', `${account}/diary`, entry)),
  );
  const list = await a.send<ListCreated>('POST', '/3/list', {
    name: listName,
    description: listDescription,
  });
  const listId = list.body.list_id;
  for (const [type, id] of [
    ['movie', MOVIE],
    ['tv', SHOW],
    ['movie', OTHER_MOVIE],
  ] as const)
    await a.send('POST', `/3/list/${listId}/add_item`, { media_type: type, media_id: id });
  await a.send('POST', `/3/list/${listId}/move_item`, {
    media_type: 'movie',
    media_id: OTHER_MOVIE,
    position: 0,
  });
  const watches: number[] = [];
  for (const episode of [1, 2, 3]) {
    const url = `/3/tv/${SHOW}/season/1/episode/${episode}/watched`;
    const marked = await a.send<MarkWatchedAnswer>('POST', url, { watched_on: '2026-05-01' });
    watches.push(...marked.body.watches.map((watch) => watch.id));
  }
  await a.send('POST', `/3/tv/${SHOW}/season/1/episode/2/watched`, { again: true });
  await a.send('POST', `/3/tv/${SHOW}/season/1/episode/1/rating`, { value: 8.5 });
  const feed = await a.get<CalendarFeed>(`${account}/calendar/feed`);
  const feedSecret = /\/([^/]+)\.ics$/.exec(feed.body.url)?.[1];
  expect(feedSecret).toBeDefined();
  secrets.push(feedSecret!);
  const filter = await a.send<{ id: number }>('POST', `${account}/saved_filters`, {
    name: filterName,
    media_type: 'movie',
    query: 'genre=18',
    pinned: true,
  });
  expect(filter.status).toBe(201);
  return {
    uid: a.uid,
    listId,
    entryIds: entries.map((entry) => entry.body.entry.id),
    watchIds: watches,
    filterId: filter.body.id,
    secrets,
  };
}

describe.each(LIBRARY_ENGINES)('two members on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let routes: LibraryRoute[];
  beforeAll(async () => {
    app = await libraryApp(library.store);
    routes = await libraryRouteTable();
  });

  it('has an isolation case for every library route, and no case for a route that is not there', () => {
    expect(routes.map(routeKey).sort()).toEqual(Object.keys(CASES).sort());
    for (const route of routes)
      expect(app.hasRoute(route), `the app serves ${routeKey(route)}`).toBe(true);
  });

  it('lets neither see nor change anything of the other’s, through any route, id, title or body', async () => {
    const a = asMember(app, newUid());
    const owned = await buildLibrary(a);
    const before = await everythingOf(app, owned, routes);
    // A's reads have something in every part, or comparing them would prove little.
    expect(before.join('\n')).toContain(owned.secrets[2]);
    expect(before.filter((line) => line.includes('"total_results":0'))).toEqual([]);

    const b = asMember(app, newUid());
    const answered: Array<Answer<unknown>> = [];
    const watched: MemberClient = {
      uid: b.uid,
      get: async (url) => {
        const answer = await b.get(url);
        answered.push(answer);
        return answer as never;
      },
      send: async (method, url, body) => {
        const answer = await b.send(method, url, body);
        answered.push(answer);
        return answer as never;
      },
    };

    for (const route of routes) {
      const name = routeKey(route);
      const { body, query, own } = CASES[name] ?? {};
      if (namesOwnedThing(route)) {
        const url = `${pathOf(route, owned)}${query === undefined ? '' : `?${query}`}`;
        const answer =
          route.method === 'GET'
            ? await watched.get(url)
            : await watched.send(route.method as 'POST' | 'PUT' | 'DELETE', url, body);
        expect(answer, `${name} with A’s ids`).toMatchObject({
          status: 404,
          body: { status_code: 34, success: false },
        });
      } else {
        expect(own, `${name} names nothing of A’s: it needs an "own" case`).toBeDefined();
      }
      await own?.({ b: watched, a: owned });
    }

    expect(answered.length).toBeGreaterThan(routes.length);
    const everythingB = answered.map((answer) => JSON.stringify(answer.body)).join('\n');
    for (const secret of [owned.uid, ...owned.secrets])
      expect(everythingB, 'something of A’s in an answer to B').not.toContain(secret);
    expect(await everythingOf(app, owned, routes)).toEqual(before);
  });
});
