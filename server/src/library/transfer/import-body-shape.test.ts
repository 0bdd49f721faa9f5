import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonShapeCheck } from '../../http/json-shape-limit.js';
import { libraryApp } from '../../test/library-test-kit.js';
import { listenOnFreePort } from '../../test/test-app.js';
import { newUid, useTestLibrary } from '../../test/test-library.js';
import { MAX_IMPORT_ROWS } from '../store/import-plan-check.js';
import { MAX_EPISODE_WATCHES_PER_USER } from '../store/library-limits.js';
import { IMPORT_BODY_SHAPE, MATCH_BODY_SHAPE } from './import-body-schema.js';

const largestWatch = {
  show_id: 2_147_483_647,
  season_number: 100_000,
  episode_number: 100_000,
  cycle: 100_000,
  rewatch: 100_000,
  watched_on: '2025-12-31',
  logged_at: '2025-12-31T23:59:59.999Z',
};
const fullestDiaryRow = {
  media_type: 'movie',
  media_id: 2_147_483_647,
  title: 'A title',
  year: 2025,
  watched_on: '2025-12-31',
  rating: 10,
  note: 'A note',
  logged_at: '2025-12-31T23:59:59.999Z',
};

function passesShape(body: unknown, limits = IMPORT_BODY_SHAPE): string | undefined {
  const bytes = Buffer.from(JSON.stringify(body));
  const check = jsonShapeCheck(limits);
  for (let at = 0; at < bytes.length; at += 65_536) {
    const problem = check.scan(bytes.subarray(at, at + 65_536));
    if (problem !== undefined) return problem;
  }
  return undefined;
}

describe('the shape an import may have', () => {
  it('holds the largest library a member may keep, with every row at its fullest', () => {
    const watches = Array.from({ length: MAX_EPISODE_WATCHES_PER_USER }, () => largestWatch);
    expect(
      passesShape({
        diary: Array.from({ length: MAX_IMPORT_ROWS }, () => fullestDiaryRow),
        episode_watches: watches,
      }),
    ).toBeUndefined();
    expect(
      passesShape({
        lists: Array.from({ length: MAX_IMPORT_ROWS }, () => ({ name: 'L', items: [] })),
        episode_watches: watches,
      }),
    ).toBeUndefined();
    expect(
      passesShape(
        { rows: Array.from({ length: 500 }, () => ({ tmdb_id: 1, media_type: 'movie' })) },
        MATCH_BODY_SHAPE,
      ),
    ).toBeUndefined();
  });
});

describe('an import or match body over its shape', () => {
  const library = useTestLibrary('sqlite');
  let app: FastifyInstance;
  const uid = newUid();
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });
  afterEach(() => vi.restoreAllMocks());

  /** Posts `body`, and says whether JSON.parse was ever given it (or any text as long). */
  async function post(path: string, body: string) {
    const parse = vi.spyOn(JSON, 'parse');
    const response = await app.inject({
      method: 'POST',
      url: `/3/account/${uid}/${path}`,
      headers: { authorization: `Bearer member:${uid}`, 'content-type': 'application/json' },
      payload: body,
    });
    const parsedIt = parse.mock.calls.some(
      ([text]) => typeof text === 'string' && text.length >= body.length,
    );
    parse.mockRestore();
    return { status: response.statusCode, body: response.json<unknown>(), parsedIt };
  }

  it('is refused for its depth before JSON.parse sees it, saying so', async () => {
    const levels = 1_000_000;
    const deep = `{"lists":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    expect(await post('import', deep)).toEqual({
      status: 413,
      body: {
        status_code: 5,
        status_message: 'Invalid parameters: the body nests objects and arrays more than 8 deep.',
        success: false,
      },
      parsedIt: false,
    });
    const deepMatch = `{"rows":[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]}`;
    expect(await post('import/match', deepMatch)).toMatchObject({ status: 413, parsedIt: false });
    expect(await post('import/episodes', deepMatch)).toMatchObject({
      status: 413,
      parsedIt: false,
    });
  });

  it('is refused for its element count before JSON.parse sees it, saying so', async () => {
    const manyItems = JSON.stringify({
      lists: [{ name: 'L', items: Array.from({ length: 900_000 }, () => ({})) }],
    });
    expect(await post('import', manyItems)).toEqual({
      status: 413,
      body: {
        status_code: 5,
        status_message: `Invalid parameters: the body holds more than ${IMPORT_BODY_SHAPE.maxContainers} objects and arrays.`,
        success: false,
      },
      parsedIt: false,
    });
    const manyNumbers = `{"watchlist":[${'1,'.repeat(4_000_000)}1]}`;
    expect(await post('import', manyNumbers)).toMatchObject({
      status: 413,
      body: { status_message: expect.stringContaining('values') as unknown },
      parsedIt: false,
    });
    const manyRows = JSON.stringify({ rows: Array.from({ length: 2_000 }, () => ({})) });
    expect(await post('import/match', manyRows)).toMatchObject({ status: 413, parsedIt: false });
  });

  it('answers over a real connection while the body is still coming', async () => {
    const port = await listenOnFreePort(app);
    const body = Buffer.from(`{"lists":${'['.repeat(8_000_000)}`);
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `/3/account/${uid}/import`,
          headers: {
            authorization: `Bearer member:${uid}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      // The server may close once it has answered; what it answered is what counts.
      sent.on('error', (error) => (sent.writableFinished ? undefined : reject(error)));
      sent.end(body);
    });
    expect(status).toBe(413);
  });

  it('still parses a body within its shape', async () => {
    expect(await post('import/match', '{"rows":[]}')).toEqual({
      status: 200,
      body: { results: [] },
      parsedIt: true,
    });
  });
});
