import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '@marquee/tmdb-types/account';
import { createLibraryStore } from './store/create-library-store.js';
import { openLibraryDatabase, type LibraryDatabase } from './store/library-database.js';
import { httpMember } from '../test/http-member.js';
import { startPostgresCluster, type PostgresCluster } from '../test/postgres-cluster.js';
import { listenOnFreePort } from '../test/test-app.js';
import { emptyLibrarySettings, newUid } from '../test/test-library.js';
import { libraryApp, type Answer } from '../test/library-test-kit.js';

// Short time-outs, so a hang shows as a failed test rather than a slow one.
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000, answerMs: 2_000 };

// A cluster of this file's own: stopping the shared one would fail the other files' tests.
describe('a running server whose PostgreSQL stops and starts again', () => {
  let cluster: PostgresCluster;
  let database: LibraryDatabase;
  let port: number;
  const logLines: string[] = [];
  const poolWarnings: string[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const { settings } = await emptyLibrarySettings('postgres', cluster.url);
    database = await openLibraryDatabase(settings, {
      postgresTimeouts: TIMEOUTS,
      postgresPoolSize: 3,
      warn: (message) => poolWarnings.push(message),
    });
    const app = await libraryApp(createLibraryStore(database), {
      env: { AUTH_REQUIRED: 'true', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logLines.push(line) },
    });
    port = await listenOnFreePort(app);
  });

  afterAll(async () => {
    await database?.close();
    await cluster?.remove();
  });

  function expectRetryLater(answer: Answer<unknown>, what: string): void {
    expect(answer.status, what).toBe(503);
    expect(answer.body, what).toEqual({
      status_code: 9,
      status_message: expect.any(String),
      success: false,
    });
    expect(Number(answer.headers['retry-after']), what).toBeGreaterThan(0);
  }

  it('answers the library 503 code 9 with retry-after, goes on browsing, and recovers by itself', async () => {
    const member = httpMember(port, newUid());
    const account = `/3/account/${member.uid}`;
    const addToWatchlist = (id: number) =>
      member.send('POST', `${account}/watchlist`, {
        media_type: 'movie',
        media_id: id,
        watchlist: true,
      });
    expect((await addToWatchlist(1)).status).toBe(201);

    await cluster.stop();
    const started = Date.now();
    const whileDown = {
      'read the watchlist': await member.get(`${account}/watchlist`),
      'add to the watchlist': await addToWatchlist(2),
      rate: await member.send('POST', '/3/movie/2/rating', { value: 7 }),
      'read the states': await member.get(`${account}/account_states?items=movie:1`),
      'log a watch': await member.send('POST', `${account}/diary`, {
        media_type: 'movie',
        media_id: 2,
        watched_on: '2026-01-01',
      }),
      'create a list': await member.send('POST', '/3/list', { name: 'During the outage' }),
      'read the lists': await member.get(`${account}/lists`),
    };
    for (const [what, answer] of Object.entries(whileDown)) expectRetryLater(answer, what);
    // Generous: the point is that they end, not how fast.
    expect(Date.now() - started).toBeLessThan(
      Object.keys(whileDown).length * TIMEOUTS.answerMs * 2,
    );
    // Browsing needs no library: a title's details, and a members' list with a token.
    expect((await member.get('/3/movie/1')).status).toBe(200);
    expect((await member.get('/3/trending/movie/day')).status).toBe(200);

    await cluster.start();
    const watchlist = await member.get<LibraryPage>(`${account}/watchlist`);
    expect(watchlist.status).toBe(200);
    expect(watchlist.body.results.map((title) => title.id)).toEqual([1]);
    expect((await addToWatchlist(2)).status).toBe(201);
    expect((await member.get('/3/movie/2/account_states')).status).toBe(200);

    // Why is in the log, once per refused request; the idle connections the stop cut, as warnings.
    expect(
      logLines.filter((line) => line.includes('the library database is not available')),
    ).toHaveLength(Object.keys(whileDown).length);
    for (const warning of poolWarnings) expect(warning).toMatch(/: an idle connection was lost \(/);
  });
});
