import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryRouteTable, routeKey } from '../test/library-route-table.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../test/test-library.js';
import { asMember, libraryApp, type MemberClient } from '../test/library-test-kit.js';

/*
 * The OpenAPI document at /api/openapi.json describes Marquee's own API: every route of the
 * library's is in it, and every answer those routes give (successes and errors) is what it says.
 * The answers are real: a member's session through every route, on each library engine.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

type OpenApiDocument = {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object> };
};

/** One answer of the session, as the client saw it. */
interface Seen {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

// Titles of the test catalogue.
const MOVIE = 21;
const SHOW = 22;
const OTHER_MOVIE = 23;

/** `/3/list/{list_id}` as a pattern of the concrete paths it stands for. */
function pathPattern(template: string): RegExp {
  const segments = template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/\W/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/** The document's path and operation for a request, if it describes one. */
function operationOf(
  document: OpenApiDocument,
  { method, url }: Pick<Seen, 'method' | 'url'>,
): { path: string; operation: Operation } | undefined {
  const path = url.split('?')[0] ?? '';
  for (const [template, operations] of Object.entries(document.paths)) {
    const operation = operations[method.toLowerCase()];
    if (operation !== undefined && pathPattern(template).test(path))
      return { path: template, operation };
  }
  return undefined;
}

/** The schema the document gives an answer: by its exact status, else its class (4XX). */
function answerSchema(operation: Operation, { status, contentType }: Seen): object | undefined {
  const response =
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  const mediaType = contentType.split(';')[0] ?? '';
  return response?.content?.[mediaType]?.schema;
}

/** A member who records every answer they get. */
function recording(member: MemberClient, app: FastifyInstance, seen: Seen[]) {
  const authorization = `Bearer member:${member.uid}`;
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const answer = await app.inject({
      method,
      url,
      headers: {
        authorization,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    seen.push({
      method,
      url,
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      body: answer.body,
    });
    return { status: answer.statusCode, json: () => answer.json<Record<string, unknown>>() };
  };
}

/** A member's session that goes through every route of the library, and some of their errors. */
async function session(app: FastifyInstance): Promise<Seen[]> {
  const seen: Seen[] = [];
  const member = asMember(app, newUid());
  const ask = recording(member, app, seen);
  const account = `/3/account/${member.uid}`;

  await ask('POST', `${account}/watchlist`, {
    media_type: 'movie',
    media_id: MOVIE,
    watchlist: true,
  });
  await ask('POST', `${account}/watchlist`, {
    media_type: 'movie',
    media_id: MOVIE,
    watchlist: true,
  });
  await ask('POST', `${account}/favorite`, { media_type: 'tv', media_id: SHOW, favorite: true });
  await ask('POST', `/3/movie/${MOVIE}/rating`, { value: 8 });
  await ask('POST', `/3/tv/${SHOW}/rating`, { value: 9.5 });
  for (const mark of ['watchlist', 'favorite', 'rated'])
    for (const suffix of ['', '/movies', '/tv']) await ask('GET', `${account}/${mark}${suffix}`);
  await ask('GET', `/3/movie/${MOVIE}/account_states`);
  await ask('GET', `/3/tv/${SHOW}/account_states`);
  await ask('GET', `${account}/account_states?items=movie:${MOVIE},tv:${SHOW}`);

  const entry = await ask('POST', `${account}/diary`, {
    media_type: 'movie',
    media_id: MOVIE,
    watched_on: '2026-03-01',
    note: 'Twice as good the second time',
    rating: 8,
  });
  await ask('POST', `${account}/diary`, {
    media_type: 'tv',
    media_id: SHOW,
    watched_on: '2026-03-02',
  });
  await ask('GET', `${account}/diary?sort_by=watched_on.asc`);

  const list = (
    await ask('POST', '/3/list', { name: 'Rainy days', description: 'Slow ones' })
  ).json();
  const listUrl = `/3/list/${String(list.list_id)}`;
  await ask('POST', `${listUrl}/add_item`, { media_id: MOVIE });
  await ask('POST', `${listUrl}/add_item`, { media_type: 'tv', media_id: SHOW });
  await ask('POST', `${listUrl}/move_item`, { media_type: 'tv', media_id: SHOW, position: 0 });
  await ask('GET', `${listUrl}/item_status?movie_id=${MOVIE}`);
  await ask('PUT', listUrl, { name: 'Rainy Sundays' });
  await ask('GET', listUrl);
  await ask('GET', `${account}/lists`);
  const sharing = (await ask('PUT', `${listUrl}/sharing`, { public: true })).json();
  await ask('GET', `/3/shared/list/${String(sharing.share_id)}`);

  await ask('GET', `${account}/settings`);
  await ask('PUT', `${account}/settings`, { display_name: 'Ada', hide_watched: true });
  await ask('PUT', `${account}/settings`, {
    watch_region: 'GB',
    watch_providers: [9002, 9001],
    count_rent_buy: true,
    only_my_services: true,
  });
  await ask('PUT', `${account}/settings`, {
    language: 'pt-BR',
    theme: 'system',
    keyboard_shortcuts: false,
  });
  await ask('GET', `${account}/on_my_services?items=movie:${MOVIE},tv:${SHOW}`);
  await ask('GET', `${account}/recommendations`);

  const dramas = (
    await ask('POST', `${account}/saved_filters`, {
      name: 'Dramas',
      media_type: 'movie',
      query: 'genre=18&page=2',
      pinned: true,
    })
  ).json();
  await ask('POST', `${account}/saved_filters`, { name: 'Comedies', media_type: 'tv', query: '' });
  const dramasUrl = `${account}/saved_filters/${String(dramas.id)}`;
  await ask('PUT', dramasUrl, { name: 'Sad ones', pinned: false, position: 1 });
  await ask('GET', `${account}/saved_filters`);
  await ask('DELETE', dramasUrl);
  await ask('PUT', dramasUrl, { name: 'Gone' });
  await ask('POST', `${account}/saved_filters`, { name: '', media_type: 'movie', query: '' });

  await ask('POST', `${account}/import/match`, {
    rows: [{ tmdb_id: OTHER_MOVIE, media_type: 'movie' }, { title: 'No such title at all, ever' }],
  });
  await ask('POST', `${account}/import/episodes`, {
    rows: [
      { show_id: SHOW, season_number: 1, episode_number: 1 },
      { show_id: SHOW, season_number: 2014, episode_number: 1, tvdb_id: 12345 },
    ],
  });
  await ask('POST', `${account}/import`, {
    favorites: [{ media_type: 'movie', media_id: OTHER_MOVIE, added_at: '2025-12-24' }],
    lists: [{ name: 'Imported', items: [{ media_type: 'movie', media_id: OTHER_MOVIE }] }],
    shows: [{ media_type: 'tv', media_id: SHOW, status: 'paused', cycle: 1 }],
    episode_watches: [
      {
        show_id: SHOW,
        season_number: 1,
        episode_number: 1,
        cycle: 1,
        rewatch: 0,
        watched_on: '2025-12-24',
      },
    ],
    episode_ratings: [
      { show_id: SHOW, season_number: 1, episode_number: 2, rating: 6.5, rated_at: '2025-12-24' },
    ],
  });
  await ask('GET', `${account}/export`);
  await ask('GET', `${account}/export/letterboxd`);

  // Episode progress (issue 22), on a running show: its first season, a rewatch, the rest of
  // it, its progress and status, a new cycle, Up next in two tabs, the diary of episodes.
  const episodeUrl = `/3/tv/${SHOW}/season/1/episode/1`;
  const watched = (await ask('POST', `${episodeUrl}/watched`, { watched_on: '2026-05-01' })).json();
  await ask('POST', `${episodeUrl}/watched`, { again: true });
  await ask('POST', `/3/tv/${SHOW}/season/1/watched`, {});
  await ask('GET', `${account}/up_next`);
  await ask('POST', `/3/tv/${SHOW}/watched`, { specials: true });
  await ask('GET', `${account}/up_next?tab=waiting`);
  await ask('GET', `${account}/progress/tv/${SHOW}`);
  await ask('PUT', `${account}/progress/tv/${SHOW}`, { status: 'paused' });
  await ask('POST', `${account}/progress/tv/${SHOW}/cycles`);
  await ask('GET', `${account}/episode_watches?show_id=${SHOW}`);
  await ask('POST', `${episodeUrl}/rating`, { value: 7.5 });
  await ask('GET', `/3/tv/${SHOW}/season/1/account_states`);
  await ask('GET', `${account}/rated/tv/episodes`);
  await ask('GET', `${account}/calendar?start_date=2026-06-01&end_date=2026-06-30`);
  await ask('GET', `${account}/calendar/feed`);
  const feed = (await ask('POST', `${account}/calendar/feed/reset`)).json();
  await ask('GET', new URL(String(feed.url)).pathname);
  await ask('DELETE', `${episodeUrl}/rating`);
  await ask('DELETE', `${episodeUrl}/watched`);
  await ask('DELETE', `/3/tv/${SHOW}/season/1/watched`);
  const [firstWatch] = watched.watches as Array<{ id: number }>;
  await ask('DELETE', `${account}/episode_watches/${String(firstWatch?.id)}`);

  await ask('POST', `${listUrl}/remove_item`, { media_id: MOVIE });
  await ask('DELETE', `${account}/diary/${String((entry.json().entry as { id: number }).id)}`);
  await ask('DELETE', `/3/movie/${MOVIE}/rating`);
  await ask('DELETE', `/3/tv/${SHOW}/rating`);
  await ask('DELETE', listUrl);
  await ask('DELETE', `${account}/library`);

  // Errors, each in TMDB's shape: a list that is not there, a value of the wrong type, a query
  // the library cannot read, a body that is not an object.
  await ask('GET', listUrl);
  await ask('POST', `/3/movie/${MOVIE}/rating`, { value: 'eight' });
  await ask('GET', `${account}/diary?sort_by=sideways`);
  await ask('POST', '/3/list', ['not', 'an', 'object']);
  return seen;
}

describe.each(LIBRARY_ENGINES)('the OpenAPI document, with a library on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await libraryApp(library.store);
    const answer = await app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json<OpenApiDocument>();
  });

  it('describes every route of the library, and none of the catalogue’s', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['memberToken']);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The catch-alls of TMDB's other account and list paths answer 404 and are not described.
    const routes = (await libraryRouteTable())
      .filter(({ url }) => !url.endsWith('*'))
      .map((route) => routeKey(route).replace(/:(\w+)/g, '{$1}'));
    expect(described.sort()).toEqual(routes.sort());
  });

  it('says what every answer of a member’s session is, errors included', async () => {
    const seen = await session(app);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const asked = new Set<string>();
    for (const answer of seen) {
      const found = operationOf(document, answer);
      const name = `${answer.method} ${answer.url} → ${answer.status}`;
      expect(found, `${name} is described`).toBeDefined();
      if (found === undefined) continue;
      asked.add(`${answer.method} ${found.path}`);
      const schema = answerSchema(found.operation, answer);
      expect(schema, `${name} (${answer.contentType}) has a schema`).toBeDefined();
      const body: unknown = answer.contentType.startsWith('application/json')
        ? JSON.parse(answer.body)
        : answer.body;
      const valid = ajv.validate(schema as object, body);
      expect(ajv.errors ?? [], `${name}: ${answer.body.slice(0, 300)}`).toEqual([]);
      expect(valid).toBe(true);
    }
    // Every described operation was asked at least once.
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...asked].sort()).toEqual(operations.sort());
    // And the errors were errors.
    expect(seen.slice(-4).map(({ status }) => status)).toEqual([404, 422, 422, 400]);
  });

  it('would tell: an answer of the wrong type or lacking a field fails its schema', () => {
    const ajv = new Ajv2020({ strict: false });
    const settings = document.paths['/3/account/{account_id}/settings']?.get?.responses['200'];
    const schema = settings?.content?.['application/json']?.schema as object;
    const settingsAnswer = {
      display_name: null,
      hide_watched: false,
      watch_region: null,
      watch_providers: [],
      count_rent_buy: false,
      only_my_services: false,
      language: null,
      theme: null,
      keyboard_shortcuts: null,
    };
    expect(ajv.validate(schema, settingsAnswer)).toBe(true);
    expect(ajv.validate(schema, { ...settingsAnswer, theme: 'light' })).toBe(true);
    expect(ajv.validate(schema, { ...settingsAnswer, theme: 'dim' })).toBe(false);
    expect(ajv.validate(schema, { ...settingsAnswer, keyboard_shortcuts: 1 })).toBe(false);
    expect(ajv.validate(schema, { ...settingsAnswer, display_name: 7 })).toBe(false);
    expect(ajv.validate(schema, { ...settingsAnswer, watch_providers: ['8'] })).toBe(false);
    expect(ajv.validate(schema, { display_name: null, hide_watched: false })).toBe(false);
  });
});
